// What the gateway's pipeline benches (gateway.ts, pipeline.ts) share: the admin bearer, the shared
// openfootball files served as the catalog's provider, the gateway in its child process, a JSON call checked by its contract, polling
// until something happens, and the machine's load printed beside each figure.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { recalculationAcceptedSchema, weightsSchema } from '@scoreline/contracts';
import { DEV_JWT_SECRET, issueAdminToken } from '@scoreline/service-kit';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const DATA_DIR = path.join(process.env.EPL_DATA_DIR ?? path.join(REPO_ROOT, '..', 'shared', 'data', 'epl'), 'raw', 'openfootball-football.json');
export const auth = { Authorization: `Bearer ${issueAdminToken({ JWT_SECRET: process.env.JWT_SECRET ?? DEV_JWT_SECRET })}` };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** The figures depend on what else the machine runs: said next to them. */
export const machine = () => `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;

/** Exits with a message when the shared files are not there (`season` names the one a bench needs). */
export function requireOpenfootball(season: string, what: string): void {
  if (!existsSync(path.join(DATA_DIR, season, 'en.1.json'))) {
    console.error(`bench needs the openfootball files${what} in ${DATA_DIR} (EPL_DATA_DIR)`);
    process.exit(1);
  }
}

/** openfootball's layout, <base>/<season>/en.1.json, from the shared files. */
export function startProvider(): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    const file = path.join(DATA_DIR, path.posix.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (!file.startsWith(DATA_DIR + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }),
    ),
  );
}

export async function call<T>(url: string, schema: { parse(value: unknown): T }, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return schema.parse(body);
}

/** Polls `check` until it answers a value, every 20 ms; fails after `limitMs` naming `what`. */
export async function until<T>(what: string, limitMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${limitMs / 1000} s`);
    await sleep(20);
  }
}

/** Where BENCH_CPU_PROF=1 has the bench gateway write its V8 CPU profile. */
export const BENCH_PROFILE_DIR = path.join(tmpdir(), 'gateway-bench-profiles');

