// npm run bench:edge -w @scoreline/gateway (also part of `npm run bench`): the edge against bare
// Express, the edge's first goal (the targets below). GET /api/fixtures/gameweek/current (the
// cached home-page answer) through the real gateway (src/main.ts's start(), every service mounted
// and their workers running, bench/edge-process.ts) and the same bytes from a bare Express app,
// each in its own process, with autocannon, the same connections and duration, interleaved rounds
// so that a change of machine load falls on both; then the ratios (target: ≥ 80 % of the baseline's
// throughput, p99 ≤ 1.5 × its p99).
//
// The gateway is measured at LOG_LEVEL=info, the level a deployment runs (its log to a file, as a
// log collector takes it), and at warn. The per-IP limit is raised for the run (one client IP with
// 100 connections is what it exists to stop); every other part of the edge stays as deployed.
//
// EDGE_BENCH_PROFILE=1: the V8 CPU profile of each server under the load of its last round (a
// .cpuprofile for Chrome DevTools or speedscope, in $TMPDIR/edge-bench-profiles) and its top
// self-time frames printed. Env: EDGE_BENCH_CONNECTIONS (100), EDGE_BENCH_SECONDS (10),
// EDGE_BENCH_ROUNDS (2). Needs the infrastructure (npm run infra:up).
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { topSelfTime } from './cpu-profile.ts';

const CONNECTIONS = Number(process.env.EDGE_BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.EDGE_BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.EDGE_BENCH_ROUNDS ?? 2);
const PROFILE = Boolean(process.env.EDGE_BENCH_PROFILE);
const PATH = '/api/fixtures/gameweek/current';
const TARGET_THROUGHPUT = 0.8;
const TARGET_P99 = 1.5;
const profileDir = path.join(tmpdir(), 'edge-bench-profiles');
const machine = () => `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
const note = (message: string) => process.stderr.write(`edge bench: ${message}\n`);

interface Server {
  name: string;
  url: string;
  /** The gateway's instance name (edge-process.ts), for a second gateway to join. */
  instance: string;
  child: ChildProcess;
  request(message: object, answerKey: string): Promise<unknown>;
  stop(): Promise<void>;
}

async function startServer(name: string, env: NodeJS.ProcessEnv, logFile: string): Promise<Server> {
  const out = openSync(logFile, 'w');
  const child = fork(path.join(import.meta.dirname, 'edge-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', out, 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const { port, instance } = await new Promise<{ port: number; instance: string }>((resolve, reject) => {
    child.on('message', (message: { port?: number; instance?: string }) => {
      if (message.port !== undefined) resolve({ port: message.port, instance: message.instance ?? '' });
    });
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before listening: is the infrastructure up (npm run infra:up)?`)));
  });
  return {
    name,
    url: `http://127.0.0.1:${port}${PATH}`,
    instance,
    child,
    request: (message, answerKey) =>
      new Promise((resolve) => {
        const listener = (answer: Record<string, unknown>) => {
          if (!(answerKey in answer)) return;
          child.off('message', listener);
          resolve(answer[answerKey]);
        };
        child.on('message', listener);
        child.send(message);
      }),
    stop: async () => {
      child.disconnect();
      await exited;
    },
  };
}

interface Figures {
  /** CPU time the server used per request answered (µs): what a request costs, whatever else the machine runs. */
  cpuPerRequest: number;
  rps: number;
  p99: number;
  p50: number;
  total: number;
  non2xx: number;
  errors: number;
}

