// How one subscription handles what it fetched: parse and validate each message, run the handler
// inside the event's correlation id with retries and backoff (a dependency that is down is waited
// for, not counted against the event), dead-letter what still fails, and commit the offset only
// after the message was handled or dead-lettered, so a crash re-delivers it rather than loses it
// (at-least-once; consumers are idempotent). consumer.ts joins the group and hands batches here.
import {
  type DeadLetterReason,
  deadLetterTopicOf,
  type EventEnvelope,
  type EventTopic,
  parseEventEnvelope,
} from '@scoreline/contracts';
import type { EachBatchPayload, KafkaMessage } from 'kafkajs';
import type { Logger } from 'pino';
import { backoffDelay, type DependencyWaitPolicy, type RetryPolicy, sleep } from './backoff.ts';
import { runWithCorrelationId } from './correlation.ts';
import { buildDeadLetterRecord, errorMessageOf } from './dead-letter-record.ts';
import { HEADER_CORRELATION_ID, headersToStrings } from './headers.ts';
import { heartbeatOf, whileBeating } from './heartbeat.ts';
import type { ConsumedEvent, ConsumedEventOf, SubscribeOptions, SubscriptionContext } from './subscription-types.ts';

/** What every step of one subscription's handling needs: its settings, names and stop signal. */
export interface SubscriptionScope<T extends EventTopic> {
  context: SubscriptionContext;
  options: SubscribeOptions<T>;
  /** The physical group id (namespaced). */
  groupId: string;
  logger: Logger;
  logicalByPhysical: ReadonlyMap<string, T>;
  policy: RetryPolicy;
  dependencyWait: DependencyWaitPolicy;
  heartbeatInterval: number;
  /** Aborted when the subscription stops. */
  signal: AbortSignal;
}

interface Delivery {
  topic: string;
  partition: number;
  message: KafkaMessage;
  heartbeat: () => Promise<void>;
}

type HandleOutcome = 'handled' | 'stopped' | { error: unknown; attempts: number };

/**
 * The kafkajs eachBatch of a subscription. eachBatch rather than eachMessage: kafkajs silently skips
 * a consumer.commitOffsets() made after stop() began, so the message in hand when a consumer stops
 * would be handled again by the next one. The batch's own commit goes straight to the group and is kept.
 */
export function eachBatchOf<T extends EventTopic>(scope: SubscriptionScope<T>): (payload: EachBatchPayload) => Promise<void> {
  return async (payload) => {
    const { batch } = payload;
    const commitThrough = async (offset: string): Promise<void> => {
      payload.resolveOffset(offset);
      await payload.commitOffsetsIfNecessary({
        topics: [{ topic: batch.topic, partitions: [{ partition: batch.partition, offset: (BigInt(offset) + 1n).toString() }] }],
      });
      await payload.heartbeat();
    };
    const { handleBatch } = scope.options;
    if (handleBatch) {
      const last = batch.messages[batch.messages.length - 1];
      if (!last || !payload.isRunning() || payload.isStale()) return;
      if ((await processBatch(scope, payload, handleBatch)) === 'stopped') return;
      await commitThrough(last.offset);
      return;
    }
    const heartbeat = heartbeatOf(payload, scope.logger);
    for (const message of batch.messages) {
      if (!payload.isRunning() || payload.isStale()) return;
      if ((await processDelivery(scope, { topic: batch.topic, partition: batch.partition, message, heartbeat })) === 'stopped') return;
      await commitThrough(message.offset);
    }
  };
}

/**
 * handleBatch's way: poison is dead-lettered first, the valid events go to handleBatch in one call,
 * what it leaves (or all, when it throws) goes through processDelivery's one-by-one path, and the
 * caller commits the batch once at its last offset. 'stopped': nothing is to be committed.
 */
