// The catalog on the real infrastructure (Kafka 127.0.0.1:9092, FerretDB 127.0.0.1:27017 or
// KAFKA_BROKERS / MONGODB_URI), isolated per test file: a database and a topic/group namespace of
// its own, so files run concurrently with each other and with other packages' tests. When the
// infrastructure is down the tests fail (never skip) with a message saying how to start it.
import { randomUUID } from 'node:crypto';
import type { EventEnvelope, EventTopic } from '@scoreline/contracts';
import { type Database, connectDb, mongoUriFromEnv } from '@scoreline/db';
import {
  type EventBus,
  assertKafkaReachable,
  createEventBus,
  deleteTopics,
  kafkaBrokersFromEnv,
} from '@scoreline/events';
import { createLogger, createServiceApp, issueAdminToken } from '@scoreline/service-kit';
import type { Express } from 'express';
import { createApp } from '../../src/app.ts';
import { type CatalogConfig, loadCatalogConfig } from '../../src/config.ts';
import { type CatalogContext, createCatalog } from '../../src/context.ts';
import { type CatalogWorkers, startWorkers } from '../../src/workers/index.ts';

/** The topics the catalog touches; only these (and their .dlq) are created per test namespace. */
export const CATALOG_TOPICS: EventTopic[] = [
  'fixtures.refresh.requested',
  'fixtures.upserted',
  'fixtures.refreshed',
  'predictions.updated',
];

const logger = createLogger({
  name: 'catalog-test',
  level: (process.env.LOG_LEVEL as 'info' | undefined) ?? 'silent',
});

export async function requireInfrastructure(): Promise<void> {
  const brokers = kafkaBrokersFromEnv();
  try {
    await assertKafkaReachable(brokers, { timeoutMs: 3000 });
  } catch (error) {
    throw new Error(
      `Integration tests need Kafka at ${brokers.join(',')}: start it with \`npm run infra:up\` (or set KAFKA_BROKERS). ${String(error)}`,
    );
  }
  const probe = await connectDb({
    dbName: 'catalog_probe',
    logger,
    attempts: 1,
    serverSelectionTimeoutMS: 3000,
  }).catch((error: unknown) => {
    throw new Error(
      `Integration tests need a MongoDB-protocol store at ${mongoUriFromEnv()}: start it with \`npm run infra:up\` (or set MONGODB_URI). ${String(error)}`,
    );
  });
  await probe.close();
}

export interface Observed {
  readonly events: EventEnvelope[];
  /** Resolves with the events matching `predicate` once there are at least `count`, or rejects. */
  waitFor<T extends EventTopic>(
    topic: T,
    count: number,
    predicate?: (event: EventEnvelope<T>) => boolean,
    timeoutMs?: number,
  ): Promise<EventEnvelope<T>[]>;
}

export interface Harness {
  readonly id: string;
  readonly namespace: string;
  readonly config: Readonly<CatalogConfig>;
  readonly db: Database;
  readonly bus: EventBus;
  readonly context: CatalogContext;
  readonly app: Express;
  readonly workers: CatalogWorkers | null;
  readonly adminToken: string;
  /** A second catalog process on the same database and topics (another replica). */
  replica(
    env?: Record<string, string>,
  ): Promise<{ context: CatalogContext; app: Express; close(): Promise<void> }>;
  /** Subscribes a fresh consumer group (from the beginning) that records these topics. */
  observe(topics: EventTopic[]): Promise<Observed>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Catalog settings on top of the test defaults (no snapshot ingest, the environment's servers). */
  env?: Record<string, string>;
  /** Start the catalog's workers (default true). */
  workers?: boolean;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  await requireInfrastructure();
  const id = randomUUID().replace(/-/g, '').slice(0, 12);
  const namespace = `test-catalog-${id}.`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    CATALOG_DB_NAME: `catalog_test_${id}`,
    CATALOG_BOOTSTRAP: 'off',
    ...options.env,
  };
  const config = loadCatalogConfig(env);
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async (): Promise<void> => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const db = await connectDb({
      dbName: config.CATALOG_DB_NAME,
      uri: config.MONGODB_URI,
      logger,
      attempts: 1,
    });
    cleanups.push(async () => {
      await db.connection.dropDatabase();
      await db.close();
    });
    await db.syncIndexes();
    const bus = createEventBus({
      clientId: `catalog-test-${id}`,
      brokers: config.KAFKA_BROKERS,
      logger,
      namespace,
      topics: CATALOG_TOPICS,
    });
    cleanups.push(async () => {
      const admin = bus.kafka.admin();
      await admin.connect();
      const names = CATALOG_TOPICS.map((topic) => bus.topicName(topic));
      await deleteTopics(admin, [...names, ...names.map((name) => `${name}.dlq`)]);
      await admin.disconnect();
    });
    await bus.start();
    cleanups.push(() => bus.stop());
    const context = createCatalog({ config, logger, db, bus });
    const app = buildApp(context);
    const workers = options.workers === false ? null : await startWorkers(context);
    if (workers) cleanups.push(() => workers.stop());

    return {
      id,
      namespace,
      config,
      db,
      bus,
      context,
      app,
      workers,
      adminToken: issueAdminToken(config),
      async replica(replicaEnv = {}) {
        const replicaConfig = loadCatalogConfig({ ...env, ...replicaEnv });
        const replicaDb = await connectDb({
          dbName: config.CATALOG_DB_NAME,
          uri: config.MONGODB_URI,
          logger,
          attempts: 1,
        });
        const replicaContext = createCatalog({ config: replicaConfig, logger, db: replicaDb, bus });
        return { context: replicaContext, app: buildApp(replicaContext), close: () => replicaDb.close() };
      },
      async observe(topics) {
        const events: EventEnvelope[] = [];
        const subscription = await bus.subscribe({
          groupId: `observer-${randomUUID()}`,
          topics,
          fromBeginning: true,
          handler: async (event) => {
            events.push(event.envelope as EventEnvelope);
          },
        });
        cleanups.push(() => subscription.stop());
        return {
          events,
          async waitFor(topic, count, predicate = () => true, timeoutMs = 30_000) {
            const matching = () =>
              events
                .filter((event) => event.type === topic)
                .filter((event) => predicate(event as never)) as never[];
            await waitUntil(() => matching().length >= count, timeoutMs, `${count} ${topic} event(s)`);
            return matching();
          },
        };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

function buildApp(context: CatalogContext): Express {
  return createServiceApp({
    name: 'catalog',
    logger,
    mount: (app) => app.use(createApp(context)),
    defaultMetrics: false,
  });
}

export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
