// Integration tests need the real infrastructure; when a piece is down they fail (never skip) with
// a message naming what is down, where it was looked for, and how to start it.
import { connectDb, mongoUriFromEnv } from '@scoreline/db';
import { assertKafkaReachable, kafkaBrokersFromEnv } from '@scoreline/events';
import type { Logger } from 'pino';
import { silentLogger } from './logger.ts';

/** `what` at `where` is down: start it with `npm run infra:up` or point `envVar` elsewhere. */
export function infrastructureDown(what: string, where: string, envVar: string, cause: unknown): Error {
  return new Error(
    `Integration tests need ${what} at ${where}: start it with \`npm run infra:up\` (or set ${envVar}). ${String(cause)}`,
  );
}

/** Kafka (KAFKA_BROKERS, else 127.0.0.1:9092) answers within 3 s. */
export async function requireKafka(): Promise<void> {
  const brokers = kafkaBrokersFromEnv();
  try {
    await assertKafkaReachable(brokers, { timeoutMs: 3000 });
  } catch (error) {
    throw infrastructureDown('Kafka', brokers.join(','), 'KAFKA_BROKERS', error);
  }
}

/** The MongoDB-protocol store (MONGODB_URI, else 127.0.0.1:27017) accepts a connection within 3 s. */
export async function requireStore(service: string, logger: Logger = silentLogger): Promise<void> {
  const probe = await connectDb({
    dbName: `${service}_probe`,
    logger,
    attempts: 1,
    serverSelectionTimeoutMS: 3000,
  }).catch((error: unknown) => {
    throw infrastructureDown('a MongoDB-protocol store', mongoUriFromEnv(), 'MONGODB_URI', error);
  });
  await probe.close();
}

/** Kafka, then the store. */
export async function requireInfrastructure(service: string, logger: Logger = silentLogger): Promise<void> {
  await requireKafka();
  await requireStore(service, logger);
}
