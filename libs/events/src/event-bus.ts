// The event bus a service holds: one kafkajs client, one producer, the topics created at start,
// and any number of consumer-group subscriptions, all stopped together.
import {
  deadLetterTopicOf,
  type EventEnvelope,
  type EventTopic,
  eventTopicNames,
  eventTopics,
} from '@scoreline/contracts';
import { type Admin, Kafka, logLevel, Partitioners, type Producer } from 'kafkajs';
import type { Registry } from 'prom-client';
import pino, { type Logger } from 'pino';
import { kafkaBrokersFromEnv } from './config.ts';
import { CONSUMER_RETRY, startSubscription } from './consumer.ts';
import type { EventSubscription, SubscribeOptions } from './subscription-types.ts';
import { isBrokerUnreachableError, KafkaUnavailableError } from './errors.ts';
import { BROKER_LIVENESS_TIMEOUT_MS, type DependencyHealth, withTimeout } from './health.ts';
import { pinoLogCreator } from './kafka-log.ts';
import { type PublishInput, publishEvents } from './publisher.ts';
import { assertKafkaReachable } from './reachability.ts';
import { ensureTopics } from './topic-admin.ts';
import { streamMetricsFor } from './stream-metrics.ts';

export interface EventBusOptions {
  /** Names this process to the broker (logs, quotas), e.g. "catalog". */
  clientId: string;
  /** Default: KAFKA_BROKERS, else 127.0.0.1:9092. */
  brokers?: readonly string[];
  /** Default: a pino logger at LOG_LEVEL (info). kafkajs logs through it, quietly. */
  logger?: Logger;
  /**
   * Prefix of every topic name and group id, so tests (or two environments on one cluster)
   * never see each other's messages. Envelopes keep the logical topic as their `type`.
   */
  namespace?: string;
  /** Partitions of each topic and dead-letter topic created at start. Default 3. */
  partitions?: number;
  /** Default: the cluster's own `default.replication.factor` (topic-admin.ts says why). */
  replicationFactor?: number;
  /** Topics created at start: default every registry topic and its `.dlq`. */
  topics?: readonly EventTopic[];
  /**
   * Where the stream metrics go (produced, consumed, handler time, retries, dead letters, lag).
   * Default `eventStreamRegistry`, one per process, which service-kit's /metrics serves.
   */
  metricsRegistry?: Registry;
  /**
   * True for a handler error that says a dependency is down (the store, the broker) rather than that
   * the event cannot be handled: the consumer then waits for the dependency (SubscribeOptions'
   * dependencyWait) instead of spending attempts and dead-lettering the event. Default: the broker
   * unreachable (isBrokerUnreachableError); service-host passes service-kit's isDependencyOutage,
   * which knows the store's errors too.
   */
  isDependencyOutage?: (error: unknown) => boolean;
}

export interface EventBus {
  /** Fails fast with KafkaUnavailableError when no broker answers; then creates topics, connects. */
  start(): Promise<void>;
  /** Validates, wraps in an envelope and sends one event; resolves once the broker has it. */
  publish<T extends EventTopic>(topic: T, input: PublishInput<T>): Promise<EventEnvelope<T>>;
  /** The same for several events of one topic in one request. */
  publishMany<T extends EventTopic>(
    topic: T,
    inputs: readonly PublishInput<T>[],
  ): Promise<EventEnvelope<T>[]>;
  /** Joins a consumer group and handles its topics until stopped; resolves once joined. */
  subscribe<T extends EventTopic>(options: SubscribeOptions<T>): Promise<EventSubscription>;
  /** For readiness endpoints: is the cluster answering right now? */
  health(timeoutMs?: number): Promise<DependencyHealth>;
  /**
   * Members of one of this instance's consumer groups now (0 while it rebalances or has none), read
   * through the bus's connected admin client within `timeoutMs` (BROKER_LIVENESS_TIMEOUT_MS), else
   * KafkaUnavailableError: a diagnostic asking it answers at once while the broker is out.
   */
  groupMembers(groupId: string, timeoutMs?: number): Promise<number>;
  /** The broker-side name of a topic (with the namespace). */
  topicName(topic: EventTopic): string;
  /** The broker-side name of a consumer group (with the namespace), as subscribe() joins it. */
  groupName(groupId: string): string;
  /** Stops every subscription, then disconnects the producer and admin client. */
  stop(): Promise<void>;
  /**
   * The kafkajs client itself, for tools and tests only (raw messages, topic clean-up); service
   * code goes through the methods above (a read model's replay is subscribe's rewindWhenEmpty).
   */
  readonly kafka: Kafka;
  readonly brokers: readonly string[];
}

