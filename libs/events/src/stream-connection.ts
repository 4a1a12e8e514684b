// The Event Streams' own Kafka parts (an admin client, a producer and the dead-letter reader),
// connected on first use, so a gateway starts (and answers "degraded") while Kafka is down, and
// connected again after a failure. Every call through it answers 503 (KafkaUnavailableError) soon
// when the broker is down or frozen.
import { DEAD_LETTER_REPLAY_TOPIC, deadLetterTopicOf, type EventTopic, eventTopics } from '@scoreline/contracts';
import { type Admin, type Kafka, Partitioners, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import { createDeadLetterLog, type DeadLetterLog } from './dead-letter-log.ts';
import { isBrokerUnreachableError, KafkaUnavailableError } from './errors.ts';
import { BROKER_LIVENESS_TIMEOUT_MS, withTimeout } from './health.ts';
import { offsetLookupsOf, type OffsetLookups } from './offset-lookups.ts';
import { assertKafkaReachable } from './reachability.ts';
import { ensureTopics } from './topic-admin.ts';

/** How long a call's work on a live broker may take before it answers 503 (BROKER_LIVENESS_TIMEOUT_MS decides "live"). */
export const STREAMS_TIMEOUT_MS = 15_000;

export interface StreamParts {
  admin: Admin;
  /** The admin's offset reads, in turn (offset-lookups.ts says why). */
  lookups: OffsetLookups;
  producer: Producer;
  log: DeadLetterLog;
}

export interface StreamConnection {
  /** Runs `work` on the connected parts, or throws KafkaUnavailableError (503) when the broker cannot be reached in time. */
  ready<R>(work: (parts: StreamParts) => Promise<R>): Promise<R>;
  /**
   * Resolves once the dead-letter reader has read what the broker holds. A depth or a replay decided
   * before that would count replayed letters again (or replay one twice): refused instead, as the
   * broker being slow (503).
   */
  caughtUp(parts: Pick<StreamParts, 'lookups' | 'log'>): Promise<void>;
  stop(): Promise<void>;
}

export function createStreamConnection(settings: {
  kafka: Kafka;
  brokers: readonly string[];
  namespace: string;
  topics: readonly EventTopic[];
  logger: Logger;
}): StreamConnection {
  const { kafka, brokers, namespace, topics, logger } = settings;
  const physical = (topic: string): string => `${namespace}${topic}`;
  let connecting: Promise<StreamParts> | undefined;

  const connect = async (): Promise<StreamParts> => {
    await assertKafkaReachable(brokers);
    const admin = kafka.admin();
    const producer = kafka.producer({ allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner });
    const log = createDeadLetterLog({ kafka, namespace, topics, logger });
    try {
      await admin.connect();
      // The same topics a bus creates (idempotent), plus the replay record: the reader
      // subscribes to all of them before any service may have started.
      const registered = topics.map(physical);
      const own = new Map(topics.map((topic) => [physical(topic), eventTopics[topic].partitions]));
      await ensureTopics(
        admin,
        [...registered, ...registered.map(deadLetterTopicOf), physical(DEAD_LETTER_REPLAY_TOPIC)],
        { partitions: 3, partitionsOf: (topic) => own.get(topic) },
        logger,
      );
      await producer.connect();
      await log.start();
    } catch (error) {
      await Promise.allSettled([log.stop(), producer.disconnect(), admin.disconnect()]);
      throw error;
    }
    return { admin, lookups: offsetLookupsOf(admin), producer, log };
  };

  // The liveness probe's own admin client, connected once (again after a failure).
  const probeAdmin = kafka.admin();
  let probeConnected: Promise<void> | undefined;
  const alive = async (): Promise<void> => {
    const connection = (probeConnected ??= probeAdmin.connect());
    connection.catch(() => {
      if (probeConnected === connection) probeConnected = undefined;
    });
    await connection;
    await probeAdmin.describeCluster();
  };

  return {
    /**
     * Whether the broker is alive is known within BROKER_LIVENESS_TIMEOUT_MS (the cluster described
     * by an admin client of its own, which connects in milliseconds where the parts' first connection
     * joins a consumer group): a broker that is down or frozen answers 503 in about a second (it took
     * 4-15 s, and a replay 15 s). Only the work on a live broker gets the patient STREAMS_TIMEOUT_MS.
     */
    async ready(work) {
      connecting ??= connect();
      const attempt = connecting;
      attempt.catch(() => {
        if (connecting === attempt) connecting = undefined;
      });
      try {
        await withTimeout(alive(), BROKER_LIVENESS_TIMEOUT_MS, 'Kafka');
        return await withTimeout(attempt.then(work), STREAMS_TIMEOUT_MS, 'Kafka');
      } catch (error) {
        if (error instanceof KafkaUnavailableError) throw error;
        if (isBrokerUnreachableError(error) || (error instanceof Error && error.message.startsWith('Kafka did not answer')))
          throw new KafkaUnavailableError(brokers, { cause: error });
        throw error;
      }
    },

    async caughtUp({ lookups, log }) {
      if (!(await log.catchUp(lookups, STREAMS_TIMEOUT_MS * 0.7)))
        throw new KafkaUnavailableError(brokers, { cause: new Error('Kafka did not answer: the dead letters are still being read') });
    },

    async stop() {
      const probing = probeConnected;
      probeConnected = undefined;
      if (probing) await probing.then(() => probeAdmin.disconnect()).catch(() => undefined);
      const open = connecting;
      connecting = undefined;
      if (!open) return;
      const parts = await open.catch(() => undefined);
      if (!parts) return;
      await Promise.allSettled([parts.log.stop(), parts.producer.disconnect(), parts.admin.disconnect()]);
    },
  };
}