async function processBatch<T extends EventTopic>(
  scope: SubscriptionScope<T>,
  payload: EachBatchPayload,
  handleBatch: NonNullable<SubscribeOptions<T>['handleBatch']>,
): Promise<'done' | 'stopped'> {
  const { batch } = payload;
  const topic = logicalTopicOf(scope, batch.topic);
  const heartbeat = heartbeatOf(payload, scope.logger);
  const valid: { delivery: Delivery; event: ConsumedEventOf<T> }[] = [];
  for (const message of batch.messages) {
    const delivery = { topic: batch.topic, partition: batch.partition, message, heartbeat };
    try {
      valid.push({ delivery, event: consumedEvent(scope, delivery, topic, parseMessage(topic, message), 1) });
    } catch (error) {
      await deadLetter(scope, delivery, 'poison', error, 0, correlationIdOfHeaders(message));
    }
  }
  let left = valid;
  if (valid.length > 0) {
    try {
      const events = valid.map((v) => v.event);
      const unhandled = new Set((await whileBeating(heartbeat, () => handleBatch(events), scope.heartbeatInterval)) ?? []);
      left = valid.filter((v) => unhandled.has(v.event));
      // What the batch handled counts like the one-by-one path's handled events.
      const handled = valid.length - left.length;
      if (handled > 0) scope.context.metrics.consumed.inc({ topic, group: scope.options.groupId, outcome: 'handled' }, handled);
    } catch (error) {
      if (scope.signal.aborted) return 'stopped';
      // A dependency that is down: the one-by-one path says so once, as it waits.
      scope.logger[scope.context.isDependencyOutage(error) ? 'debug' : 'warn'](
        { err: error, topic: batch.topic, partition: batch.partition, events: valid.length },
        `batch handler failed, handling the batch one event at a time: ${errorMessageOf(error)}`,
      );
    }
  }
  for (const { delivery } of left) {
    if (!payload.isRunning() || payload.isStale()) return 'stopped';
    if ((await processDelivery(scope, delivery)) === 'stopped') return 'stopped';
  }
  return 'done';
}

/**
 * 'done' once the message was handled or dead-lettered; 'stopped' when the subscription stopped
 * first (the message stays uncommitted and is redelivered).
 */
async function processDelivery<T extends EventTopic>(scope: SubscriptionScope<T>, delivery: Delivery): Promise<'done' | 'stopped'> {
  const topic = logicalTopicOf(scope, delivery.topic);
  let envelope: EventEnvelope<T>;
  try {
    envelope = parseMessage(topic, delivery.message);
  } catch (error) {
    // Not JSON or not a valid envelope: no retry can fix it, and it must not hold up the
    // partition, so it goes straight to the dead-letter topic.
    await deadLetter(scope, delivery, 'poison', error, 0, correlationIdOfHeaders(delivery.message));
    return 'done';
  }
  const outcome = await handleWithRetries(scope, delivery, topic, envelope);
  if (outcome === 'stopped') return 'stopped';
  if (outcome !== 'handled') {
    await deadLetter(scope, delivery, 'handler_failed', outcome.error, outcome.attempts, envelope.correlation_id);
  }
  return 'done';
}

/**
 * Runs the handler until it succeeds or the attempts run out. A failure saying a dependency is down
 * spends no attempt: the handler waits for it (dependencyWait), so a store or broker outage of a few
 * seconds or minutes delays the event instead of dead-lettering it.
 */
async function handleWithRetries<T extends EventTopic>(
  scope: SubscriptionScope<T>,
  delivery: Delivery,
  topic: T,
  envelope: EventEnvelope<T>,
): Promise<HandleOutcome> {
  const { context, policy, dependencyWait, signal } = scope;
  const labels = { topic, group: scope.options.groupId };
  let attempt = 1;
  let waits = 0;
  let waitingSince: number | undefined;
  let alarmed = false;
  for (;;) {
    const event = consumedEvent(scope, delivery, topic, envelope, attempt);
    try {
      await whileBeating(delivery.heartbeat, () => runWithCorrelationId(envelope.correlation_id, () => timedHandler(scope, event)), scope.heartbeatInterval);
      if (waitingSince !== undefined) {
        event.logger.info({ waited_ms: Date.now() - waitingSince, waits }, 'dependency back: event handled');
      }
      return 'handled';
    } catch (error) {
      if (signal.aborted) return 'stopped';
      let delay: number;
      if (context.isDependencyOutage(error)) {
        waitingSince ??= Date.now();
        const waited = Date.now() - waitingSince;
        if (waited >= dependencyWait.deadlineMs) {
          const reason = `a dependency stayed unreachable for ${Math.round(waited / 1000)} s: ${errorMessageOf(error)}`;
          return { error: new Error(reason, { cause: error }), attempts: attempt };
        }
        waits += 1;
        delay = backoffDelay(waitingPolicyOf(dependencyWait), waits);
        alarmed = logDependencyWait(event.logger, dependencyWait, { error, waits, waited, delay, alarmed });
      } else {
        if (attempt >= policy.attempts) return { error, attempts: attempt };
        delay = backoffDelay(policy, attempt);
        event.logger.warn({ err: error, attempt, retry_in_ms: delay }, `event handler failed: ${errorMessageOf(error)}`);
        attempt += 1;
      }
      context.metrics.retries.inc(labels);
      if (!(await sleep(delay, signal))) return 'stopped';
      await delivery.heartbeat();
    }
  }
}

