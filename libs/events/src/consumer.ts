// One consumer group subscription: parse and validate each message, run the handler inside the
// event's correlation id with retries and backoff, dead-letter what still fails, and commit the
// offset only after the message was handled or dead-lettered, so a crash re-delivers it rather
// than loses it (at-least-once; consumers are idempotent).
import {
  type DeadLetterReason,
  deadLetterTopicOf,
  type EventEnvelope,
  type EventTopic,
  parseEventEnvelope,
} from '@scoreline/contracts';
import type { Admin, Consumer, EachBatchPayload, Kafka, KafkaMessage, Producer } from 'kafkajs';
import type { Logger } from 'pino';
import {
  backoffDelay,
  DEFAULT_DEPENDENCY_WAIT,
  DEFAULT_RETRY_POLICY,
  type DependencyWaitPolicy,
  type RetryPolicy,
  sleep,
} from './backoff.ts';
import { runWithCorrelationId } from './correlation.ts';
import { buildDeadLetterRecord, errorMessageOf } from './dead-letter-record.ts';
import { HEADER_CORRELATION_ID, headersToStrings } from './headers.ts';
import { rewindGroup } from './rewind-group.ts';
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

/**
 * The consumers' retries while the broker is away (docs/engineering.md, "Events"), for their
 * client's connections and metadata and for their fetch loop. With the client's 30 s budget a
 * consumer gave up during an outage and kafkajs restarted it as a new group member, whose join the
 * restarted broker then held until the old member's session ran out (it restores the group's
 * members): queued work waited 30 s or more after the broker was back. Retrying every second for
 * about five minutes keeps the same member through any outage shorter than that, so it carries on
 * as soon as the broker answers; a longer outage still ends in kafkajs's restart.
 */
export const CONSUMER_RETRY = { initialRetryTime: 300, maxRetryTime: 1000, retries: 300 } as const;

/**
 * How long the broker keeps a silent member (was 30 s). kafkajs still restarts a consumer at once
 * on some errors of an outage (no broker available), and the new member's join then waits until
 * the old member's session has run out on the returned broker: this bounds that wait. Six
 * heartbeats fit in it (heartbeatIntervalFor), also while a handler runs (whileBeating).
 */
export const DEFAULT_SESSION_TIMEOUT_MS = 10_000;

/** How often a member heartbeats at most: between events, and on its own while a handler runs (whileBeating). */
export const HEARTBEAT_INTERVAL_MS = 3000;

/**
 * The heartbeat interval for a session: six beats per session, at most HEARTBEAT_INTERVAL_MS apart.
 * Two beats in a 6 s session (the broker's shortest) left one late beat's margin, and on a starved
 * machine a member was dropped mid-handler and its event handled twice; six leave five.
 */
export function heartbeatIntervalFor(sessionTimeoutMs: number): number {
  return Math.min(HEARTBEAT_INTERVAL_MS, Math.max(500, Math.floor(sessionTimeoutMs / 6)));
}

/**
 * Runs a handler while heartbeating every HEARTBEAT_INTERVAL_MS: a handler that outlasts the session
 * (a season's fixtures written to a loaded store took longer than 10 s in the deploy rehearsal) would
 * otherwise be dropped from its group, its offset commit refused, and the same event handled again
 * after the re-join, and again. The heartbeat never throws (heartbeatOf).
 */
