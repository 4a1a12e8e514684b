// The gateway under measurement, in its own process (so the load generator and the polling of
// src/gateway.ts never share its event loop): the gateway's app (createApp) with the catalog, prediction,
// payment and blog mounted and their workers running, as local mode (`npm start`) runs them, but
// each service on a fresh database and every event bus on its own Kafka namespace, so the bench
// neither sees nor disturbs another gateway on the same broker.
//
// It serves the same routers through two gateway apps: one logging at info (the normal level) into
// a file, one at warn. Input (env): BENCH_ID, BENCH_INFO_LOG, BENCH_RATE_LIMIT_PER_MINUTE, and the
// services' variables (OPENFOOTBALL_BASE_URL, CATALOG_BOOTSTRAP, …). Output: one JSON line
// `{"info": <port>, "warn": <port>}` once listening. Stops, deletes its topics and drops its
// databases when its stdin closes.
import { connectDb, type Database } from '@scoreline/db';
import { createEventBus, deleteTopics, type EventBus } from '@scoreline/events';
import { createLogger, loadConfig, startHttpServer, type RunningServer } from '@scoreline/service-kit';
import { startEmbeddedBlog } from '@scoreline/service-blog';
import {
  createRouter as catalogRouter,
  createCatalog,
  loadCatalogConfig,
  startWorkers as startCatalogWorkers,
} from '@scoreline/service-catalog';
import {
  createRouter as paymentRouter,
  createPayment,
  loadPaymentConfig,
  startWorkers as startPaymentWorkers,
} from '@scoreline/service-payment';
import {
  createRouter as predictionRouter,
  createPrediction,
  loadPredictionConfig,
  startWorkers as startPredictionWorkers,
} from '@scoreline/service-prediction';
import { eventTopicNames } from '@scoreline/contracts';
import pino from 'pino';
import { configSchema, corsOriginsOf, createApp } from '@scoreline/gateway';

const id = process.env.BENCH_ID ?? 'local';
const namespace = `bench-gateway-${id}.`;
const databases = {
  catalog: `gateway_bench_${id}_catalog`,
  prediction: `gateway_bench_${id}_prediction`,
  payment: `gateway_bench_${id}_payment`,
  blog: `gateway_bench_${id}_blog`,
};
const env: NodeJS.ProcessEnv = {
  ...process.env,
  CATALOG_DB_NAME: databases.catalog,
  PREDICTION_DB_NAME: databases.prediction,
  PAYMENT_DB_NAME: databases.payment,
  BLOG_DB_NAME: databases.blog,
};
const gatewayConfig = loadConfig(configSchema, { ...env, GATEWAY_RATE_LIMIT_PER_MINUTE: process.env.BENCH_RATE_LIMIT_PER_MINUTE });

// The host logger at the normal level, into a file (what stdout costs when it is redirected); the
// services log through children of it, as in local mode.
const infoLogger = createLogger({
  name: 'gateway',
  level: 'info',
  destination: pino.destination({ dest: process.env.BENCH_INFO_LOG ?? '/dev/null', sync: true }),
});
// stdout carries the port line; warnings go to stderr, which the bench passes through.
const warnLogger = createLogger({ name: 'gateway', level: 'warn', destination: pino.destination({ dest: 2, sync: true }) });

const databasesOpened: Database[] = [];
const buses: EventBus[] = [];
const stops: (() => Promise<unknown>)[] = [];

/** The service's database (kept for dropping it at the end) and, unless it has none, its started event bus. */
async function open(service: keyof typeof databases): Promise<{ db: Database; bus: EventBus }> {
  const db = await connectDb({ dbName: databases[service], logger: infoLogger, attempts: 1 });
  databasesOpened.push(db);
  const bus = createEventBus({ clientId: `gateway-bench-${service}`, logger: infoLogger.child({ component: service }), namespace });
  buses.push(bus);
  await bus.start();
  return { db, bus };
}

async function cleanUp(): Promise<void> {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  for (const bus of buses) await bus.stop().catch(() => undefined);
  const admin = createEventBus({ clientId: 'gateway-bench-cleanup', logger: warnLogger, namespace }).kafka.admin();
  await admin.connect();
  const topics = eventTopicNames.map((topic) => `${namespace}${topic}`);
  await deleteTopics(admin, [...topics, ...topics.map((topic) => `${topic}.dlq`)]).catch(() => undefined);
  await admin.disconnect();
  for (const db of databasesOpened) {
    await db.connection.dropDatabase().catch(() => undefined);
    await db.close();
  }
}

let servers: RunningServer[] = [];
process.stdin.on('end', () => {
  void (async () => {
    for (const server of servers) await server.shutdown('bench done');
    await cleanUp();
    process.exit(0);
  })();
});
process.stdin.resume();

try {
  const catalogHandles = await open('catalog');
  const catalog = createCatalog({ config: loadCatalogConfig(env), logger: infoLogger.child({ component: 'catalog' }), ...catalogHandles });
  await catalogHandles.db.syncIndexes();
  const catalogWorkers = await startCatalogWorkers(catalog);
  stops.push(() => catalogWorkers.stop());

  const predictionHandles = await open('prediction');
  const prediction = createPrediction({ config: loadPredictionConfig(env), logger: infoLogger.child({ component: 'prediction' }), ...predictionHandles });
  await predictionHandles.db.syncIndexes();
  const predictionWorkers = await startPredictionWorkers(prediction);
  stops.push(() => predictionWorkers.stop());

  const paymentHandles = await open('payment');
  const payment = createPayment({ config: loadPaymentConfig(env), logger: infoLogger.child({ component: 'payment' }), ...paymentHandles });
  await paymentHandles.db.syncIndexes();
  const paymentWorkers = await startPaymentWorkers(payment);
  stops.push(() => paymentWorkers.stop());

  // The blog has no events: it opens its own connection; this one is for dropping the database.
  databasesOpened.push(await connectDb({ dbName: databases.blog, logger: infoLogger, attempts: 1 }));
  const blog = await startEmbeddedBlog({ logger: infoLogger, env });
  stops.push(() => blog.stop());

  const services = [catalogRouter(catalog), predictionRouter(prediction), paymentRouter(payment), blog.router];
  const edge = {
    corsOrigins: corsOriginsOf(gatewayConfig),
    rateLimitPerMinute: gatewayConfig.GATEWAY_RATE_LIMIT_PER_MINUTE,
    adminTokenTtlSeconds: gatewayConfig.ADMIN_TOKEN_TTL_SECONDS,
  };
  const listen = (logger: typeof infoLogger) =>
    startHttpServer(createApp({ logger, checks: {}, auth: gatewayConfig, passwordBudget: prediction.adminPasswordBudget, edge, services }), {
      port: 0,
      host: '127.0.0.1',
      logger,
      handleSignals: false,
    });
  servers = [await listen(infoLogger), await listen(warnLogger)];
  process.stdout.write(`${JSON.stringify({ info: servers[0]!.address.port, warn: servers[1]!.address.port })}\n`);
} catch (error) {
  process.stderr.write(`bench gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  await cleanUp();
  process.exit(1);
}
