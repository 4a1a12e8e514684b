// The real gateway for browser tests (shell/test/e2e, remotes/*/test/e2e), run by real-gateway.ts's
// startRealGateway as a child process: `node --import tsx libs/test-support/src/real-gateway-supervisor.ts '<options>'`.
// It is what `npm start` runs (services/gateway/src/main.ts in its own process, every service
// mounted, their workers running, the built site served), with per-run settings:
//
//   - an instance of its own on the shared store and broker (libs/service-kit instanceSettings):
//     EVENTS_NAMESPACE=e2e_<stamp>. prefixes every Kafka topic and consumer group, and fresh
//     databases (e2e_<stamp>_catalog, …_prediction, …_payment, …_blog, …_experiment) are dropped at
//     the end with its topics, so it runs beside `npm start` without joining its consumer groups;
//   - a free port, PUBLIC_ORIGINS = that address, a raised per-IP rate limit (one browser makes
//     many calls), no STRIPE_SECRET_KEY (purchases go through the local TEST MODE checkout),
//     LOG_LEVEL=warn into a log file the tests print when they fail;
//   - one such gateway at a time on this machine (flock on LOCK_FILE): not for correctness (each
//     has its own namespace) but for the machine, as a gateway computing every prediction and a
//     browser take most of a small machine's cores.
//
// With `mode: 'distributed'` (SCORELINE_E2E_MODE=distributed, npm run test:distributed) it runs the
// stack of `npm run start:distributed` instead (tools/distributed/src/cli.ts --ready-json, free ports):
// the same instance settings, lock and clean-up, the pages on the shell's own origin (`site`).
//
// Protocol: one JSON line on stdout once ready, `{"ok":true,"url":…,"site":…,"logFile":…,"databases":[…]}`,
// or `{"ok":false,"error":…}` (with the reason and the log's tail). It stops the gateway, drops the
// databases and releases the lock when its stdin closes (the test run ended, or died) or on
// SIGTERM/SIGINT. Progress notes go to stderr.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { connectDb } from '@scoreline/db';
import { createEventBus, deleteTopics } from '@scoreline/events';
import { createLogger, instanceSettings } from '@scoreline/service-kit';
import { freePort } from '@scoreline/service-kit/free-port';
import { ensureServicesBuilt } from './build.ts';
import { REPO_ROOT } from './repo-root.ts';
import { MACHINE_LOCK_FILE } from './machine-lock.ts';

export interface SupervisorOptions {
  /** Folder holding shell/dist and remotes/<name>/dist (SITE_ROOT). */
  siteRoot: string;
  /** Where the gateway's output goes. */
  logFile: string;
  /**
   * `predictions`: every fixture of the current gameweek has its prediction and a purchase of it can
   * start (what the predictions pages need); `listening`: the HTTP port answers (every service has
   * started: main.ts listens after them).
   */
  waitFor: 'predictions' | 'listening';
  /** Extra variables for the gateway (e.g. BLOG_POSTS_DIR). */
  env?: Record<string, string>;
  /**
   * `local` (default): the gateway of `npm start`, every service in its process, serving the site.
   * `distributed`: the stack of `npm run start:distributed` (tools/distributed) from the services'
   * builds, on free ports: every service and worker its own process, the gateway proxying, the
   * shell (SITE_ROOT's shell/dist) and each remote (remotes/<name>/dist) on an origin of its own.
   */
  mode?: 'local' | 'distributed';
}

const GATEWAY_MAIN = path.join(REPO_ROOT, 'services', 'gateway', 'src', 'main.ts');
const DISTRIBUTED_CLI = path.join(REPO_ROOT, 'tools', 'distributed', 'src', 'cli.ts');
export const LOCK_FILE = MACHINE_LOCK_FILE;
const LOCK_WAIT_MS = 15 * 60_000;
const LISTEN_WAIT_MS = 120_000;
const PREDICTIONS_WAIT_MS = 180_000;
// A distributed stack stops in three steps (gateway, workers, services), each up to 20 s.
const STOP_WAIT_MS = 60_000;
/** Databases of runs that died before dropping theirs are swept once they are this old. */
const STALE_AFTER_MS = 6 * 60 * 60_000;
/**
 * The gateway's own watch on its stdin: the supervisor gone (even killed) means stop. `--import`
 * runs in the engine pool's worker threads too, whose process.stdin is an empty stream that ends at
 * once: only the main thread watches.
 */
const STOP_WHEN_STDIN_CLOSES =
  'data:text/javascript,import{isMainThread}from"node:worker_threads";if(isMainThread){process.stdin.on("end",()=>process.kill(process.pid,"SIGTERM")).resume();if(process.stdin.unref)process.stdin.unref();}';

