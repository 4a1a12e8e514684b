// npm run bench:edge-layers -w @scoreline/gateway: what each of the edge's layers costs, to say
// where the edge's goal (≥ 80 % of bare Express's throughput, bench/edge.ts) stands. The gateway's
// own middlewares, in the order createServiceApp and app.ts mount them, are added one at a time in
// front of a route that sends the same precomputed 2 KB JSON as a bare Express app; each variant
// runs in its own process, loaded in turn by autocannon (100 connections), and prints its CPU time
// per request and the increment over the variant before it. No store, broker or service: the layers
// alone, so the figure is a floor for the gateway's path (bench/edge.ts measures the whole). Then
// the gateway's own app (src/app.ts createApp, a stand-in catalog route sending the same bytes)
// served as main.ts serves it, without and with the answer cache in front
// (src/edge/answer-cache.ts).
//
// Env: EDGE_LAYERS_SECONDS (6), EDGE_LAYERS_ROUNDS (2; the median CPU per request is printed).
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import express from 'express';
import helmet from 'helmet';
import pino from 'pino';
import {
  createAdminPasswordBudget,
  createHttpMetrics,
  createServiceRouter,
  DEV_ADMIN_PASSWORD_HASH,
  DEV_JWT_SECRET,
  precomputeJson,
  requestIdMiddleware,
  requestLog,
  sendPrecomputedJson,
  startHttpServer,
} from '@scoreline/service-kit';
import { answerCacheOf, createApp } from '../src/app.ts';
import { apiCompression } from '../src/edge/api-compression.ts';
import { corsMiddleware } from '../src/edge/cors.ts';
import { publicReadCaching } from '../src/edge/http-caching.ts';
import { apiLimit } from '../src/edge/rate-limits.ts';

const PATH = '/api/fixtures/gameweek/current';
const SECONDS = Number(process.env.EDGE_LAYERS_SECONDS ?? 6);
const ROUNDS = Number(process.env.EDGE_LAYERS_ROUNDS ?? 2);
/** About the size of the current gameweek's answer. */
const answer = precomputeJson({
  fixtures: Array.from({ length: 10 }, (_, i) => ({ fixture_id: 2026013000 + i, home_team: 'Arsenal FC', away_team: 'Chelsea FC', kickoff: '2026-11-28T15:00:00Z', has_prediction: true, predicted_outcome: 'Home Win', gameweek: 13, season: '2026-27' })),
  gameweek: 13,
  season: '2026-27',
});

/** The layers in mount order: a variant has the first n of them. */
const LAYERS: ReadonlyArray<{ name: string; mount: (app: express.Express, logger: pino.Logger) => void }> = [
  { name: 'helmet', mount: (app) => app.use(helmet()) },
  { name: 'request id', mount: (app) => app.use(requestIdMiddleware()) },
  { name: 'request log', mount: (app, logger) => app.use(requestLog(app, logger, { readSuccessLevel: 'debug' })) },
  { name: 'HTTP metrics', mount: (app) => app.use(createHttpMetrics('edge_layers', { defaultMetrics: false }).middleware) },
  { name: 'CORS', mount: (app) => app.use('/api', corsMiddleware(['http://localhost:3000'])) },
  { name: 'rate limit', mount: (app) => app.use('/api', apiLimit(100_000_000).middleware) },
  { name: 'compression (skipped: no Accept-Encoding)', mount: (app) => app.use('/api', apiCompression()) },
  { name: 'public read cache policy', mount: (app) => app.use('/api', publicReadCaching()) },
];

/** The whole gateway app, without (answer cache 0 ms) and with its answer cache. */
const APPS: ReadonlyArray<{ name: string; answerCacheMs: number }> = [
  { name: 'the gateway app (createApp), answer cache off', answerCacheMs: 0 },
  { name: 'the gateway app with its answer cache in front', answerCacheMs: 1000 },
];

