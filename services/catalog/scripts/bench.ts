// Catalog benchmark on the real infrastructure (npm run infra:up), bounded in time, loopback only:
//   1. first start: the embedded snapshot's five seasons ingested into an empty database;
//   2. a refresh of the five seasons when nothing changed (everything skipped);
//   3. GET /api/fixtures/gameweek/current under 100 connections for 10 s (autocannon), the
//      catalog alone (the gateway adds its own cost in front of it).
// Prints the figures; asserts nothing (docs/engineering.md: speed is measured, never asserted).
import { randomUUID } from 'node:crypto';
import { connectDb } from '@scoreline/db';
import { createEventBus, deleteTopics } from '@scoreline/events';
import { createLogger, createServiceApp, startHttpServer } from '@scoreline/service-kit';
import autocannon from 'autocannon';
import { createRouter } from '../src/app.ts';
import { loadCatalogConfig } from '../src/config.ts';
import { createCatalog } from '../src/context.ts';
import { ingestSeason } from '../src/use-cases/ingest-season.ts';
import { ingestionDeps } from '../src/workers/ingestion-worker.ts';
import { startWorkers } from '../src/workers/index.ts';

const id = randomUUID().slice(0, 8);
const config = loadCatalogConfig({
  ...process.env,
  CATALOG_DB_NAME: `catalog_bench_${id}`,
  CATALOG_BOOTSTRAP: 'snapshot',
  LOG_LEVEL: 'warn',
});
// warn by default: at info every request is a log line, which measures stdout as much as the service.
const logger = createLogger({
  name: 'catalog-bench',
  level: process.env.LOG_LEVEL === 'info' ? 'info' : 'warn',
});
const db = await connectDb({ dbName: config.CATALOG_DB_NAME, uri: config.MONGODB_URI, logger, attempts: 1 });
const topics = [
  'fixtures.refresh.requested',
  'fixtures.upserted',
  'fixtures.refreshed',
  'predictions.updated',
] as const;
const bus = createEventBus({
  clientId: `catalog-bench-${id}`,
  brokers: config.KAFKA_BROKERS,
  logger,
  namespace: `bench-catalog-${id}.`,
  topics,
});

try {
  await db.syncIndexes();
  await bus.start();
  const context = createCatalog({ config, logger, db, bus });

  let started = performance.now();
  const workers = await startWorkers(context);
  await workers.bootstrap;
  console.log(
    `first start, 5 seasons from the embedded snapshot (1900 fixtures): ${Math.round(performance.now() - started)} ms`,
  );

  started = performance.now();
  for (const season of context.seasons) {
    const outcome = await ingestSeason(
      { season, source: 'openfootball', getProvider: () => context.snapshot!, correlationId: `bench-${id}` },
      ingestionDeps(context),
    );
    if (outcome.status !== 'completed' || outcome.updated !== 0)
      throw new Error(`unexpected second ingest: ${JSON.stringify(outcome)}`);
  }
  console.log(`refresh of 5 unchanged seasons (1900 skipped): ${Math.round(performance.now() - started)} ms`);

  const { value } = await context.gameweek.get();
  await bus.publish('predictions.updated', {
    data: {
      season: value.gameweek_info!.season,
      predictions: value.fixtures.map((f) => ({
        fixture_id: String(f.fixture_id),
        predicted_outcome: 'home_win' as const,
        has_prediction: true,
      })),
    },
  });
  const deadline = Date.now() + 20_000;
  while (!(await context.gameweek.get()).value.fixtures.every((f) => f.has_prediction)) {
    if (Date.now() > deadline) throw new Error('predictions did not arrive');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const app = createServiceApp({
    name: 'catalog',
    logger,
    mount: (root) => root.use(createRouter(context)),
    defaultMetrics: false,
  });
  const server = await startHttpServer(app, { port: 0, host: '127.0.0.1', logger, handleSignals: false });
  const url = `http://127.0.0.1:${server.address.port}/api/fixtures/gameweek/current`;
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({ url, connections: 100, duration: 10 });
  console.log(
    `GET /api/fixtures/gameweek/current, 100 connections, 10 s: ${Math.round(result.requests.average)} req/s average, ` +
      `latency p50 ${result.latency.p50} ms / p99 ${result.latency.p99} ms, ${result.requests.total} requests, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors`,
  );
  await server.shutdown('bench done');
  await workers.stop();
} finally {
  await bus.stop().catch(() => undefined);
  const admin = bus.kafka.admin();
  await admin.connect();
  const names = topics.map((topic) => bus.topicName(topic));
  await deleteTopics(admin, [...names, ...names.map((name) => `${name}.dlq`)]);
  await admin.disconnect();
  await db.connection.dropDatabase();
  await db.close();
}
