// What the private brokers and stores of fault tests share: deploy/local/infra.sh started on free
// ports with a state folder of its own (SCORELINE_INFRA_STATE), so stopping it leaves the run's
// shared infrastructure, which every other test file and package is using, untouched.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const INFRA = path.join(REPO_ROOT, 'deploy/local/infra.sh');

export interface PrivateInfra {
  /** Stops the component (its data stays for the next start). */
  down(): Promise<void>;
  /** Stops one part of the component only (`postgres` under `ferretdb`). */
  downPart(component: string): Promise<void>;
  /**
   * Sends a signal to every process of the component (or of one part of it, `postgres` under
   * `ferretdb`): KILL crashes it (no graceful stop, as a machine or OOM kill would), STOP freezes it
   * (it keeps its connections but answers nothing), CONT thaws it. After a KILL, up() starts it again.
   */
  signal(signal: 'KILL' | 'STOP' | 'CONT', part?: string): Promise<void>;
  /**
   * Lists the component's processes now (or one part's) and answers a function that SIGKILLs them
   * at once: listing takes a while on a busy machine, and a crash "right after" a write must not
   * come seconds later.
   */
  armKill(part?: string): Promise<() => void>;
  /** Starts it again and waits until it is healthy. */
  up(): Promise<void>;
  /** Stops it and removes its state. */
  close(): Promise<void>;
}

export interface PrivateInfraOptions {
  /** infra.sh's component name: `kafka`, `ferretdb` (which brings its PostgreSQL along) or `stripe-mock`. */
  component: 'kafka' | 'ferretdb' | 'stripe-mock';
  /** The SCORELINE_*_PORT variables, each a free port. */
  ports: Record<string, number>;
  /** The variable that would make infra.sh use an external server instead (removed: this one is ours). */
  external: string;
  /** Folder name prefix of the state. */
  label: string;
}

export async function startPrivateInfra(options: PrivateInfraOptions): Promise<PrivateInfra> {
  const state = await mkdtemp(path.join(tmpdir(), `scoreline-${options.label}-`));
  const env: NodeJS.ProcessEnv = { ...process.env, SCORELINE_INFRA_STATE: state };
  for (const [name, port] of Object.entries(options.ports)) env[name] = String(port);
  delete env[options.external];
  const described = `${options.component} (private, ${Object.entries(options.ports).map(([name, port]) => `${name}=${port}`).join(' ')})`;
  const infra = async (verb: 'up' | 'down' | 'signal', component: string = options.component, signal?: string): Promise<void> => {
    const args = verb === 'signal' && signal ? [INFRA, verb, signal, component] : [INFRA, verb, component];
    try {
      await run('bash', args, { env, cwd: REPO_ROOT, maxBuffer: 4 * 1024 * 1024 });
    } catch (error) {
      const output = error as { stdout?: string; stderr?: string };
      throw new Error(`infra.sh ${args.slice(1).join(' ')} of ${described} failed: ${output.stderr ?? ''}${output.stdout ?? ''}`, { cause: error });
    }
  };
  const removeState = async () => {
    await rm(state, { recursive: true, force: true });
    // As root, deploy/local/postgres keeps a cluster outside the state folder, keyed by it
    // (postgres_base): /var/tmp/scoreline/<checkout>-<first 8 hex of sha256(state)>.
    if (options.component === 'ferretdb' && process.getuid?.() === 0) {
      const key = createHash('sha256').update(state).digest('hex').slice(0, 8);
      await rm(path.join('/var/tmp/scoreline', `${path.basename(REPO_ROOT)}-${key}`), { recursive: true, force: true });
    }
  };
  let closed = false;
  await infra('up').catch(async (error: unknown) => {
    await infra('down').catch(() => undefined);
    await removeState();
    throw error;
  });
  return {
    downPart: (component) => infra('down', component),
    signal: (signal, part) => infra('signal', part ?? options.component, signal),
    async armKill(part) {
      const component = part ?? options.component;
      const { stdout } = await run('bash', [INFRA, 'pids', component], { env, cwd: REPO_ROOT });
      const pids = stdout.split('\n').filter((line) => /^\d+$/.test(line)).map(Number);
      if (pids.length === 0) throw new Error(`no process of ${component} of ${described} to kill`);
      return () => {
        for (const pid of pids) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // Gone already (a backend that ended on its own).
          }
        }
      };
    },
    down: () => infra('down'),
    up: () => infra('up'),
    async close() {
      if (closed) return;
      closed = true;
      // A frozen component cannot stop: thaw it first.
      await infra('signal', options.component, 'CONT').catch(() => undefined);
      if (options.component === 'ferretdb') await infra('signal', 'postgres', 'CONT').catch(() => undefined);
      await infra('down').catch(() => undefined);
      await removeState();
    },
  };
}