export interface BenchGateway {
  /** The gateway at LOG_LEVEL=info (its log in `infoLog`) and the second listener at warn. */
  readonly ports: { info: number; warn: number };
  readonly infoLog: string;
  /** Ends the child (closing its stdin) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * src/gateway-process.ts in a child process, so the load or the polling never shares its event
 * loop: on instance `id`, the catalog's provider at `provider`, the per-IP limit at `rateLimit`,
 * plus `env`. BENCH_CPU_PROF=1 writes its V8 CPU profile into $TMPDIR/gateway-bench-profiles.
 */
export async function startBenchGateway(options: { id: string; name: string; provider: string; rateLimit: number; env?: Record<string, string> }): Promise<BenchGateway> {
  const infoLog = path.join(tmpdir(), `${options.name}-${options.id}.log`);
  if (process.env.BENCH_CPU_PROF) mkdirSync(BENCH_PROFILE_DIR, { recursive: true });
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${BENCH_PROFILE_DIR}`] : []), '--import', 'tsx', path.join(import.meta.dirname, 'gateway-process.ts')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        BENCH_ID: options.id,
        BENCH_INFO_LOG: infoLog,
        BENCH_RATE_LIMIT_PER_MINUTE: String(options.rateLimit),
        OPENFOOTBALL_BASE_URL: options.provider,
        CATALOG_BOOTSTRAP: 'off',
        ...options.env,
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ports = await new Promise<{ info: number; warn: number }>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as { info: number; warn: number }));
    child.once('exit', (code) => reject(new Error(`the bench gateway exited (${code}) before listening: is the infrastructure up (npm run infra:up)?`)));
  });
  return {
    ports,
    infoLog,
    stop: async () => {
      child.stdin!.end();
      await exited;
    },
  };
}

/** A recalculation run as the prediction service logs it ("predictions recalculated"). */
export interface LoggedRun {
  correlation_id: string;
  /** Every request the run answered: the worker coalesces the ones waiting into one run. */
  answers?: string[];
  processed: number;
  updated: number;
  duration_ms: number;
}

/**
 * Times a recalculation from the request `ask` makes (sending `requestId` as X-Request-Id, which
 * becomes the request's correlation id) until a run has answered it, read from the gateway's info
 * log. Not from GET /api/admin/recalculation-status: the worker coalesces waiting requests into one
 * run recorded under the last one's id, and a refresh's later requests may run right after, so the
 * status's last run need never be this request's (the benches waited 60 s for it, or took another
 * run's figures).
 */
export async function timeRecalculation(infoLog: string, ask: (headers: Record<string, string>) => Promise<unknown>) {
  const requestId = randomUUID();
  const t0 = performance.now();
  await ask({ ...auth, 'X-Request-Id': requestId });
  const run = await until('the recalculation', 60_000, async () =>
    readFileSync(infoLog, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"msg":"predictions recalculated"'))
      .map((line) => JSON.parse(line) as LoggedRun)
      .find((line) => (line.answers ?? [line.correlation_id]).includes(requestId)),
  );
  return { ms: performance.now() - t0, result: run, correlationId: run.correlation_id };
}

/** Times an admin recalculation of every prediction when nothing has changed (the run rewrites nothing). */
export function timeUnchangedRecalculation(gateway: string, infoLog: string) {
  return timeRecalculation(infoLog, (headers) =>
    call(`${gateway}/api/admin/recalculate`, recalculationAcceptedSchema, { method: 'POST', headers }),
  );
}

/**
 * Times the recalculation a weight change starts: H1 moves between 0.45 and 0.40, so every
 * prediction changes and is rewritten, and a second run of the bench changes it back.
 */
export async function timeWeightChangeRecalculation(gateway: string, infoLog: string) {
  const weights = await call(`${gateway}/api/weights`, weightsSchema, { headers: auth });
  return timeRecalculation(infoLog, (headers) =>
    call(`${gateway}/api/weights`, weightsSchema, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ metric: 'H1', value: weights.H1 === 0.45 ? 0.4 : 0.45 }),
    }),
  );
}

/** npm start's product under libs/test-support's supervisor (services/gateway/src/main.ts, fresh databases, its own Kafka namespace). */
export interface SupervisedProduct {
  url: string;
  logFile: string;
  /** The gateway's own process (services/gateway/src/main.ts), a child of the supervisor. */
  gatewayPid: number;
  stop(): Promise<void>;
}

const SUPERVISOR = path.join(REPO_ROOT, 'libs/test-support/src/real-gateway-supervisor.ts');

/** The pid of the supervisor's child running the gateway's main.ts (its other child holds the lock). */
function gatewayPidOf(supervisorPid: number): number {
  const children = readFileSync(`/proc/${supervisorPid}/task/${supervisorPid}/children`, 'utf8').trim().split(/\s+/).map(Number);
  const gateway = children.find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('services/gateway/src/main.ts'));
  if (gateway === undefined) throw new Error(`no gateway main.ts among the supervisor's children (${children.join(', ')})`);
  return gateway;
}

/**
 * Starts npm start's product with the built site and waits until the current gameweek can be bought
 * (every current fixture predicted). The supervisor takes the machine lock, so one such product runs
 * at a time. Logs at info, as npm start does, into a temporary file removed on stop.
 */
export async function startSupervisedProduct(options: { name: string; env?: Record<string, string> }): Promise<SupervisedProduct> {
  const logFile = path.join(tmpdir(), `${options.name}-gateway-${process.pid}.log`);
  const supervised = {
    siteRoot: REPO_ROOT,
    logFile,
    waitFor: 'predictions',
    // Info, as npm start logs (the supervisor's warn is for the browser tests' quiet logs).
    env: { LOG_LEVEL: 'info', ...options.env },
  };
  const supervisor = spawn(process.execPath, ['--import', 'tsx', SUPERVISOR, JSON.stringify(supervised)], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => supervisor.once('exit', resolve));
  const ready = await new Promise<{ ok: boolean; url?: string; error?: string }>((resolve, reject) => {
    createInterface({ input: supervisor.stdout! }).once('line', (line) => resolve(JSON.parse(line) as { ok: boolean }));
    supervisor.once('exit', (code) => reject(new Error(`the gateway supervisor exited (${code}) before answering`)));
  });
  const stop = async () => {
    supervisor.stdin!.end();
    await exited;
    // At info the log is about 500 bytes a request.
    rmSync(logFile, { force: true });
  };
  if (!ready.ok || !ready.url) {
    await stop();
    throw new Error(`the product did not start: ${ready.error}`);
  }
  return { url: ready.url, logFile, gatewayPid: gatewayPidOf(supervisor.pid!), stop };
}
