// A test file's own slice of the real infrastructure: a fresh database and a namespaced event bus
// whose topics exist for this run only, both removed by close(), plus a recorder of what topics
// receive.
import { randomUUID } from 'node:crypto';
import type { EventEnvelope, EventTopic } from '@scoreline/contracts';
import { connectDb, type Database } from '@scoreline/db';
import { createEventBus, deleteTopics, type EventBus } from '@scoreline/events';
import { isDependencyOutage } from '@scoreline/service-kit';
import type { Logger } from 'pino';
import { waitUntil } from './wait.ts';

export interface Observed {
  /** Every event received so far, in arrival order. */
  readonly events: EventEnvelope[];
  /** The events of `topic` received so far that match `predicate`. */
  of<T extends EventTopic>(topic: T, predicate?: (event: EventEnvelope<T>) => boolean): EventEnvelope<T>[];
  /** Resolves with the events matching `predicate` once there are at least `count`, or rejects. */
  waitFor<T extends EventTopic>(
    topic: T,
    count: number,
    predicate?: (event: EventEnvelope<T>) => boolean,
    timeoutMs?: number,
  ): Promise<EventEnvelope<T>[]>;
}

export interface TestInfraOptions {
  dbName: string;
  mongoUri: string;
  kafkaBrokers: readonly string[];
  /** Kafka client id, e.g. `catalog-test-<id>`. */
  clientId: string;
  /** Prefix of every topic and group id (testNames().namespace). */
  namespace: string;
  /** The topics the service touches: only these (and their .dlq) are created; close() deletes every topic of the namespace. */
  topics: readonly EventTopic[];
  logger: Logger;
}

export interface TestInfra {
  readonly db: Database;
  /** Started. */
  readonly bus: EventBus;
  /** Registers clean-up work for close(); everything runs in reverse registration order. */
  defer(cleanup: () => Promise<unknown>): void;
  /** Subscribes a fresh consumer group (from the beginning) that records these topics. */
  observe(topics: EventTopic[]): Promise<Observed>;
  /** Stops what was deferred, the bus, deletes every topic of the namespace, drops the database; failures are ignored. */
  close(): Promise<void>;
}

export async function openTestInfra(options: TestInfraOptions): Promise<TestInfra> {
  const { logger, topics } = options;
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async (): Promise<void> => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const db = await connectDb({ dbName: options.dbName, uri: options.mongoUri, logger, attempts: 1 });
    cleanups.push(async () => {
      await db.connection.dropDatabase();
      await db.close();
    });
    const bus = createEventBus({
      clientId: options.clientId,
      brokers: options.kafkaBrokers,
      logger,
      namespace: options.namespace,
      topics,
      // As service-host's runtime: consumers wait for a store or broker that is down.
      isDependencyOutage,
    });
    cleanups.push(async () => {
      const admin = bus.kafka.admin();
      await admin.connect();
      try {
        const names = topics.map((topic) => bus.topicName(topic));
        // Everything under the run's namespace is the run's: also the topics that a test's child
        // processes (a service's worker started with EVENTS_NAMESPACE) created with their own bus,
        // which creates every registry topic, not only the ones listed here.
        const namespaced = (await admin.listTopics()).filter((topic) => topic.startsWith(options.namespace));
        await deleteTopics(admin, [...new Set([...names, ...names.map((name) => `${name}.dlq`), ...namespaced])]);
      } finally {
        await admin.disconnect();
      }
    });
    await bus.start();
    cleanups.push(() => bus.stop());
    return {
      db,
      bus,
      defer(cleanup) {
        cleanups.push(cleanup);
      },
      async observe(observed) {
        const events: EventEnvelope[] = [];
        const subscription = await bus.subscribe({
          groupId: `observer-${randomUUID()}`,
          topics: observed,
          fromBeginning: true,
          handler: async (event) => {
            events.push(event.envelope as EventEnvelope);
          },
        });
        cleanups.push(() => subscription.stop());
        const of = <T extends EventTopic>(topic: T, predicate: (event: EventEnvelope<T>) => boolean = () => true) =>
          events
            .filter((event) => event.type === topic)
            .filter((event) => predicate(event as EventEnvelope<T>)) as EventEnvelope<T>[];
        return {
          events,
          of,
          async waitFor(topic, count, predicate = () => true, timeoutMs = 30_000) {
            await waitUntil(() => of(topic, predicate).length >= count, timeoutMs, `${count} ${topic} event(s)`);
            return of(topic, predicate);
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
