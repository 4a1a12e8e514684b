// Matrix worker processes for the fault tests and the bench: the worker entry (src/worker.ts under
// tsx, as `node dist/worker.js` runs it built) as real child processes, each with its own env naming
// the test's database and Kafka namespace (EXPERIMENT_DB_NAME, EVENTS_NAMESPACE), so killing one is
// a real process dying mid-job.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Harness } from './harness.ts';

const workerEntry = fileURLToPath(new URL('../../src/worker.ts', import.meta.url));
const packageDir = fileURLToPath(new URL('../..', import.meta.url));

export interface WorkerProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  /** What the process wrote to stderr (for failure messages). */
  output(): string;
  /** Resolves with the exit code or signal once the process has ended. */
  readonly exited: Promise<string>;
  kill(signal: NodeJS.Signals): Promise<string>;
}

export function spawnWorker(h: Pick<Harness, 'config' | 'namespace'>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', workerEntry], {
    cwd: packageDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      EXPERIMENT_DB_NAME: h.config.EXPERIMENT_DB_NAME,
      EVENTS_NAMESPACE: h.namespace,
      LOG_LEVEL: process.env.WORKER_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (child.pid === undefined) throw new Error('the worker process did not start');
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  return {
    child,
    pid: child.pid,
    output: () => stderr,
    exited,
    kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