const variant = process.env.EDGE_LAYERS_VARIANT;
if (variant !== undefined && Number(variant) > LAYERS.length) {
  const { answerCacheMs } = APPS[Number(variant) - LAYERS.length - 1]!;
  const catalog = createServiceRouter(['/api/fixtures']);
  catalog.get(PATH, (_req, res) => sendPrecomputedJson(res, answer));
  const logger = pino({ level: 'info' }, pino.destination('/dev/null'));
  const app = createApp({
    logger,
    checks: {},
    auth: { JWT_SECRET: DEV_JWT_SECRET, ADMIN_PASSWORD_HASH: DEV_ADMIN_PASSWORD_HASH },
    passwordBudget: createAdminPasswordBudget(),
    defaultMetrics: false,
    services: [catalog],
    edge: { corsOrigins: ['http://localhost:3000'], rateLimitPerMinute: 100_000_000, adminTokenTtlSeconds: 3600, answerCacheMs },
  });
  const server = await startHttpServer(app, { port: 0, logger, handleSignals: false, front: answerCacheOf(app).front });
  process.send!({ port: server.address.port });
  process.on('message', () => {
    const used = process.cpuUsage();
    process.send!({ used: used.user + used.system });
  });
  process.on('disconnect', () => process.exit(0));
} else if (variant !== undefined) {
  // A child: bare Express (-1, `res.type(json).send(bytes)` as bench/edge.ts's baseline) or the first n layers.
  const layers = Number(variant);
  const app = express();
  if (layers < 0) {
    app.get(PATH, (_req, res) => {
      res.type('application/json').send(answer.bytes);
    });
  } else {
    app.disable('x-powered-by');
    const logger = pino({ level: 'info' }, pino.destination('/dev/null'));
    for (const layer of LAYERS.slice(0, layers)) layer.mount(app, logger);
    app.get(PATH, (_req, res) => sendPrecomputedJson(res, answer));
  }
  const server = app.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
  process.on('message', () => {
    const used = process.cpuUsage();
    process.send!({ used: used.user + used.system });
  });
  process.on('disconnect', () => process.exit(0));
} else {
  interface Child {
    url: string;
    usedMicros(): Promise<number>;
    stop(): void;
  }
  const start = (layers: number) =>
    new Promise<Child>((resolve, reject) => {
      const child = fork(import.meta.filename, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, EDGE_LAYERS_VARIANT: String(layers) } });
      child.once('error', reject);
      child.once('message', (message: { port: number }) =>
        resolve({
          url: `http://127.0.0.1:${message.port}${PATH}`,
          usedMicros: () =>
            new Promise((done) => {
              child.once('message', (usage: { used: number }) => done(usage.used));
              child.send({});
            }),
          stop: () => child.kill(),
        }),
      );
    });
  const variants = [-1, ...LAYERS.map((_, i) => i + 1), ...APPS.map((_, i) => LAYERS.length + i + 1)];
  const children = await Promise.all(variants.map(start));
  const perRequest = new Map<number, number[]>(variants.map((n) => [n, []]));
  const throughput = new Map<number, number[]>(variants.map((n) => [n, []]));
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, child] of children.entries()) {
        await autocannon({ url: child.url, connections: 10, duration: 1 });
        const before = await child.usedMicros();
        const result = await autocannon({ url: child.url, connections: 100, duration: SECONDS });
        perRequest.get(variants[i]!)!.push(((await child.usedMicros()) - before) / Math.max(1, result.requests.total));
        throughput.get(variants[i]!)!.push(result.requests.average);
      }
    }
  } finally {
    for (const child of children) child.stop();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`edge layers: GET ${PATH} (${answer.bytes.length} B), autocannon 100 connections × ${SECONDS} s, ${ROUNDS} round(s), median CPU per request; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
  const bare = median(perRequest.get(-1)!);
  console.log(`  bare Express: ${bare.toFixed(0)} µs, ${median(throughput.get(-1)!).toFixed(0)} req/s`);
  let previous = bare;
  for (const [i, layer] of LAYERS.entries()) {
    const micros = median(perRequest.get(i + 1)!);
    console.log(`  + ${layer.name}: ${micros.toFixed(0)} µs (${micros - previous >= 0 ? '+' : ''}${(micros - previous).toFixed(0)}), ${median(throughput.get(i + 1)!).toFixed(0)} req/s`);
    previous = micros;
  }
  console.log(`  all layers: ${(previous / bare).toFixed(2)} × bare Express's CPU per request; the goal's 80 % of its throughput allows about ${(bare / 0.8).toFixed(0)} µs in all`);
  for (const [i, whole] of APPS.entries()) {
    const n = LAYERS.length + i + 1;
    const micros = median(perRequest.get(n)!);
    console.log(`  ${whole.name}: ${micros.toFixed(0)} µs (${(micros / bare).toFixed(2)} × bare), ${median(throughput.get(n)!).toFixed(0)} req/s`);
  }
}
