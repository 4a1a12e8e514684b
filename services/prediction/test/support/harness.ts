// The prediction service on the real infrastructure (Kafka 127.0.0.1:9092, FerretDB 127.0.0.1:27017
// or KAFKA_BROKERS / MONGODB_URI), isolated per test file: a database and a topic/group namespace of
// its own, so files never see each other's data or messages. When the infrastructure is down the
// tests fail (never skip) with a message saying how to start it.
import { randomUUID } from 'node:crypto';
import { type DeadLetterRecord, deadLetterRecordSchema, type EventEnvelope, type EventTopic } from '@scoreline/contracts';
import { connectDb, type Database, mongoUriFromEnv } from '@scoreline/db';
import { assertKafkaReachable, createEventBus, deleteTopics, type EventBus, kafkaBrokersFromEnv } from '@scoreline/events';
import { createLogger, createServiceApp, DEV_ADMIN_PASSWORD, issueAdminToken } from '@scoreline/service-kit';
import type { Express } from 'express';
import { createApp } from '../../src/app.ts';
import { loadPredictionConfig, type PredictionConfig } from '../../src/config.ts';
import { createPrediction, type PredictionContext } from '../../src/context.ts';
import { PREDICTION_TOPICS, type PredictionWorkers, startWorkers } from '../../src/workers/index.ts';

export { DEV_ADMIN_PASSWORD };

const logger = createLogger({
  name: 'prediction-test',
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
  const probe = await connectDb({ dbName: 'prediction_probe', logger, attempts: 1, serverSelectionTimeoutMS: 3000 }).catch((error: unknown) => {
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
  of<T extends EventTopic>(topic: T, predicate?: (event: EventEnvelope<T>) => boolean): EventEnvelope<T>[];
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

export async function startHarness(options: { workers?: boolean; env?: Record<string, string> } = {}): Promise<Harness> {
  await requireInfrastructure();
  const id = randomUUID().replace(/-/g, '').slice(0, 12);
  const namespace = `test-prediction-${id}.`;
  const config = loadPredictionConfig({ ...process.env, NODE_ENV: 'test', PREDICTION_DB_NAME: `prediction_test_${id}`, ...options.env });
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async (): Promise<void> => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const db = await connectDb({ dbName: config.PREDICTION_DB_NAME, uri: config.MONGODB_URI, logger, attempts: 1 });
    cleanups.push(async () => {
      await db.connection.dropDatabase();
      await db.close();
    });
    await db.syncIndexes();
    const bus = createEventBus({ clientId: `prediction-test-${id}`, brokers: config.KAFKA_BROKERS, logger, namespace, topics: PREDICTION_TOPICS });
    cleanups.push(async () => {
      const admin = bus.kafka.admin();
      await admin.connect();
      const names = PREDICTION_TOPICS.map((topic) => bus.topicName(topic));
      await deleteTopics(admin, [...names, ...names.map((name) => `${name}.dlq`)]);
      await admin.disconnect();
    });
    await bus.start();
    cleanups.push(() => bus.stop());
    const context = createPrediction({ config, logger, db, bus });
    const app = createServiceApp({ name: 'prediction', logger, mount: (root) => root.use(createApp(context)), defaultMetrics: false });
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
        const of = <T extends EventTopic>(topic: T, predicate: (event: EventEnvelope<T>) => boolean = () => true) =>
          events.filter((event) => event.type === topic).filter((event) => predicate(event as EventEnvelope<T>)) as EventEnvelope<T>[];
        return {
          events,
          of,
          async waitFor(topic, count, predicate = () => true, timeoutMs = 30_000) {
            await waitUntil(() => of(topic, predicate).length >= count, timeoutMs, `${count} ${topic} event(s)`);
            return of(topic, predicate);
          },
        };
      },
      async deadLetters(topic, count) {
        const records: DeadLetterRecord[] = [];
        const consumer = bus.kafka.consumer({ groupId: `${namespace}dlq-reader-${randomUUID()}` });
        await consumer.connect();
        try {
          await consumer.subscribe({ topics: [`${bus.topicName(topic)}.dlq`], fromBeginning: true });
          await consumer.run({
            eachMessage: async ({ message }) => {
              records.push(deadLetterRecordSchema.parse(JSON.parse(message.value?.toString('utf8') ?? 'null')));
            },
          });
          await waitUntil(() => records.length >= count, 30_000, `${count} dead letter(s) on ${topic}.dlq`);
          return records;
        } finally {
          await consumer.disconnect();
        }
      },
      async snapshot() {
        const result: Record<string, unknown[]> = {};
        const native = db.connection.db;
        if (!native) throw new Error('database connection is not open');
        const collections = await native.listCollections().toArray();
        for (const { name } of collections.sort((a, b) => a.name.localeCompare(b.name))) {
          result[name] = await db.connection.collection(name).find({}).sort({ _id: 1 }).toArray();
        }
        return result;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
