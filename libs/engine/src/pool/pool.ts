// The engine's heavy work (matrix combinations, batch tests, backtests, experiments, recalculations,
// the Dixon–Coles fits inside them) on worker threads, so that the process's event loop keeps
// answering requests and consumers while it runs: a cold matrix job in `npm start`, all services in
// one process, held /api/health for seconds. piscina keeps the threads (a well-kept pool from Node's
// own maintainers: queueing, idle threads ended and unref'd, so a pool never keeps a process alive).
//
// The worker's entry: a service's build bundles worker.ts beside its main.js as engine-worker.js
// (scripts/build-service.mjs --engine-worker), and this module, bundled into that main.js, finds it
// there; run from source (tsx, Vitest) it is worker-from-source.mjs, which registers tsx first.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { EmptyScopeError } from '../runners/context.ts';
import type { EngineTaskName, EngineTasks } from './tasks.ts';
import type { EngineTaskAnswer, EngineTaskMessage } from './worker.ts';

/** The file name of the bundled worker entry beside a service's dist/main.js (and dist/worker.js). */
export const ENGINE_WORKER_BUNDLE = 'engine-worker.js';

/**
 * Threads of a process's pool: one core is left to the event loop (and the other processes of the
 * machine); on two cores, one thread, which runs the heavy tasks one after another.
 */
export const ENGINE_POOL_THREADS = Math.max(1, availableParallelism() - 1);

/** How long an idle thread is kept (its contexts with it) before it ends. */
const IDLE_THREAD_MS = 60_000;

export interface EnginePool {
  /** Runs one task on a thread; rejects with the task's error (an EmptyScopeError as that class). */
  run<K extends EngineTaskName>(task: K, ...args: Parameters<EngineTasks[K]>): Promise<ReturnType<EngineTasks[K]>>;
  /** Ends the threads once their tasks are done. */
  close(): Promise<void>;
}

/** The worker entry this module runs with: the bundled one beside it, else the source one. */
export function engineWorkerEntry(): string {
  const bundled = new URL(`./${ENGINE_WORKER_BUNDLE}`, import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return bundled.href;
  return new URL('./worker-from-source.mjs', import.meta.url).href;
}

/** The error a task answered, as the class the services tell apart where it has one. */
function errorOf(answer: Extract<EngineTaskAnswer, { ok: false }>): Error {
  const error = answer.name === 'EmptyScopeError' ? new EmptyScopeError('') : new Error(answer.message);
  error.name = answer.name;
  error.message = answer.message;
  if (answer.stack) error.stack = answer.stack;
  return error;
}

export function createEnginePool(options: { threads?: number } = {}): EnginePool {
  const piscina = new Piscina<EngineTaskMessage, EngineTaskAnswer>({
    filename: engineWorkerEntry(),
    minThreads: 0,
    maxThreads: options.threads ?? ENGINE_POOL_THREADS,
    idleTimeout: IDLE_THREAD_MS,
  });
  return {
    async run(task, ...args) {
      const answer = await piscina.run({ task, args });
      if (!answer.ok) throw errorOf(answer);
      return answer.value as ReturnType<EngineTasks[typeof task]>;
    },
    close: () => piscina.close(),
  };
}

let shared: EnginePool | undefined;

/**
 * The process's one pool, created on first use: in `npm start` every service runs in one process
 * and shares it, so the engine's work never takes more than ENGINE_POOL_THREADS cores.
 */
export function sharedEnginePool(): EnginePool {
  shared ??= createEnginePool();
  return shared;
}
