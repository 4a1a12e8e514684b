// npm run bench -w @scoreline/distributed: the distributed mode's figures, in one run:
//   1. cold start: `npm run start:distributed` on empty databases (an instance of its own, a moved
//      port layout) → every process ready → the current gameweek fully predicted through the
//      gateway → the home page, on the shell's own origin in Chromium, showing every fixture's badge;
//   2. GET /api/fixtures/gameweek/current through the distributed gateway (proxied to the catalog's
//      process) with autocannon, 100 connections × 10 s, and the same against the in-process gateway
//      (services/gateway/dist/main.js, every service mounted: npm start's mode) started in this run.
// Both at LOG_LEVEL=warn. Takes the browser tests' gateway lock, as the npm start bench does, so the
// figures are not taken beside a browser suite. The infrastructure must be up (npm run infra:up).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { instanceSettings, type InstanceSettings } from '@scoreline/service-kit';
import { launchChromium, newSiteContext } from '@scoreline/test-support/browser';
import { OPENFOOTBALL_SNAPSHOT_URL } from '@scoreline/test-support/browser-suite';
import { freePort } from '@scoreline/service-kit/free-port';
import { allPorts, portLayout } from '../src/layout.ts';
import { dropInstance, predictedGameweek, REPO_ROOT } from '../test/support/test-stack.ts';

const LOCK_FILE = '/tmp/scoreline-e2e-gateway.lock';
const machine = () => `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freeBase(): Promise<number> {
  for (;;) {
    const base = 20_000 + 100 * Math.floor(Math.random() * 250);
    if ((await Promise.all(allPorts(portLayout(base)).map(isFree))).every(Boolean)) return base;
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

function withoutTestMarks(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.NODE_ENV;
  delete copy.STRIPE_SECRET_KEY;
  return copy;
}

async function load(url: string): Promise<string> {
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({ url, connections: 100, duration: 10 });
  return (
    `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, p50 ${result.latency.p50} ms, ` +
    `${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors; ${machine()}`
  );
}

const lock = spawn('flock', ['--exclusive', '--timeout', '900', LOCK_FILE, '-c', 'echo locked; exec cat'], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  createInterface({ input: lock.stdout! }).once('line', () => resolve());
  lock.once('exit', (code) => reject(new Error(`could not take ${LOCK_FILE} (flock exited ${code})`)));
});

const stamp = `${Date.now()}_${Math.random().toString(36).slice(2, 6)}`;
const distributedInstance = instanceSettings(`benchdist_${stamp}`);
const localInstance = instanceSettings(`benchlocal_${stamp}`);
const runDir = await mkdtemp(path.join(tmpdir(), 'scoreline-distributed-bench-'));
let distributed: ChildProcess | undefined;
let local: ChildProcess | undefined;
const settings = {
  LOG_LEVEL: 'warn',
  CATALOG_HISTORY_SEASONS: 'none',
  OPENFOOTBALL_BASE_URL: OPENFOOTBALL_SNAPSHOT_URL,
  GATEWAY_RATE_LIMIT_PER_MINUTE: '100000000',
};
try {
  // 1. Cold start, timed from the command.
  const base = await freeBase();
  const ports = portLayout(base);
  const began = performance.now();
  distributed = spawn('npm', ['run', '--silent', 'start:distributed'], {
    cwd: REPO_ROOT,
    // Its own process group: the stop below is a Ctrl-C to npm, the script and the supervisor alike.
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...withoutTestMarks(process.env),
      ...settings,
      ...distributedInstance.env,
      DISTRIBUTED_PORT_BASE: String(base),
      DISTRIBUTED_RUN_DIR: runDir,
    },
  });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: distributed!.stdout! }).on('line', (line) => {
      output.push(line);
      if (line.startsWith('Scoreline (distributed): ')) resolve();
    });
    distributed!.once('exit', (code) =>
      reject(new Error(`start:distributed exited (${code}):\n${output.join('\n')}`)),
    );
  });
  const ready = performance.now();
  const gateway = `http://127.0.0.1:${ports.services.gateway}`;
  const gameweek = await predictedGameweek(gateway);
  const predicted = performance.now();
  const browser = await launchChromium();
  try {
    const page = await (
      await newSiteContext(browser, `http://localhost:${ports.services.gateway}`)
    ).newPage();
    await page.goto(`http://localhost:${ports.web.shell}/`);
    await page
      .getByRole('heading', { name: `Gameweek ${gameweek.gameweek_info!.current_gameweek}`, exact: true })
      .waitFor({ timeout: 120_000 });
    await page
      .getByRole('link', { name: 'View Full Prediction' })
      .nth(gameweek.fixtures.length - 1)
      .waitFor({ timeout: 120_000 });
  } finally {
    await browser.close();
  }
  const shown = performance.now();
  const setup = output.find((line) => /processes ready in/.test(line)) ?? '';
  console.log(
    `start:distributed cold start (empty databases, builds cached, infrastructure up): command → ${output.filter((l) => /pid \d+$/.test(l)).length} processes ready ${seconds(ready - began)} ` +
      `(${setup.replace(/^start:distributed: /, '').replace(/ \(logs:.*$/, '')}), → gameweek ${gameweek.gameweek_info!.current_gameweek} fully predicted ${seconds(predicted - began)}, ` +
      `→ home page on the shell's origin showing all ${gameweek.fixtures.length} fixtures ${seconds(shown - began)}; ${machine()}`,
  );

  // 2. The proxied read, then the in-process gateway's, in the same run.
  console.log(
    `GET /api/fixtures/gameweek/current via the distributed gateway (proxied to the catalog process), 100 connections, 10 s: ${await load(`${gateway}/api/fixtures/gameweek/current`)}`,
  );
  const port = await freePort();
  local = spawn(process.execPath, [path.join(REPO_ROOT, 'services', 'gateway', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...withoutTestMarks(process.env),
      ...settings,
      ...localInstance.env,
      PORT: String(port),
      OPERATOR_PORT: '0',
      HOST: '127.0.0.1',
    },
  });
  await predictedGameweek(`http://127.0.0.1:${port}`);
  console.log(
    `GET /api/fixtures/gameweek/current via the in-process gateway (npm start's mode), 100 connections, 10 s: ${await load(`http://127.0.0.1:${port}/api/fixtures/gameweek/current`)}`,
  );

  // Ctrl-C stops all of it.
  const stopped = performance.now();
  const exited = new Promise((resolve) => distributed!.once('exit', resolve));
  process.kill(-distributed.pid!, 'SIGINT');
  await exited;
  const still = (await Promise.all(allPorts(ports).map(async (p) => ((await accepts(p)) ? p : null)))).filter(
    (p) => p !== null,
  );
  console.log(
    `start:distributed stop on Ctrl-C: ${seconds(performance.now() - stopped)}, ports still listening: ${still.length === 0 ? 'none' : still.join(', ')}`,
  );
} finally {
  if (distributed && distributed.exitCode === null && distributed.signalCode === null)
    process.kill(-distributed.pid!, 'SIGTERM');
  if (local && local.exitCode === null) {
    const exited = new Promise((resolve) => local!.once('exit', resolve));
    local.kill('SIGTERM');
    await exited;
  }
  for (const instance of [distributedInstance, localInstance] as InstanceSettings[])
    await dropInstance(instance).catch(() => undefined);
  await rm(runDir, { recursive: true, force: true });
  lock.stdin!.end();
}
