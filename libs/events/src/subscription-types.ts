// The subscription's public shapes: what a handler receives, what a subscriber asks for, and what
// the event bus hands a subscription (consumer.ts starts one; delivery.ts handles its messages).
import type { EventEnvelope, EventTopic } from '@scoreline/contracts';
import type { Admin, Kafka, Producer } from 'kafkajs';
import type { Logger } from 'pino';
import type { DependencyWaitPolicy, RetryPolicy } from './backoff.ts';
import type { StreamMetrics } from './stream-metrics.ts';

/** What a handler receives for one event. */
export interface ConsumedEvent<T extends EventTopic> {
  /** The logical topic name (the registry's, without any namespace). */
  topic: T;
  envelope: EventEnvelope<T>;
  data: EventEnvelope<T>['data'];
  correlationId: string;
  key: string | null;
  /** The Kafka headers as strings (correlation-id, event-id, event-type, event-version, …). */
  headers: Record<string, string>;
  partition: number;
  offset: string;
  /** 1 on first delivery, then 2, 3, … while retrying (waits for a dependency that is down spend none). */
  attempt: number;
  /** The bus logger with topic, partition, offset, event_id and correlation_id bound. */
  logger: Logger;
  /**
   * Keeps the group membership alive. The subscription already heartbeats while a handler runs
   * (whileBeating); calling it too is harmless. It never throws: a heartbeat the broker did not take
   * (it is away, the group rebalances) is logged and the work goes on, since only the offset commit
   * after it decides whether the event is handled again.
   */
  heartbeat: () => Promise<void>;
  /** Aborted when the subscription stops; long work may end early (the event is redelivered). */
  signal: AbortSignal;
}

/** The event of any of the subscribed topics; switch on `topic` to narrow `data`. */
export type ConsumedEventOf<T extends EventTopic> = { [K in T]: ConsumedEvent<K> }[T];

export interface SubscribeOptions<T extends EventTopic> {
  /** The consumer group; one group per use (e.g. "prediction.recalculation"). */
  groupId: string;
  topics: readonly T[];
  handler: (event: ConsumedEventOf<T>) => Promise<void>;
  retry?: Partial<RetryPolicy>;
  /**
   * How a handler failing because a dependency is down (the bus's `isDependencyOutage`) waits for it
   * instead of spending attempts: DEFAULT_DEPENDENCY_WAIT (backoff up to 5 s, an alarm after a
   * minute, dead-lettered after 15). Tests shorten it.
   */
  dependencyWait?: Partial<DependencyWaitPolicy>;
  /**
   * Where a group without committed offsets starts. Default true: a new group reads what was
   * published before it first started instead of silently skipping it.
   */
  fromBeginning?: boolean;
  /** Partitions handled at once (order holds within a partition either way). Default 1. */
  partitionsConsumedConcurrently?: number;
  /** Default DEFAULT_SESSION_TIMEOUT_MS; the member heartbeats while a handler runs (whileBeating). */
  sessionTimeoutMs?: number;
  /** How long to wait for the first group join before failing. Default 60 000 ms. */
  joinTimeoutMs?: number;
  /**
   * How long an idle fetch waits at the broker for new messages. stop() waits for the fetch in
   * flight, so this bounds how long a stop takes. Default 1000 ms (kafkajs's own is 5000).
   */
  maxWaitTimeMs?: number;
  /**
   * Optional: handles the events of one fetched batch (one partition, in offset order) in one call,
   * for a consumer whose round trips per event (a store write, a publish) can be shared by many;
   * the batch's offset is then committed once instead of once per event. It answers the events it
   * could not handle (or nothing); those, or the whole batch when it throws, then go one by one
   * through `handler` with its retries and dead-lettering, so a failing event is still isolated.
   * A crash redelivers the whole uncommitted batch: handlers stay idempotent.
   */
  handleBatch?: (events: ConsumedEventOf<T>[]) => Promise<readonly ConsumedEventOf<T>[] | void>;
  /**
   * For a read model kept in the service's own database: called before the group joins, and
   * when it answers true (the database is new or was wiped) the group's committed offsets are
   * rewound to the earliest, so the retained history is replayed into it (handlers must be
   * idempotent). Without it a database that parted from the group's offsets is never refilled.
   */
  rewindWhenEmpty?: () => Promise<boolean>;
}

export interface EventSubscription {
  readonly groupId: string;
  /** Finishes or abandons the message in hand (uncommitted, so redelivered), leaves the group. */
  stop(): Promise<void>;
}

export interface SubscriptionContext {
  kafka: Kafka;
  /** The client consumers are made from: CONSUMER_RETRY's patient retries. */
  consumerKafka: Kafka;
  producer: Producer;
  logger: Logger;
  physicalTopic: (topic: EventTopic) => string;
  physicalGroupId: (groupId: string) => string;
  /** Where the subscription counts what it handles, and reports its lag from (the bus's admin client). */
  metrics: StreamMetrics;
  admin: () => Admin | undefined;
  /** True for an error that says a dependency is down (the event is not at fault): the handler waits for it. */
  isDependencyOutage: (error: unknown) => boolean;
}