async function load(server: Server): Promise<Figures> {
  const before = (await server.request({ usage: true }, 'usedMicros')) as number;
  const result = await autocannon({ url: server.url, connections: CONNECTIONS, duration: SECONDS });
  const after = (await server.request({ usage: true }, 'usedMicros')) as number;
  return {
    cpuPerRequest: (after - before) / Math.max(result.requests.total, 1),
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const logs = { info: path.join(tmpdir(), `edge-bench-info-${process.pid}.log`), warn: path.join(tmpdir(), `edge-bench-warn-${process.pid}.log`) };
const servers: Server[] = [];
try {
  note('starting the gateway (src/main.ts, fresh databases, the shipped snapshot ingested) and waiting for the current gameweek\'s predictions');
  const gatewayEnv = { GATEWAY_RATE_LIMIT_PER_MINUTE: '10000000', NODE_ENV: 'development' };
  const info = await startServer('gateway, LOG_LEVEL=info', { ...gatewayEnv, LOG_LEVEL: 'info' }, logs.info);
  servers.push(info);
  const deadline = Date.now() + 300_000;
  let body = '';
  for (;;) {
    const answer = await fetch(info.url).catch(() => null);
    body = answer?.ok ? await answer.text() : '';
    const parsed = body ? (JSON.parse(body) as { fixtures: { has_prediction: boolean }[] }) : null;
    if (parsed && parsed.fixtures.length > 0 && parsed.fixtures.every((fixture) => fixture.has_prediction)) break;
    if (Date.now() > deadline) throw new Error(`the current gameweek was not predicted within 300 s (log: ${logs.info})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // The second gateway, at warn, reads the first one's databases (already ingested and predicted,
  // so it ingests nothing) on a Kafka namespace of its own (edge-process.ts).
  const warn = await startServer('gateway, LOG_LEVEL=warn', { ...gatewayEnv, LOG_LEVEL: 'warn', EDGE_BENCH_INSTANCE: info.instance }, logs.warn);
  servers.push(warn);
  // The same answer from both, asked at the same moment: the first one's later recalculations may
  // still change its answer after the one read above (and each keeps an answer up to its answer
  // cache's second), so the two are compared with each other, not with that earlier read.
  /** The bytes both gateways answer when asked at the same moment, once they agree. */
  const agreedAnswer = async (until: number, failure: string): Promise<string> => {
    for (;;) {
      const answers = await Promise.all([info.url, warn.url].map((url) => fetch(url).then((answer) => (answer.ok ? answer.text() : ''), () => '')));
      if (answers[0] && answers[0] === answers[1]) return answers[0];
      if (Date.now() > until) throw new Error(failure);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  await agreedAnswer(deadline, `the second gateway did not answer the same gameweek within 300 s (log: ${logs.warn})`);
  // Measured once start-up's background work (ingestion, every season's predictions) is over: a
  // gateway busy predicting is not what a visitor meets, and it would make the ratio the machine's.
  for (const server of [info, warn]) {
    const quietSince = Date.now();
    // Three quiet windows in a row: the work comes in bursts (a batch of events, then a wait on
    // the store), and one lull is not the end of it.
    for (let quiet = 0; quiet < 3; ) {
      const share = (await server.request({ cpu: 2000 }, 'cpuShare')) as number;
      quiet = share < 0.1 ? quiet + 1 : 0;
      if (Date.now() - quietSince > 600_000) throw new Error(`${server.name} still busy (${Math.round(share * 100)} % CPU) after 600 s`);
    }
    note(`${server.name} quiet after ${((Date.now() - quietSince) / 1000).toFixed(0)} s`);
  }
  // The quiet wait may have seen a last recalculation land: the bytes both serve now are the baseline's.
  body = await agreedAnswer(deadline + 600_000, 'the two gateways kept answering different gameweeks');
  const bare = await startServer('bare Express', { EDGE_BENCH_ROLE: 'bare', EDGE_BENCH_BODY: body }, '/dev/null');
  servers.push(bare);
  const bareBody = await (await fetch(bare.url)).text();
  if (bareBody !== body) throw new Error('the bare Express baseline does not serve the same bytes as the gateway');

  const headers = (await fetch(info.url)).headers;
  console.log(
    `edge bench: GET ${PATH} (${Buffer.byteLength(body)} B JSON), autocannon ${CONNECTIONS} connections × ${SECONDS} s, ${ROUNDS} interleaved ` +
      `rounds per server, each in its own process; gateway = src/main.ts start() with every service (per-IP limit raised for the run), ` +
      `answer headers: ${[...headers.keys()].join(', ')}; ${machine()}`,
  );
  const order = [bare, info, warn];
  const results = new Map<Server, Figures[]>(order.map((server) => [server, []]));
  if (PROFILE) mkdirSync(profileDir, { recursive: true });
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const server of order) {
      const warm = await autocannon({ url: server.url, connections: 10, duration: 1 });
      if (warm.requests.total === 0) note(`${server.name} answered nothing while warming up (${warm.errors} errors)`);
      const profiling = PROFILE && round === ROUNDS - 1;
      if (profiling) await server.request({ profile: 'start' }, 'profiling');
      const figures = await load(server);
      if (profiling) {
        const file = path.join(profileDir, `${server.name.replace(/[^a-z0-9]+/gi, '-')}-${process.pid}.cpuprofile`);
        await server.request({ profile: 'stop', file }, 'profiled');
        console.log(`  CPU profile of ${server.name} under load: ${file}; top self time:`);
        for (const line of topSelfTime(JSON.parse(readFileSync(file, 'utf8')), 12)) console.log(`    ${line}`);
      }
      results.get(server)!.push(figures);
      console.log(
        `  round ${round + 1} ${server.name}: ${Math.round(figures.rps)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
          `${Math.round(figures.cpuPerRequest)} µs CPU per request, ${figures.total} requests, ${figures.non2xx} non-2xx, ${figures.errors} errors; ${machine()}`,
      );
    }
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const summary = (server: Server) => {
    const runs = results.get(server)!;
    return {
      rps: mean(runs.map((r) => r.rps)),
      p99: mean(runs.map((r) => r.p99)),
      cpu: mean(runs.map((r) => r.cpuPerRequest)),
      failures: runs.reduce((n, r) => n + r.non2xx + r.errors, 0),
    };
  };
  const base = summary(bare);
  console.log(
    `bare Express (baseline): ${Math.round(base.rps)} req/s, p99 ${base.p99.toFixed(1)} ms, ${Math.round(base.cpu)} µs CPU per request (means of ${ROUNDS} rounds)`,
  );
  for (const server of [info, warn]) {
    const s = summary(server);
    const throughput = s.rps / base.rps;
    const p99 = s.p99 / base.p99;
    console.log(
      `${server.name}: ${Math.round(s.rps)} req/s, p99 ${s.p99.toFixed(1)} ms; ${(throughput * 100).toFixed(0)} % of bare Express's throughput ` +
        `(target ≥ ${TARGET_THROUGHPUT * 100} %: ${throughput >= TARGET_THROUGHPUT ? 'met' : 'NOT met'}), p99 ${p99.toFixed(2)} × its p99 ` +
        `(target ≤ ${TARGET_P99}: ${p99 <= TARGET_P99 ? 'met' : 'NOT met'}); ${Math.round(s.cpu)} µs CPU per request, ` +
        `${(s.cpu / base.cpu).toFixed(2)} × bare Express's (the ratio least moved by the machine's other load); ${s.failures} non-2xx or errors`,
    );
  }
  const logged = readFileSync(logs.info, 'utf8').split('\n').filter(Boolean).length;
  console.log(`  the info gateway wrote ${logged} log lines in the run`);
} finally {
  for (const server of servers.reverse()) await server.stop().catch(() => undefined);
  rmSync(logs.info, { force: true });
  rmSync(logs.warn, { force: true });
}
