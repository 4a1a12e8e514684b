// One service or worker process of the stack, started from its build and stoppable and restartable
// alone (the independent-deploy tests stop one service while the rest keeps running). Hand-written
// on child_process rather than a supervisor library (concurrently, pm2): those start and stop a list
// as a whole, while this needs one process at a time, each with its own readiness check.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface ManagedProcessOptions {
  readonly name: string;
  readonly script: string;
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly logFile: string;
  /** An HTTP process is ready when GET <url>/health answers 200; a worker when it prints "<name>: started". */
  readonly ready: { readonly health: string } | { readonly line: RegExp };
}

const STOP_GRACE_MS = 20_000;
const READY_WAIT_MS = 180_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ManagedProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();

  constructor(readonly options: ManagedProcessOptions) {}

  get name(): string {
    return this.options.name;
  }

  get pid(): number | undefined {
    return this.running ? this.child?.pid : undefined;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and resolves once it is ready; rejects with its log's tail if it exits first. */
  async start(signal?: AbortSignal): Promise<void> {
    if (this.running) return;
    signal?.throwIfAborted();
    const { script, env, cwd, logFile, ready } = this.options;
    const log = createWriteStream(logFile, { flags: 'a' });
    const child = spawn(process.execPath, ['--enable-source-maps', script], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    child.stdout!.pipe(log, { end: false });
    child.stderr!.pipe(log, { end: false });
    void this.exited.then(() => log.end());
    let printed = false;
    if ('line' in ready) {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (ready.line.test(line)) printed = true;
      });
    }
    const deadline = Date.now() + READY_WAIT_MS;
    for (;;) {
      signal?.throwIfAborted();
      if (!this.running)
        throw new Error(
          `${this.name} exited (${child.exitCode ?? child.signalCode}) before it was ready; ${logFile} ends:\n${this.logTail()}`,
        );
      if ('line' in ready ? printed : await answers(ready.health)) return;
      if (Date.now() > deadline)
        throw new Error(
          `${this.name} was not ready within ${READY_WAIT_MS / 1000} s; ${logFile} ends:\n${this.logTail()}`,
        );
      await sleep(200);
    }
  }

  /** SIGTERM (a graceful stop: HTTP drains, consumers leave their group), SIGKILL after 20 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    child.kill('SIGTERM');
    const outcome = await Promise.race([
      this.exited.then(() => 'exited'),
      sleep(STOP_GRACE_MS).then(() => 'timeout'),
    ]);
    if (outcome === 'timeout') {
      child.kill('SIGKILL');
      await this.exited;
    }
  }

  logTail(lines = 20): string {
    try {
      return readFileSync(this.options.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}

async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
  return response?.ok ?? false;
}
