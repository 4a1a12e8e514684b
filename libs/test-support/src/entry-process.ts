// A service's TypeScript entry (src/main.ts, src/worker.ts) run under tsx as a real child process,
// for the fault tests that kill one mid-work and start another: NODE_ENV=test, logs at warn (or
// WORKER_LOG_LEVEL), the test's own settings on top. Its stderr's tail is kept for failure messages.
import { type ChildProcess, spawn } from 'node:child_process';

export interface EntryProcess {
  readonly child: ChildProcess;
  /** Resolves with the exit code or signal once the process has ended. */
  readonly exited: Promise<string>;
  /** The last 4,000 characters the process wrote to stderr. */
  output(): string;
}

export function spawnEntry(entry: string, options: { cwd: string; env: NodeJS.ProcessEnv }): EntryProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: options.cwd,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.WORKER_LOG_LEVEL ?? 'warn', ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  return { child, exited, output: () => stderr };
}