const note = (message: string) => process.stderr.write(`e2e gateway: ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dbLogger = createLogger({ name: 'e2e-gateway', level: 'silent' });

/**
 * What the log says, short: each warn/error/fatal JSON line as "level: msg (err.message)", and the
 * headline of anything printed outside the logger (an uncaught error, a configuration error); the
 * last `limit` distinct ones. The full log stays in the file.
 */
function summary(file: string, limit = 15): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return '  (no log)';
  }
  const said: string[] = [];
  for (const line of text.split('\n')) {
    let entry: string | undefined;
    try {
      const json = JSON.parse(line) as { level?: unknown; msg?: unknown; err?: { message?: unknown } };
      if (['warn', 'error', 'fatal'].includes(String(json.level))) {
        entry = `${String(json.level)}: ${String(json.msg)}${json.err?.message ? ` (${String(json.err.message)})` : ''}`;
      }
    } catch {
      if (/^(\w*(Error|Exception)\b|gateway: )/.test(line)) entry = line;
    }
    if (entry && said.at(-1) !== entry) said.push(entry);
  }
  return said.length > 0 ? said.slice(-limit).map((entry) => `  ${entry}`).join('\n') : '  (nothing at warn or above)';
}

/** Holds LOCK_FILE through a `flock … cat` child: released when its stdin closes, or this process dies. */
async function takeLock(): Promise<{ release(): void }> {
  const holder = spawn('flock', ['--exclusive', '--timeout', String(LOCK_WAIT_MS / 1000), LOCK_FILE, '-c', 'echo locked; exec cat'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting = setTimeout(() => note(`waiting for ${LOCK_FILE}: another browser-test gateway is running`), 2000);
  try {
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: holder.stdout! }).once('line', () => resolve());
      holder.once('error', reject);
      holder.once('exit', (code) =>
        reject(new Error(`could not take ${LOCK_FILE} within ${LOCK_WAIT_MS / 60_000} min (flock exited ${code}): another browser-test gateway kept it`)),
      );
    });
  } finally {
    clearTimeout(waiting);
  }
  return { release: () => holder.stdin!.end() };
}

/** The parent's environment without what marks a test run, plus the run's settings. */
function gatewayEnvironment(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key.startsWith('VITEST') || key === 'JEST_WORKER_ID' || key === 'TEST') delete env[key];
  }
  delete env.STRIPE_SECRET_KEY;
  return { ...env, NODE_ENV: 'development', ...settings };
}

async function dropDatabases(names: readonly string[]): Promise<void> {
  for (const name of names) {
    const db = await connectDb({ dbName: name, logger: dbLogger, attempts: 1 });
    try {
      await db.connection.dropDatabase();
    } finally {
      await db.close();
    }
  }
}

/** The run's namespaced topics (`e2e_<stamp>.…` and their dead-letter topics). */
async function deleteNamespacedTopics(namespace: string): Promise<void> {
  const admin = createEventBus({ clientId: 'e2e-gateway-cleanup', logger: dbLogger, namespace }).kafka.admin();
  await admin.connect();
  try {
    await deleteTopics(admin, (await admin.listTopics()).filter((topic) => topic.startsWith(namespace)));
  } finally {
    await admin.disconnect();
  }
}

/** e2e_<epoch ms>_… databases left by runs that died before their clean-up. */
async function sweepStaleDatabases(): Promise<void> {
  const db = await connectDb({ dbName: 'admin', logger: dbLogger, attempts: 1 });
  let stale: string[];
  try {
    const { databases } = await db.connection.db!.admin().listDatabases({ nameOnly: true });
    stale = databases
      .map(({ name }) => name)
      .filter((name) => {
        const stamp = /^e2e_(\d{13})_/.exec(name)?.[1];
        return stamp !== undefined && Date.now() - Number(stamp) > STALE_AFTER_MS;
      });
  } finally {
    await db.close();
  }
  if (stale.length > 0) {
    note(`dropping ${stale.length} stale e2e database(s)`);
    await dropDatabases(stale);
  }
}

interface GameweekAnswer {
  gameweek_info: { current_gameweek: number; season: string } | null;
  fixtures: { fixture_id: number; has_prediction: boolean }[];
}

async function waitUntilListening(url: string, gateway: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + LISTEN_WAIT_MS;
  for (;;) {
    if (gateway.exitCode !== null || gateway.signalCode !== null) {
      throw new Error(
        `the gateway exited (${gateway.exitCode ?? gateway.signalCode}) before listening. Is the local infrastructure up ` +
          `(npm run infra:status; npm run infra:up)? Its log (${logFile}) says:\n${summary(logFile)}`,
      );
    }
    const answer = await fetch(`${url}/health`).catch(() => null);
    if (answer?.ok) return;
    if (Date.now() > deadline) {
      throw new Error(`the gateway did not answer ${url}/health within ${LISTEN_WAIT_MS / 1000} s. Its log (${logFile}) says:\n${summary(logFile)}`);
    }
    await sleep(250);
  }
}

/** Returns the current gameweek's fixture ids once every one of them has its prediction. */
async function waitForPredictions(url: string, logFile: string): Promise<number[]> {
  const deadline = Date.now() + PREDICTIONS_WAIT_MS;
  let last = 'no answer yet';
  for (;;) {
    const response = await fetch(`${url}/api/fixtures/gameweek/current`).catch((error: unknown) => error);
    if (response instanceof Response && response.ok) {
      const body = (await response.json()) as GameweekAnswer;
      const predicted = body.fixtures.filter((fixture) => fixture.has_prediction).length;
      if (body.gameweek_info && body.fixtures.length > 0 && predicted === body.fixtures.length) {
        return body.fixtures.map((fixture) => fixture.fixture_id);
      }
      last = body.gameweek_info
        ? `gameweek ${body.gameweek_info.current_gameweek} of ${body.gameweek_info.season}: ${predicted} of ${body.fixtures.length} fixtures predicted`
        : 'no current gameweek (the catalog has not ingested its snapshot)';
    } else {
      last = response instanceof Response ? `HTTP ${response.status}` : String(response);
    }
    if (Date.now() > deadline) {
      const sharedGroups = /could not rewind/.test(readFileSync(logFile, 'utf8'))
        ? '\nThe log says a read-model consumer group had other members: another process joined this run\'s ' +
          'namespaced Kafka groups (EVENTS_NAMESPACE) and took part of the fixtures.'
        : '';
      throw new Error(
        `within ${PREDICTIONS_WAIT_MS / 1000} s of listening, GET /api/fixtures/gameweek/current never listed every fixture ` +
          `with has_prediction true (the catalog ingests the shipped openfootball snapshot at start, then the ` +
          `prediction worker computes every prediction). Last answer: ${last}.${sharedGroups}\nThe log (${logFile}) says:\n${summary(logFile)}`,
      );
    }
    await sleep(500);
  }
}

/**
 * The payment service learns the fixtures from its own read model of fixtures.upserted, which may
 * lag the catalog and the predictions: a purchase can start once create-session knows the current
 * gameweek's fixtures. Probing leaves pending (never paid) purchases in this run's own database.
 */
async function waitForCheckout(url: string, site: string, fixtureIds: readonly number[], logFile: string): Promise<void> {
  const deadline = Date.now() + PREDICTIONS_WAIT_MS;
  const pending = new Set(fixtureIds);
  let last = '';
  while (pending.size > 0) {
    for (const fixtureId of pending) {
      const response = await fetch(`${url}/api/payment/create-session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site },
        body: JSON.stringify({ fixture_id: fixtureId }),
      }).catch((error: unknown) => error);
      if (response instanceof Response && response.ok) pending.delete(fixtureId);
      else last = response instanceof Response ? `${response.status} ${await response.text()}` : String(response);
    }
    if (pending.size === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `the predictions were ready but within ${PREDICTIONS_WAIT_MS / 1000} s POST /api/payment/create-session never ` +
          `accepted fixture(s) ${[...pending].join(', ')} of the current gameweek (the payment service's fixtures read model ` +
          `is fed by fixtures.upserted). Last answer: ${last}\nThe log (${logFile}) says:\n${summary(logFile)}`,
      );
    }
    await sleep(500);
  }
}

