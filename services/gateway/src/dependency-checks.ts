import { connectDb, type Database, type DependencyHealth } from '@scoreline/db';
import { assertKafkaReachable } from '@scoreline/events';
import type { HealthChecks } from '@scoreline/service-kit';
import type { Logger } from 'pino';
import type { Config } from './config.ts';

// The real checks behind /api/health. The gateway must start and answer "degraded" while a
// dependency is down (that is what the endpoint is for), so nothing here is connected at start:
// the MongoDB connection is opened by the first check and reopened after it is lost.

export interface DependencyChecks {
  checks: HealthChecks;
  /** The store connection the checks use (opened on first use, reopened after a failure): the password budget's too. */
  database(): Promise<Database>;
  /** Closes what the checks opened; registered as a shutdown closer. */
  close(): Promise<void>;
}

function asCheck(health: () => Promise<DependencyHealth>): () => Promise<void> {
  return async () => {
    const result = await health();
    if (result.state === 'down') throw new Error(result.detail ?? 'down');
  };
}

export function createDependencyChecks(config: Config, logger: Logger, timeoutMs = 2_000): DependencyChecks {
  let database: Promise<Database> | undefined;

  const openDatabase = (): Promise<Database> => {
    if (database) return database;
    // One attempt: a health check reports the present, it does not wait for the store to come back.
    // Server selection gives up before the health runner's timeout, so the log shows the driver's reason.
    const attempt = connectDb({
      dbName: 'gateway',
      uri: config.MONGODB_URI,
      logger,
      attempts: 1,
      serverSelectionTimeoutMS: Math.max(250, timeoutMs - 500),
    });
    database = attempt;
    attempt.catch(() => {
      // Forget a failed attempt so the next check tries again.
      if (database === attempt) database = undefined;
    });
    return attempt;
  };

  return {
    checks: {
      // A TCP probe of the brokers: cheap, needs no client, and enough to tell "Kafka is down".
      kafka: () => assertKafkaReachable(config.KAFKA_BROKERS, { timeoutMs: Math.max(250, timeoutMs - 500) }),
      mongodb: async () => {
        const db = await openDatabase();
        await asCheck(() => db.health(timeoutMs))();
      },
    },
    database: openDatabase,
    async close() {
      const open = database;
      database = undefined;
      if (open) await open.then((db) => db.close(), () => undefined);
    },
  };
}
