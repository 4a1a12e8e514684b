// Experiment processes for the fault tests and the bench: the worker entry (src/worker.ts under tsx,
// as `node dist/worker.js` runs it built) and the whole service (src/main.ts: HTTP, its matrix
// worker and aggregator) as real child processes, each with its own env naming the test's database
// and Kafka namespace (EXPERIMENT_DB_NAME, EVENTS_NAMESPACE), so killing one is a real process dying
// mid-job.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { spawnEntry, waitUntil } from '@scoreline/test-support';
import type { Harness } from './harness.ts';

const workerEntry = fileURLToPath(new URL('../../src/worker.ts', import.meta.url));
const serviceEntry = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const packageDir = fileURLToPath(new URL('../..', import.meta.url));

export interface WorkerProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  /** What the process wrote to stderr (for failure messages). */
  output(): string;
  /** Resolves with the exit code or signal once the process has ended. */
  readonly exited: Promise<string>;
  kill(signal: NodeJS.Signals): Promise<string>;
  /** SIGSTOP: the process hangs, still a member of its consumer groups until its session times out. */
  freeze(): void;
  /** SIGCONT after freeze(). */
  thaw(): void;
}

function spawnProcess(entry: string, h: Pick<Harness, 'config' | 'namespace'>, env: NodeJS.ProcessEnv = {}): WorkerProcess {
  const { child, exited, output } = spawnEntry(entry, {
    cwd: packageDir,
    env: { EXPERIMENT_DB_NAME: h.config.EXPERIMENT_DB_NAME, EVENTS_NAMESPACE: h.namespace, ...env },
  });
  if (child.pid === undefined) throw new Error(`${entry} did not start`);
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    pid: child.pid,
    output,
    exited,
    kill(signal) {
      if (alive()) {
        child.kill(signal);
        // A frozen process acts on a signal only once it runs again (SIGKILL needs no help).
        if (signal !== 'SIGKILL') child.kill('SIGCONT');
      }
      return exited;
    },
    freeze() {
      if (alive()) child.kill('SIGSTOP');
    },
    thaw() {
      if (alive()) child.kill('SIGCONT');
    },
  };
}

/** A matrix worker process (src/worker.ts): the fixtures read model, matrix worker and aggregator. */
export function spawnWorker(h: Pick<Harness, 'config' | 'namespace'>): WorkerProcess {
  return spawnProcess(workerEntry, h);
}

export interface ServiceProcess extends WorkerProcess {
  /** http://127.0.0.1:<port> */
  readonly baseUrl: string;
}

/**
 * The experiment service as `npm start` runs it without the gateway (src/main.ts: its HTTP API on
 * `port` and its workers), resolved once it answers /health.
 */
export async function spawnService(h: Pick<Harness, 'config' | 'namespace'>, port: number): Promise<ServiceProcess> {
  const service = spawnProcess(serviceEntry, h, { PORT: String(port), HOST: '127.0.0.1', EXPERIMENT_WORKERS: 'on' });
  const baseUrl = `http://127.0.0.1:${port}`;
  let ended = false;
  void service.exited.then(() => (ended = true));
  await waitUntil(
    async () => {
      if (ended) throw new Error(`the experiment service exited at start: ${service.output()}`);
      return (await fetch(`${baseUrl}/health`).catch(() => null))?.ok === true;
    },
    120_000,
    `the experiment service on ${baseUrl}`,
  );
  return { ...service, baseUrl };
}