/** The backoff of a wait for a dependency: no attempt limit (the wait's deadline ends it). */
function waitingPolicyOf(wait: DependencyWaitPolicy): RetryPolicy {
  return { attempts: Number.POSITIVE_INFINITY, initialDelayMs: wait.initialDelayMs, maxDelayMs: wait.maxDelayMs };
}

/**
 * One warning when a wait for a dependency begins and one alarm if it lasts; the retries in between
 * are debug, so an outage does not flood the error log (every consumer of every service waits).
 * Answers whether the alarm has been raised.
 */
function logDependencyWait(
  logger: Logger,
  policy: DependencyWaitPolicy,
  wait: { error: unknown; waits: number; waited: number; delay: number; alarmed: boolean },
): boolean {
  const { error, waits, waited, delay } = wait;
  if (waits === 1) {
    logger.warn({ err: error, retry_in_ms: delay }, `event handler waiting for a dependency: ${errorMessageOf(error)}`);
    return wait.alarmed;
  }
  if (!wait.alarmed && waited >= policy.alarmAfterMs) {
    logger.error(
      { err: error, waited_ms: waited, deadline_ms: policy.deadlineMs },
      `event handler still waiting for a dependency after ${Math.round(waited / 1000)} s: ${errorMessageOf(error)}`,
    );
    return true;
  }
  logger.debug({ err: error, waits, retry_in_ms: delay }, 'event handler still waiting for a dependency');
  return wait.alarmed;
}

/**
 * The handler, timed per attempt (stream-metrics.ts, labelled with the logical group and topic
 * names) and counted once it succeeds; dead letters are counted in deadLetter().
 */
async function timedHandler<T extends EventTopic>(scope: SubscriptionScope<T>, event: ConsumedEventOf<T>): Promise<void> {
  const { metrics } = scope.context;
  const labels = { topic: event.topic, group: scope.options.groupId };
  const timer = metrics.handlerDuration.startTimer(labels);
  try {
    await scope.options.handler(event);
  } catch (error) {
    timer({ outcome: 'failure' });
    throw error;
  }
  timer({ outcome: 'success' });
  metrics.consumed.inc({ ...labels, outcome: 'handled' });
}

async function deadLetter<T extends EventTopic>(
  scope: SubscriptionScope<T>,
  delivery: Delivery,
  reason: DeadLetterReason,
  error: unknown,
  attempts: number,
  correlationId: string | null,
): Promise<void> {
  const { context } = scope;
  const record = buildDeadLetterRecord({
    topic: delivery.topic,
    partition: delivery.partition,
    message: delivery.message,
    reason,
    error,
    attempts,
    groupId: scope.groupId,
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
  const topic = scope.logicalByPhysical.get(delivery.topic) ?? delivery.topic;
  context.metrics.deadLettered.inc({ topic, group: scope.options.groupId, reason });
  context.metrics.consumed.inc({ topic, group: scope.options.groupId, outcome: 'dead_lettered' });
  scope.logger.error(
    { topic: delivery.topic, partition: delivery.partition, offset: delivery.message.offset, reason, attempts, err: error },
    `event dead-lettered to ${deadLetterTopicOf(delivery.topic)}: ${record.error}`,
  );
}

function consumedEvent<T extends EventTopic>(
  scope: SubscriptionScope<T>,
  delivery: Delivery,
  topic: T,
  envelope: EventEnvelope<T>,
  attempt: number,
): ConsumedEventOf<T> {
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
    logger: scope.logger.child({ topic, partition, offset: message.offset, event_id: envelope.id, correlation_id: envelope.correlation_id }),
    heartbeat: delivery.heartbeat,
    signal: scope.signal,
  } as ConsumedEvent<T> as ConsumedEventOf<T>;
}

function parseMessage<T extends EventTopic>(topic: T, message: KafkaMessage): EventEnvelope<T> {
  if (message.value === null) throw new Error('message has no value');
  return parseEventEnvelope(topic, JSON.parse(message.value.toString('utf8')) as unknown);
}

function logicalTopicOf<T extends EventTopic>(scope: SubscriptionScope<T>, physical: string): T {
  const topic = scope.logicalByPhysical.get(physical);
  if (topic === undefined) throw new Error(`message from unsubscribed topic ${physical}`);
  return topic;
}

function correlationIdOfHeaders(message: KafkaMessage): string | null {
  return headersToStrings(message.headers)[HEADER_CORRELATION_ID] ?? null;
}
