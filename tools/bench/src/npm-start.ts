// `npm start` on fresh databases, timed from the command to the home page's data being complete:
// GET /api/fixtures/gameweek/current listing the current gameweek with every fixture predicted
// (target: within a minute). It is the real command (scripts/start.sh: infrastructure up,
// shell and remotes built through turbo's cache, the gateway with every service in-process), on a
// free port, with CATALOG_DB_NAME, PREDICTION_DB_NAME, PAYMENT_DB_NAME and BLOG_DB_NAME pointing
// at new databases, dropped afterwards. Its output goes to a temporary file, shown on failure.
//
// Like the browser tests' gateway (libs/test-support/src/real-gateway-supervisor.ts) it takes
// /tmp/scoreline-e2e-gateway.lock first: every gateway joins the same Kafka consumer groups, so two
// at once would split the fixtures between them. A `npm start` of someone else's on this machine
// does the same to this one (the figure then never arrives and the output says why).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { connectDb } from '@scoreline/db';
import { createLogger } from '@scoreline/service-kit';
import { freePort } from '@scoreline/service-kit/free-port';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const LOCK_FILE = '/tmp/scoreline-e2e-gateway.lock';
const LIMIT_MS = 5 * 60_000;
const id = randomUUID().slice(0, 8);
const databases = ['catalog', 'prediction', 'payment', 'blog'].map((service) => `npmstart_bench_${id}_${service}`);
const logFile = path.join(tmpdir(), `npm-start-bench-${id}.log`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const machine = () => `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;

/**
 * The environment a developer's `npm start` has: no NODE_ENV. With NODE_ENV=development the Vite
 * builds inside it come out as development builds (the shell then reads remotes.dev.json, the dev
 * servers' addresses), and turbo caches them under the production hash (NODE_ENV is passed
 * through, not hashed), so every later `npm start` would serve the broken site.
 */
function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.NODE_ENV;
  return copy;
}

const waiting = setTimeout(() => console.log(`npm start bench: waiting for ${LOCK_FILE} (a browser-test gateway is running)`), 2000);
const lock = spawn('flock', ['--exclusive', '--timeout', '900', LOCK_FILE, '-c', 'echo locked; exec cat'], { stdio: ['pipe', 'pipe', 'inherit'] });
await new Promise<void>((resolve, reject) => {
  createInterface({ input: lock.stdout! }).once('line', () => resolve());
  lock.once('exit', (code) => reject(new Error(`could not take ${LOCK_FILE} (flock exited ${code})`)));
});
clearTimeout(waiting);

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const output = createWriteStream(logFile);
const began = performance.now();
// Its own process group, so that stopping reaches npm, the shell script and the gateway under it.
const start = spawn('npm', ['start', '--silent'], {
  cwd: REPO_ROOT,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...withoutNodeEnv(process.env),
    PORT: String(port),
    OPERATOR_PORT: '0',
    CATALOG_DB_NAME: databases[0],
    PREDICTION_DB_NAME: databases[1],
    PAYMENT_DB_NAME: databases[2],
    BLOG_DB_NAME: databases[3],
  },
});
let siteBuilt: number | undefined;
createInterface({ input: start.stdout! }).on('line', (line) => {
  output.write(`${line}\n`);
  // scripts/start.sh prints the address once the infrastructure is up and the site is built.
  if (siteBuilt === undefined && line.startsWith('Scoreline: http')) siteBuilt = performance.now();
});
start.stderr!.pipe(output, { end: false });
const exited = new Promise<number | null>((resolve) => start.once('exit', resolve));

let failure: string | undefined;
try {
  let listening: number | undefined;
  let last = 'no answer yet';
  for (;;) {
    if (start.exitCode !== null) throw new Error(`npm start exited (${start.exitCode}) before the gameweek was complete`);
    if (performance.now() - began > LIMIT_MS) throw new Error(`no complete gameweek within ${LIMIT_MS / 60_000} min; last answer: ${last}`);
    const response = await fetch(`${url}/api/fixtures/gameweek/current`).catch(() => null);
    if (response?.ok) {
      listening ??= performance.now();
      const body = (await response.json()) as { fixtures: { has_prediction: boolean }[]; gameweek_info: unknown };
      const predicted = body.fixtures.filter((fixture) => fixture.has_prediction).length;
      if (body.gameweek_info && body.fixtures.length > 0 && predicted === body.fixtures.length) break;
      last = `${predicted} of ${body.fixtures.length} fixtures predicted`;
    }
    await sleep(100);
  }
  const ready = performance.now();
  console.log(`npm start → current gameweek listed with predictions (fresh databases): ${seconds(ready - began)} (target ≤ 60 s)`);
  console.log(
    `  infrastructure check and site build ${siteBuilt ? seconds(siteBuilt - began) : '?'}; gateway answering ` +
      `${seconds(listening! - began)} (its services started); every fixture predicted ${seconds(ready - began)}; ${machine()}`,
  );
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
} finally {
  // npm exits at once on SIGTERM while the gateway under it is still stopping (and writing): wait
  // until no process of the group is left before dropping the databases.
  const groupAlive = () => {
    try {
      process.kill(-start.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (groupAlive()) process.kill(-start.pid!, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  while (groupAlive() && Date.now() < deadline) await sleep(200);
  if (groupAlive()) process.kill(-start.pid!, 'SIGKILL');
  await exited;
  output.end();
  const logger = createLogger({ name: 'npm-start-bench', level: 'silent' });
  for (const name of databases) {
    const db = await connectDb({ dbName: name, logger, attempts: 1 }).catch(() => null);
    await db?.connection.dropDatabase().catch(() => undefined);
    await db?.close();
  }
  lock.stdin!.end();
}
if (failure) {
  console.error(`npm start bench failed: ${failure}\n--- npm start output (${logFile}) ---\n${readFileSync(logFile, 'utf8').slice(-20_000)}`);
  process.exit(1);
}
rmSync(logFile, { force: true });
