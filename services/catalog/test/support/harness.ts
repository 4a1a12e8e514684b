// The catalog on the real infrastructure (Kafka 127.0.0.1:9092, FerretDB 127.0.0.1:27017 or
// KAFKA_BROKERS / MONGODB_URI), isolated per test file: a database and a topic/group namespace of
// its own, so files run concurrently with each other and with other packages' tests. When the
// infrastructure is down the tests fail (never skip) with a message saying how to start it.
import type { EventTopic } from '@scoreline/contracts';
import { type Database, connectDb } from '@scoreline/db';
import type { EventBus } from '@scoreline/events';
import { type Clock, createLogger, issueAdminToken } from '@scoreline/service-kit';
import { type Observed, requireInfrastructure as requireInfra, startServiceHarness } from '@scoreline/test-support';
import type { Express } from 'express';
import { createRouter } from '../../src/app.ts';
import { type CatalogConfig, loadCatalogConfig } from '../../src/config.ts';
import { type CatalogContext, createCatalog } from '../../src/context.ts';
import { type CatalogWorkers, startWorkers } from '../../src/workers/index.ts';

export { type Observed, waitUntil } from '@scoreline/test-support';

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

export function requireInfrastructure(): Promise<void> {
  return requireInfra('catalog', logger);
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
  /** The product's clock for this catalog and its replicas (default: the machine's time). */
  clock?: Clock;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const envFor = (dbName: string) => ({
    ...process.env,
    NODE_ENV: 'test',
    CATALOG_DB_NAME: dbName,
    // The failed-password budget in the file's own database: no other test file shares its counters.
    AUTH_DB_NAME: dbName,
    CATALOG_BOOTSTRAP: 'off',
    // The live season's schedule would refresh it on its own: only its own tests turn it on.
    CATALOG_SCHEDULE: 'off',
    ...options.env,
  });
  const harness = await startServiceHarness(
    {
      name: 'catalog',
      topics: CATALOG_TOPICS,
      logger,
      loadConfig: (dbName) => loadCatalogConfig(envFor(dbName)),
      createContext: (parts) => createCatalog({ ...parts, clock: options.clock }),
      createRouter,
      startWorkers,
      requireInfrastructure,
    },
    { workers: options.workers !== false },
  );
  const { config, bus } = harness;
  return {
    ...harness,
    adminToken: issueAdminToken(config),
    async replica(replicaEnv = {}) {
      const replicaConfig = loadCatalogConfig({ ...envFor(harness.dbName), ...replicaEnv });
      const replicaDb = await connectDb({
        dbName: config.CATALOG_DB_NAME,
        uri: config.MONGODB_URI,
        logger,
        attempts: 1,
      });
      const replicaContext = createCatalog({ config: replicaConfig, logger, db: replicaDb, bus, clock: options.clock });
      return { context: replicaContext, app: harness.appFor(replicaContext), close: () => replicaDb.close() };
    },
    observe: (topics) => harness.infra.observe(topics),
  };
}
