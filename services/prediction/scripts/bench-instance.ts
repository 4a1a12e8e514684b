// What the prediction benches (bench.ts, bench-diagnostics.ts) run on: a throwaway database and a
// Kafka namespace of their own on the run's store and broker (npm run infra:up), removed again at
// the end, topics and dead-letter topics included.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { connectDb, type Database } from '@scoreline/db';
import { createEventBus, deleteTopics, type EventBus } from '@scoreline/events';
import { loadPredictionConfig, type PredictionConfig } from '../src/config.ts';
import { PREDICTION_TOPICS } from '../src/workers/index.ts';

export interface BenchInstance {
  config: PredictionConfig;
  db: Database;
  /** Not started: the bench starts it inside its own try, so `close` runs whatever happens. */
  bus: EventBus;
  close(): Promise<void>;
}

/** Exits with a message when the store is not there. `name` tells the instance's database and topics apart. */
export async function openBenchInstance(name: string, logger: Logger): Promise<BenchInstance> {
  const id = randomUUID().slice(0, 8);
  const config = loadPredictionConfig({ ...process.env, PREDICTION_DB_NAME: `prediction_bench_${name}_${id}` });
  const db = await connectDb({ dbName: config.PREDICTION_DB_NAME, uri: config.MONGODB_URI, logger, attempts: 1 }).catch((error: unknown) => {
    console.error(`bench needs the store at ${config.MONGODB_URI}: npm run infra:up. ${String(error)}`);
    process.exit(1);
  });
  const bus = createEventBus({ clientId: `prediction-bench-${id}`, brokers: config.KAFKA_BROKERS, logger, namespace: `bench-${name}-${id}.`, topics: PREDICTION_TOPICS });
  return {
    config,
    db,
    bus,
    async close() {
      const admin = bus.kafka.admin();
      await admin
        .connect()
        .then(async () => {
          const names = PREDICTION_TOPICS.map((topic) => bus.topicName(topic));
          await deleteTopics(admin, [...names, ...names.map((topicName) => `${topicName}.dlq`)]);
        })
        .catch(() => undefined)
        .finally(() => admin.disconnect());
      await bus.stop().catch(() => undefined);
      await db.connection.dropDatabase().catch(() => undefined);
      await db.close();
    },
  };
}
