// The experiment service on the real infrastructure (Kafka 127.0.0.1:9092, FerretDB 127.0.0.1:27017
// or KAFKA_BROKERS / MONGODB_URI), isolated per test file: a database and a topic/group namespace of
// its own. When the infrastructure is down the tests fail (never skip) with a message saying how
// to start it.
import { type DeadLetterRecord, type EventTopic, type FixtureRecord } from '@scoreline/contracts';
import type { EventBus } from '@scoreline/events';
import { createLogger, createServiceApp, issueAdminToken } from '@scoreline/service-kit';
import { type Observed, openTestInfra, readDeadLetters, requireInfrastructure as requireInfra, storedCollections, testNames } from '@scoreline/test-support';
import { eplFixtureRecords } from '@scoreline/epl-data';
import { fixtureFactsOf } from '@scoreline/engine';
import type { Express } from 'express';
import { createRouter } from '../../src/app.ts';
import { type ExperimentConfig, loadExperimentConfig } from '../../src/config.ts';
import { type ExperimentContext, openExperiment } from '../../src/context.ts';
import { EXPERIMENT_TOPICS, type ExperimentWorkers, startWorkers } from '../../src/workers/index.ts';

// The tests seed with the records libs/epl-data makes; they take them from here with the seeding helpers.
export { eplFixtureRecords };

export { type Observed, waitUntil } from '@scoreline/test-support';

const logger = createLogger({ name: 'experiment-test', level: (process.env.LOG_LEVEL as 'info' | undefined) ?? 'silent' });

export interface Harness {
  readonly namespace: string;
  readonly config: Readonly<ExperimentConfig>;
  readonly bus: EventBus;
  readonly context: ExperimentContext;
  readonly app: Express;
  readonly workers: ExperimentWorkers | null;
  /** `Authorization` header value with a valid admin token. */
  readonly auth: string;
  observe(topics: EventTopic[]): Promise<Observed>;
  /** Reads the dead-letter records of a topic until there are at least `count`. */
  deadLetters(topic: EventTopic, count: number): Promise<DeadLetterRecord[]>;
  /** Every document of every collection but the fixtures read model (HTTP never writes it): "nothing was written" checks. */
  snapshot(): Promise<Record<string, unknown[]>>;
  close(): Promise<void>;
}

/** `env`: settings on top of the environment's (a private broker's KAFKA_BROKERS). */
export async function startHarness(options: { workers?: boolean; env?: Record<string, string> } = {}): Promise<Harness> {
  await requireInfra('experiment', logger);
  const { id, namespace, dbName } = testNames('experiment');
  const config = loadExperimentConfig({ ...process.env, NODE_ENV: 'test', EXPERIMENT_DB_NAME: dbName, ...options.env });
  const infra = await openTestInfra({
    dbName: config.EXPERIMENT_DB_NAME,
    mongoUri: config.MONGODB_URI,
    kafkaBrokers: config.KAFKA_BROKERS,
    clientId: `experiment-test-${id}`,
    namespace,
    topics: EXPERIMENT_TOPICS,
    logger,
  });
  try {
    const { db, bus } = infra;
    const context = await openExperiment({ config, logger, db, bus });
    const app = createServiceApp({ name: 'experiment', logger, mount: (root) => root.use(createRouter(context)), defaultMetrics: false });
    const workers = options.workers === true ? await startWorkers(context) : null;
    if (workers) infra.defer(() => workers.stop());
    return {
      namespace,
      config,
      bus,
      context,
      app,
      workers,
      auth: `Bearer ${issueAdminToken(config)}`,
      observe: (topics) => infra.observe(topics),
      deadLetters: (topic, count) => readDeadLetters(bus, topic, count),
      // The fixtures are the read model the test seeded, not what a request writes.
      snapshot: () => storedCollections(db, ['fixtures']),
      close: () => infra.close(),
    };
  } catch (error) {
    await infra.close();
    throw error;
  }
}

/** Stores the fixtures in the read model directly (tests whose subject is not the event flow). */
export async function seedFixtures(context: ExperimentContext, records: FixtureRecord[] = eplFixtureRecords()): Promise<void> {
  await context.repositories.fixtures.saveChanged(records.map(fixtureFactsOf));
}