export function createEventBus(options: EventBusOptions): EventBus {
  const brokers = options.brokers ?? kafkaBrokersFromEnv();
  const namespace = options.namespace ?? '';
  const logger = (options.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info' })).child({
    component: 'events',
  });
  const kafka = new Kafka({
    clientId: options.clientId,
    brokers: [...brokers],
    logLevel: logLevel.INFO,
    logCreator: pinoLogCreator(logger),
    connectionTimeout: 3000,
    // A fresh broker answers "coordinator is loading" until its offsets topic is ready, which
    // can take several seconds; these retries (about 30 s in all) wait that out. At most a second
    // apart: at 5 s apart a producer or admin call noticed a returned broker up to 5 s late.
    retry: { initialRetryTime: 300, maxRetryTime: 1000, retries: 30 },
  });
  // The consumers' own client: the same settings but retries that outlast an outage of a few
  // minutes (consumer.ts CONSUMER_RETRY says why), which a producer or admin call must not wait for.
  const consumerKafka = new Kafka({
    clientId: options.clientId,
    brokers: [...brokers],
    logLevel: logLevel.INFO,
    logCreator: pinoLogCreator(logger),
    connectionTimeout: 3000,
    retry: CONSUMER_RETRY,
  });
  const producer: Producer = kafka.producer({
    allowAutoTopicCreation: false,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  let admin: Admin | undefined;
  let started = false;
  const metrics = streamMetricsFor(options.metricsRegistry);
  const subscriptions = new Set<EventSubscription>();

  const topicName = (topic: EventTopic): string => `${namespace}${topic}`;
  const groupName = (groupId: string): string => `${namespace}${groupId}`;
  const requireStarted = (): void => {
    if (!started) throw new Error('event bus not started: await bus.start() first');
  };

  return {
    kafka,
    brokers,
    topicName,
    groupName,

    async start() {
      if (started) return;
      await assertKafkaReachable(brokers);
      admin = kafka.admin();
      try {
        await admin.connect();
        const registered = options.topics ?? eventTopicNames;
        const topics = registered.map(topicName);
        // A topic's own partition count from the registry (its dead letters keep the default).
        const ownPartitions = new Map(registered.map((topic) => [topicName(topic), eventTopics[topic].partitions]));
        await ensureTopics(
          admin,
          [...topics, ...topics.map(deadLetterTopicOf)],
          {
            partitions: options.partitions ?? 3,
            partitionsOf: (topic) => ownPartitions.get(topic),
            replicationFactor: options.replicationFactor,
          },
          logger,
        );
        await producer.connect();
      } catch (error) {
        await admin.disconnect();
        if (isBrokerUnreachableError(error)) throw new KafkaUnavailableError(brokers, { cause: error });
        throw error;
      }
      started = true;
      logger.info({ brokers, namespace }, 'event bus started');
    },

    async publish(topic, input) {
      requireStarted();
      const [envelope] = await publishEvents(producer, brokers, topicName(topic), topic, [input]);
      if (!envelope) throw new Error('publish produced no envelope');
      metrics.produced.inc({ topic });
      return envelope;
    },

    async publishMany(topic, inputs) {
      requireStarted();
      const envelopes = await publishEvents(producer, brokers, topicName(topic), topic, inputs);
      if (envelopes.length > 0) metrics.produced.inc({ topic }, envelopes.length);
      return envelopes;
    },

    async subscribe(subscribeOptions) {
      requireStarted();
      const subscription = await startSubscription(
        {
          kafka,
          consumerKafka,
          producer,
          logger,
          physicalTopic: topicName,
          physicalGroupId: groupName,
          metrics,
          admin: () => admin,
          isDependencyOutage: options.isDependencyOutage ?? isBrokerUnreachableError,
        },
        subscribeOptions,
      );
      const tracked: EventSubscription = {
        groupId: subscription.groupId,
        async stop() {
          subscriptions.delete(tracked);
          await subscription.stop();
        },
      };
      subscriptions.add(tracked);
      return tracked;
    },

    async health(timeoutMs = 2000) {
      try {
        if (!admin) {
          await withTimeout(assertKafkaReachable(brokers, { timeoutMs }), timeoutMs + 100, 'Kafka');
          return { state: 'up' };
        }
        await withTimeout(admin.describeCluster(), timeoutMs, 'Kafka');
        return { state: 'up' };
      } catch (error) {
        return { state: 'down', detail: error instanceof Error ? error.message : String(error) };
      }
    },

    async groupMembers(groupId, timeoutMs = BROKER_LIVENESS_TIMEOUT_MS) {
      requireStarted();
      const connected = admin;
      if (!connected) throw new KafkaUnavailableError(brokers);
      try {
        const { groups } = await withTimeout(connected.describeGroups([groupName(groupId)]), timeoutMs, 'Kafka');
        const group = groups[0];
        return group && group.state === 'Stable' ? group.members.length : 0;
      } catch (error) {
        throw new KafkaUnavailableError(brokers, { cause: error });
      }
    },

    async stop() {
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
      if (started) await producer.disconnect();
      await admin?.disconnect();
      admin = undefined;
      started = false;
      logger.info('event bus stopped');
    },
  };
}