export async function whileBeating<R>(heartbeat: () => Promise<void>, work: () => Promise<R>, intervalMs = HEARTBEAT_INTERVAL_MS): Promise<R> {
  const timer = setInterval(() => void heartbeat(), intervalMs);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/** Waits before starting a consumer again that kafkajs will not restart (1 s, then up to 10 s). */
export const CRASH_RESTART_POLICY: RetryPolicy = { attempts: Number.POSITIVE_INFINITY, initialDelayMs: 1000, maxDelayMs: 10_000 };

export async function startSubscription<T extends EventTopic>(
  context: SubscriptionContext,
  options: SubscribeOptions<T>,
): Promise<EventSubscription> {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const dependencyWait: DependencyWaitPolicy = { ...DEFAULT_DEPENDENCY_WAIT, ...options.dependencyWait };
  const dependencyBackoff: RetryPolicy = {
    attempts: Number.POSITIVE_INFINITY,
    initialDelayMs: dependencyWait.initialDelayMs,
    maxDelayMs: dependencyWait.maxDelayMs,
  };
  if (!Number.isInteger(policy.attempts) || policy.attempts < 1) {
    throw new Error(`retry.attempts must be a positive integer, got ${policy.attempts}`);
  }
  const groupId = context.physicalGroupId(options.groupId);
  const logicalByPhysical = new Map<string, T>(
    options.topics.map((topic) => [context.physicalTopic(topic), topic]),
  );
  const logger = context.logger.child({ group_id: groupId });
  // Stream metrics (stream-metrics.ts), labelled with the logical group and topic names. A handler
  // run is timed per attempt and counted once it succeeds; dead letters are counted in deadLetter().
  const { metrics } = context;
  const groupLabel = options.groupId;
  const timedHandler = async (event: ConsumedEventOf<T>): Promise<void> => {
    const labels = { topic: event.topic, group: groupLabel };
    const timer = metrics.handlerDuration.startTimer(labels);
    try {
      await options.handler(event);
    } catch (error) {
      timer({ outcome: 'failure' });
      throw error;
    }
    timer({ outcome: 'success' });
    metrics.consumed.inc({ ...labels, outcome: 'handled' });
  };
  const stopping = new AbortController();

  if (options.rewindWhenEmpty && (await options.rewindWhenEmpty())) {
    await rewindGroup(context.kafka, groupId, [...logicalByPhysical.keys()], logger);
  }

  const sessionTimeout = options.sessionTimeoutMs ?? DEFAULT_SESSION_TIMEOUT_MS;
  const heartbeatInterval = heartbeatIntervalFor(sessionTimeout);
  const consumer: Consumer = context.consumerKafka.consumer({
    groupId,
    allowAutoTopicCreation: false,
    sessionTimeout,
    heartbeatInterval,
    retry: CONSUMER_RETRY,
    maxWaitTimeInMs: options.maxWaitTimeMs ?? 1000,
  });

  interface Delivery {
    topic: string;
    partition: number;
    message: KafkaMessage;
    heartbeat: () => Promise<void>;
  }

  // The handlers' heartbeat (ConsumedEvent.heartbeat says why it never throws). A recalculation that
  // had rewritten every prediction was recorded as failed, and its retry reported nothing changed,
  // because a heartbeat during a broker blip threw after the write.
  const heartbeatOf = (payload: Pick<EachBatchPayload, 'heartbeat'>) => async (): Promise<void> => {
    try {
      await payload.heartbeat();
    } catch (error) {
      logger.debug({ err: error }, `heartbeat not taken, carrying on: ${errorMessageOf(error)}`);
    }
  };

  const deadLetter = async (
    delivery: Delivery,
    reason: DeadLetterReason,
    error: unknown,
    attempts: number,
    correlationId: string | null,
  ): Promise<void> => {
    const record = buildDeadLetterRecord({
      topic: delivery.topic,
      partition: delivery.partition,
      message: delivery.message,
      reason,
      error,
      attempts,
      groupId,
      correlationId,
    });
    await context.producer.send({
      topic: deadLetterTopicOf(delivery.topic),
      messages: [
        {
          key: delivery.message.key,
          value: JSON.stringify(record),
          headers: record.correlation_id ? { [HEADER_CORRELATION_ID]: record.correlation_id } : {},
        },
      ],
    });
    const topic = logicalByPhysical.get(delivery.topic) ?? delivery.topic;
    metrics.deadLettered.inc({ topic, group: groupLabel, reason });
    metrics.consumed.inc({ topic, group: groupLabel, outcome: 'dead_lettered' });
    logger.error(
      {
        topic: delivery.topic,
        partition: delivery.partition,
        offset: delivery.message.offset,
        reason,
        attempts,
        err: error,
      },
      `event dead-lettered to ${deadLetterTopicOf(delivery.topic)}: ${record.error}`,
    );
  };

  const parse = (topic: T, message: KafkaMessage): EventEnvelope<T> => {
    if (message.value === null) throw new Error('message has no value');
    return parseEventEnvelope(topic, JSON.parse(message.value.toString('utf8')) as unknown);
  };

  const consumedEvent = (delivery: Delivery, topic: T, envelope: EventEnvelope<T>, attempt: number): ConsumedEventOf<T> => {
    const { message, partition } = delivery;
    return {
      topic,
      envelope,
      data: envelope.data,
      correlationId: envelope.correlation_id,
      key: message.key === null ? null : message.key.toString('utf8'),
      headers: headersToStrings(message.headers),
      partition,
      offset: message.offset,
      attempt,
      logger: logger.child({
        topic,
        partition,
        offset: message.offset,
        event_id: envelope.id,
        correlation_id: envelope.correlation_id,
      }),
      heartbeat: delivery.heartbeat,
      signal: stopping.signal,
    } as ConsumedEvent<T> as ConsumedEventOf<T>;
  };

  // Runs the handler until it succeeds or the attempts run out. A failure saying a dependency is
  // down spends no attempt: the handler waits for it (dependencyWait), so a store or broker outage
  // of a few seconds or minutes delays the event instead of dead-lettering it.
  const handle = async (
    delivery: Delivery,
    topic: T,
    envelope: EventEnvelope<T>,
  ): Promise<'handled' | 'stopped' | { error: unknown; attempts: number }> => {
    let attempt = 1;
    let waits = 0;
    let waitingSince: number | undefined;
    let alarmed = false;
    for (;;) {
      const event = consumedEvent(delivery, topic, envelope, attempt);
      const eventLogger = event.logger;
      try {
        await whileBeating(delivery.heartbeat, () => runWithCorrelationId(envelope.correlation_id, () => timedHandler(event)), heartbeatInterval);
        if (waitingSince !== undefined) {
          eventLogger.info({ waited_ms: Date.now() - waitingSince, waits }, 'dependency back: event handled');
        }
        return 'handled';
      } catch (error) {
        if (stopping.signal.aborted) return 'stopped';
        if (context.isDependencyOutage(error)) {
          waitingSince ??= Date.now();
          const waited = Date.now() - waitingSince;
          if (waited >= dependencyWait.deadlineMs) {
            const reason = `a dependency stayed unreachable for ${Math.round(waited / 1000)} s: ${errorMessageOf(error)}`;
            return { error: new Error(reason, { cause: error }), attempts: attempt };
          }
          waits += 1;
          metrics.retries.inc({ topic, group: groupLabel });
          const delay = backoffDelay(dependencyBackoff, waits);
          // One warning when the wait begins and one alarm if it lasts; the retries in between are
          // debug, so an outage does not flood the error log (every consumer of every service waits).
          if (waits === 1) {
            eventLogger.warn({ err: error, retry_in_ms: delay }, `event handler waiting for a dependency: ${errorMessageOf(error)}`);
          } else if (!alarmed && waited >= dependencyWait.alarmAfterMs) {
            alarmed = true;
            eventLogger.error(
              { err: error, waited_ms: waited, deadline_ms: dependencyWait.deadlineMs },
              `event handler still waiting for a dependency after ${Math.round(waited / 1000)} s: ${errorMessageOf(error)}`,
            );
          } else {
            eventLogger.debug({ err: error, waits, retry_in_ms: delay }, 'event handler still waiting for a dependency');
          }
          if (!(await sleep(delay, stopping.signal))) return 'stopped';
          await delivery.heartbeat();
          continue;
        }
        if (attempt >= policy.attempts) return { error, attempts: attempt };
        metrics.retries.inc({ topic, group: groupLabel });
        const delay = backoffDelay(policy, attempt);
        eventLogger.warn(
          { err: error, attempt, retry_in_ms: delay },
          `event handler failed: ${errorMessageOf(error)}`,
        );
        if (!(await sleep(delay, stopping.signal))) return 'stopped';
        await delivery.heartbeat();
        attempt += 1;
      }
    }
  };

  // 'done' once the message was handled or dead-lettered; 'stopped' when the subscription
  // stopped first (the message stays uncommitted and is redelivered).
  const processDelivery = async (delivery: Delivery): Promise<'done' | 'stopped'> => {
    const topic = logicalByPhysical.get(delivery.topic);
    if (topic === undefined) throw new Error(`message from unsubscribed topic ${delivery.topic}`);
    let envelope: EventEnvelope<T>;
    try {
      envelope = parse(topic, delivery.message);
    } catch (error) {
      // Not JSON or not a valid envelope: no retry can fix it, and it must not hold up the
      // partition, so it goes straight to the dead-letter topic.
      const correlationId = headersToStrings(delivery.message.headers)[HEADER_CORRELATION_ID] ?? null;
      await deadLetter(delivery, 'poison', error, 0, correlationId);
      return 'done';
    }
    const outcome = await handle(delivery, topic, envelope);
    if (outcome === 'stopped') return 'stopped';
    if (outcome !== 'handled') {
      await deadLetter(delivery, 'handler_failed', outcome.error, outcome.attempts, envelope.correlation_id);
    }
    return 'done';
  };

  // handleBatch's way: poison is dead-lettered first, the valid events go to handleBatch in one
  // call, what it leaves (or all, when it throws) goes through processDelivery's one-by-one path,
  // and the batch is committed once at its last offset. 'stopped': nothing committed.
  const processBatch = async (
    payload: EachBatchPayload,
    handleBatch: NonNullable<SubscribeOptions<T>['handleBatch']>,
  ): Promise<'done' | 'stopped'> => {
    const { batch } = payload;
    const topic = logicalByPhysical.get(batch.topic);
    if (topic === undefined) throw new Error(`message from unsubscribed topic ${batch.topic}`);
    const valid: { delivery: Delivery; event: ConsumedEventOf<T> }[] = [];
    const heartbeat = heartbeatOf(payload);
    for (const message of batch.messages) {
      const delivery = { topic: batch.topic, partition: batch.partition, message, heartbeat };
      try {
        valid.push({ delivery, event: consumedEvent(delivery, topic, parse(topic, message), 1) });
      } catch (error) {
        const correlationId = headersToStrings(message.headers)[HEADER_CORRELATION_ID] ?? null;
        await deadLetter(delivery, 'poison', error, 0, correlationId);
      }
    }
    let left = valid;
    if (valid.length > 0) {
      try {
        const unhandled = new Set((await whileBeating(heartbeat, () => handleBatch(valid.map((v) => v.event)), heartbeatInterval)) ?? []);
        left = valid.filter((v) => unhandled.has(v.event));
        // What the batch handled counts like the one-by-one path's handled events.
        const handled = valid.length - left.length;
        if (handled > 0) metrics.consumed.inc({ topic, group: groupLabel, outcome: 'handled' }, handled);
      } catch (error) {
        if (stopping.signal.aborted) return 'stopped';
        // A dependency that is down: the one-by-one path says so once, as it waits.
        logger[context.isDependencyOutage(error) ? 'debug' : 'warn'](
          { err: error, topic: batch.topic, partition: batch.partition, events: valid.length },
          `batch handler failed, handling the batch one event at a time: ${errorMessageOf(error)}`,
        );
      }
    }
    for (const { delivery } of left) {
      if (!payload.isRunning() || payload.isStale()) return 'stopped';
      if ((await processDelivery(delivery)) === 'stopped') return 'stopped';
    }
    return 'done';
  };

  // eachBatch rather than eachMessage: kafkajs silently skips a consumer.commitOffsets() made
  // after stop() began, so the message in hand when a consumer stops would be handled again by
  // the next one. The batch's own commit goes straight to the group and is kept.
  const eachBatch = async (payload: EachBatchPayload): Promise<void> => {
    const { batch } = payload;
    if (options.handleBatch) {
      const last = batch.messages[batch.messages.length - 1];
      if (!last || !payload.isRunning() || payload.isStale()) return;
      if ((await processBatch(payload, options.handleBatch)) === 'stopped') return;
      payload.resolveOffset(last.offset);
      await payload.commitOffsetsIfNecessary({
        topics: [
          {
            topic: batch.topic,
            partitions: [{ partition: batch.partition, offset: (BigInt(last.offset) + 1n).toString() }],
          },
        ],
      });
      await payload.heartbeat();
      return;
    }
    const heartbeat = heartbeatOf(payload);
    for (const message of batch.messages) {
      if (!payload.isRunning() || payload.isStale()) return;
      const delivery = { topic: batch.topic, partition: batch.partition, message, heartbeat };
      if ((await processDelivery(delivery)) === 'stopped') return;
      payload.resolveOffset(message.offset);
      await payload.commitOffsetsIfNecessary({
        topics: [
          {
            topic: batch.topic,
            partitions: [{ partition: batch.partition, offset: (BigInt(message.offset) + 1n).toString() }],
          },
        ],
      });
      await payload.heartbeat();
    }
  };

  const begin = async (): Promise<void> => {
    await consumer.connect();
    await consumer.subscribe({
      topics: [...logicalByPhysical.keys()],
      fromBeginning: options.fromBeginning ?? true,
    });
    const joined = waitForJoin(consumer, options.joinTimeoutMs ?? 60_000, groupId);
    await consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: options.partitionsConsumedConcurrently ?? 1,
      eachBatch,
    });
    await joined;
  };
  try {
    await begin();
  } catch (error) {
    await consumer.disconnect();
    throw error;
  }
  logger.info({ topics: [...logicalByPhysical.keys()] }, 'event subscription started');

  // kafkajs restarts a crashed consumer only when the crash's first cause is retriable. A broker
  // going away while the group is (re)joining crashes it with "Failed to find group coordinator",
  // a non-retriable wrapper around the refused connection, and the subscription was then dead for
  // good: the catalog's ingestion group stopped there in the refresh across a broker restart
  // (services/gateway test refresh.broker-restart.fault). Such a consumer is started again here,
  // with the same handler and committed offsets, once a second has passed and until it joins.
  const startAgain = async (): Promise<void> => {
    for (let attempt = 1; !stopping.signal.aborted; attempt += 1) {
      if (!(await sleep(backoffDelay(CRASH_RESTART_POLICY, attempt), stopping.signal))) return;
      try {
        await begin();
        logger.warn({ attempt }, 'event subscription started again after the crash');
        return;
      } catch (error) {
        logger.warn({ err: error, attempt }, 'event subscription could not start again yet');
        await consumer.disconnect().catch(() => undefined);
      }
    }
  };
  const untrackCrash = consumer.on(consumer.events.CRASH, (event) => {
    if (event.payload.restart || stopping.signal.aborted) return;
    logger.error({ err: event.payload.error }, 'consumer crashed and kafkajs will not restart it; starting it again');
    void startAgain();
  });
  const untrackLag = metrics.trackLag({
    physicalGroupId: groupId,
    physicalTopics: [...logicalByPhysical.keys()],
    groupId: groupLabel,
    logicalTopic: (physical) => logicalByPhysical.get(physical) ?? physical,
    admin: context.admin,
  });

  let stopped: Promise<void> | undefined;
  return {
    groupId,
    stop() {
      stopped ??= (async () => {
        stopping.abort();
        untrackCrash();
        untrackLag();
        await consumer.disconnect();
        logger.info('event subscription stopped');
      })();
      return stopped;
    },
  };
}

// On a fresh broker the group coordinator answers "loading" for a while; kafkajs retries that
// by itself, so the first join is simply awaited. Only a crash it will not restart from, or no
// join within the timeout, is an error.
function waitForJoin(consumer: Consumer, timeoutMs: number, groupId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const removers: Array<() => void> = [];
    const done = (error?: Error): void => {
      clearTimeout(timer);
      for (const remove of removers) remove();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(
      () => done(new Error(`consumer group ${groupId} did not join within ${timeoutMs} ms`)),
      timeoutMs,
    );
    removers.push(consumer.on(consumer.events.GROUP_JOIN, () => done()));
    removers.push(
      consumer.on(consumer.events.CRASH, (event) => {
        if (!event.payload.restart)
          done(new Error(`consumer group ${groupId} crashed: ${event.payload.error.message}`));
      }),
    );
  });
}