async function stopGateway(gateway: ChildProcess): Promise<void> {
  if (gateway.exitCode !== null || gateway.signalCode !== null) return;
  const exited = new Promise((resolve) => gateway.once('exit', resolve));
  gateway.kill('SIGTERM');
  if ((await Promise.race([exited, sleep(STOP_WAIT_MS).then(() => 'timeout')])) === 'timeout') {
    note(`the gateway did not stop within ${STOP_WAIT_MS / 1000} s of SIGTERM; killing it`);
    gateway.kill('SIGKILL');
    await exited;
  }
}

/**
 * The distributed stack (tools/distributed/src/cli.ts --ready-json) on free ports, its processes'
 * logs beside the run's log file; resolves once every process is ready, with the gateway's address
 * (the API) and the shell's (the pages). It stops its stack when its stdin closes or on SIGTERM.
 */
async function startDistributed(
  options: SupervisorOptions,
  settings: Record<string, string>,
): Promise<{ url: string; site: string; logFile: string; child: ChildProcess }> {
  await ensureServicesBuilt();
  const runDir = path.join(path.dirname(options.logFile), 'distributed');
  const remotesDir = path.join(options.siteRoot, 'remotes');
  const remoteDists = Object.fromEntries(
    (existsSync(remotesDir) ? readdirSync(remotesDir) : [])
      .filter((name) => existsSync(path.join(remotesDir, name, 'dist')))
      .map((name) => [name, path.join(remotesDir, name, 'dist')]),
  );
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      DISTRIBUTED_CLI,
      '--ready-json',
      JSON.stringify({ runDir, shellDist: path.join(options.siteRoot, 'shell', 'dist'), remoteDists, env: settings }),
    ],
    { cwd: REPO_ROOT, env: gatewayEnvironment({}), stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const answer = await new Promise<{ ok: true; urls: { gateway: string; shell: string } } | { ok: false; error: string }>((resolve) => {
    createInterface({ input: child.stdout! }).once('line', (line) => {
      try {
        resolve(JSON.parse(line) as { ok: true; urls: { gateway: string; shell: string } });
      } catch {
        resolve({ ok: false, error: `the distributed stack said: ${line}` });
      }
    });
    child.once('exit', (code) => resolve({ ok: false, error: `the distributed stack exited (${code}) before answering` }));
  });
  if (!answer.ok) throw new Error(`the distributed stack did not start. Is the local infrastructure up (npm run infra:status)? ${answer.error}`);
  return { url: answer.urls.gateway, site: answer.urls.shell, logFile: path.join(runDir, 'logs', 'gateway.log'), child };
}

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as SupervisorOptions;
  const stamp = `e2e_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`;
  const instance = instanceSettings(stamp);
  const databases = Object.values(instance.databases);
  let gateway: ChildProcess | undefined;
  let lock: { release(): void } | undefined;
  let stopping: Promise<void> | undefined;

  const stop = (code: number) => {
    stopping ??= (async () => {
      if (gateway) await stopGateway(gateway);
      await dropDatabases(databases).catch((error: unknown) => note(`could not drop ${databases.join(', ')}: ${String(error)}`));
      await deleteNamespacedTopics(instance.namespace).catch((error: unknown) => note(`could not delete the ${instance.namespace}* topics: ${String(error)}`));
      lock?.release();
      process.exit(code);
    })();
    return stopping;
  };
  process.stdin.on('end', () => void stop(0)).resume();
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));

  try {
    lock = await takeLock();
    const began = Date.now();
    await sweepStaleDatabases().catch((error: unknown) => note(`stale-database sweep skipped: ${String(error)}`));
    const settings = {
      GATEWAY_RATE_LIMIT_PER_MINUTE: '100000',
      // Warnings and errors only, unless a post-mortem asks for more (docs/engineering.md, "Testing").
      LOG_LEVEL: process.env.SCORELINE_E2E_LOG_LEVEL ?? 'warn',
      // The product's five seasons only: the twelve history seasons would be ingested (and refitted
      // on) in the background of every browser test, and an admin's Refresh All Seasons would join
      // that first-start run. The history's ingestion and its use by the models are the catalog's,
      // prediction's and experiment's integration tests' subject. A test file may ask for it.
      CATALOG_HISTORY_SEASONS: 'none',
      ...instance.env,
      ...options.env,
    };
    let url: string;
    let site: string;
    let logFile = options.logFile;
    if (options.mode === 'distributed') {
      ({ url, site, logFile, child: gateway } = await startDistributed(options, settings));
    } else {
      const port = await freePort();
      url = `http://localhost:${port}`;
      site = url;
      const log = openSync(options.logFile, 'w');
      gateway = spawn(process.execPath, ['--import', 'tsx', '--import', STOP_WHEN_STDIN_CLOSES, GATEWAY_MAIN], {
        cwd: REPO_ROOT,
        env: gatewayEnvironment({
          HOST: '127.0.0.1',
          PORT: String(port),
          // Any free port: PORT + 1000 may be taken by another run.
          OPERATOR_PORT: '0',
          SITE_ROOT: options.siteRoot,
          PUBLIC_ORIGINS: `${url},http://127.0.0.1:${port}`,
          ...settings,
        }),
        stdio: ['pipe', log, log],
      });
      closeSync(log);
      await waitUntilListening(`http://127.0.0.1:${port}`, gateway, options.logFile);
    }
    if (options.waitFor === 'predictions') {
      const current = await waitForPredictions(url, logFile);
      await waitForCheckout(url, site, [current[0]!, current.at(-1)!], logFile);
    }
    note(`ready at ${site} (API ${url}, ${options.mode ?? 'local'} mode) after ${((Date.now() - began) / 1000).toFixed(1)} s (log: ${logFile})`);
    process.stdout.write(`${JSON.stringify({ ok: true, url, site, logFile, databases, namespace: instance.namespace })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`);
    await stop(1);
  }
}

await main();
