// The prediction service on the real infrastructure (Kafka 127.0.0.1:9092, FerretDB 127.0.0.1:27017
// or KAFKA_BROKERS / MONGODB_URI), isolated per test file: a database and a topic/group namespace of
// its own, so files never see each other's data or messages. When the infrastructure is down the
// tests fail (never skip) with a message saying how to start it.
import {
  type DeadLetterRecord,
  DEFAULT_ROUNDING_PARAMETERS,
  DEFAULT_WEIGHTS,
  type EventTopic,
  SPECIFICATION_DEFAULTS_NAME,
} from '@scoreline/contracts';
import type { Database } from '@scoreline/db';
import type { EventBus } from '@scoreline/events';
import { ADMIN_PASSWORD_BUDGET_COLLECTION, createLogger, createServiceApp, DEV_ADMIN_PASSWORD, issueAdminToken } from '@scoreline/service-kit';
import { type Observed, readDeadLetters, requireInfrastructure as requireInfra, storedCollections, startServiceHarness } from '@scoreline/test-support';
import type { Express } from 'express';
import { createRouter } from '../../src/app.ts';
import { loadPredictionConfig, type PredictionConfig } from '../../src/config.ts';
import { createPrediction, type PredictionContext } from '../../src/context.ts';
import type { Clock } from '../../src/use-cases/ports.ts';
import { PREDICTION_TOPICS, type PredictionWorkers, startWorkers } from '../../src/workers/index.ts';

export { DEV_ADMIN_PASSWORD };
export { type Observed, waitUntil } from '@scoreline/test-support';

const logger = createLogger({
  name: 'prediction-test',
  level: (process.env.LOG_LEVEL as 'info' | undefined) ?? 'silent',
});

export function requireInfrastructure(): Promise<void> {
  return requireInfra('prediction', logger);
}

export interface Harness {
  readonly id: string;
  readonly namespace: string;
  readonly config: Readonly<PredictionConfig>;
  readonly db: Database;
  readonly bus: EventBus;
  readonly context: PredictionContext;
  readonly app: Express;
  readonly workers: PredictionWorkers | null;
  readonly adminToken: string;
  /** Subscribes a fresh consumer group (from the beginning) that records these topics. */
  observe(topics: EventTopic[]): Promise<Observed>;
  /** Reads the dead-letter records of a topic until there are at least `count`. */
  deadLetters(topic: EventTopic, count: number): Promise<DeadLetterRecord[]>;
  /** Every document of every collection, by collection and `_id`: "nothing was written" checks. */
  snapshot(): Promise<Record<string, unknown[]>>;
  close(): Promise<void>;
}

/**
 * Puts production on the original configuration (six-metric with the default weights, smart
 * rounding), as promoting ws-spec-defaults and rc-spec-defaults does, dated at the epoch so that any promotion a
 * test makes is newer. The tests of this service's machinery (events, sealing, access, diagnostics)
 * were written against that model and its figures, and a recalculation with it costs a metric pass
 * instead of a Dixon–Coles walk (seconds of CPU per run); the tests of the starting configuration
 * itself pass `model: 'production-default'` and get a store where nothing was promoted.
 */
async function useSpecificationDefaults(context: PredictionContext): Promise<void> {
  const at = new Date(1);
  const source = { kind: 'promotion', id: 'ws-spec-defaults', name: SPECIFICATION_DEFAULTS_NAME } as const;
  await context.repositories.settings.promoteWeights({ ...DEFAULT_WEIGHTS }, source, at, null);
  await context.repositories.settings.promoteRounding({ ...DEFAULT_ROUNDING_PARAMETERS }, 'smart', { ...source, id: 'rc-spec-defaults' }, at);
}

export async function startHarness(
  options: { workers?: boolean; env?: Record<string, string>; clock?: Clock; model?: 'specification' | 'production-default' } = {},
): Promise<Harness> {
  const harness = await startServiceHarness(
    {
      name: 'prediction',
      topics: PREDICTION_TOPICS,
      logger,
      loadConfig: (dbName) => loadPredictionConfig({ ...process.env, NODE_ENV: 'test', PREDICTION_DB_NAME: dbName, AUTH_DB_NAME: dbName, ...options.env }),
      createContext: (parts) => createPrediction({ ...parts, clock: options.clock }),
      createRouter,
      startWorkers,
      requireInfrastructure,
    },
    { workers: options.workers !== false },
  );
  const { db, bus } = harness;
  if (options.model !== 'production-default') await useSpecificationDefaults(harness.context);
  return {
    ...harness,
    adminToken: issueAdminToken(harness.config),
    observe: (topics) => harness.infra.observe(topics),
    deadLetters: (topic, count) => readDeadLetters(bus, topic, count),
    // The failed-password budget shares the file's database (AUTH_DB_NAME) but is no data of the service's.
    snapshot: () => storedCollections(db, [ADMIN_PASSWORD_BUDGET_COLLECTION]),
  };
}

/**
 * The service's router with readiness on the harness's store, as service-host's runtime serves it
 * (the store-outage tests watch /ready on its operator app go down and come back).
 */
export function appWithStoreReadiness(harness: Harness): Express {
  return createServiceApp({
    name: 'prediction',
    logger: harness.context.logger,
    mount: (root) => root.use(createRouter(harness.context)),
    readiness: {
      mongodb: async () => {
        const health = await harness.db.health();
        if (health.state === 'down') throw new Error(health.detail ?? 'down');
      },
    },
    defaultMetrics: false,
  });
}
