// One consumer group subscription: joins the group with the subscriber's handler behind
// delivery.ts's handling (retries, dependency waits, dead letters, commits after handling), starts
// the consumer again when kafkajs will not, and leaves the group on stop.
import type { EventTopic } from '@scoreline/contracts';
import type { Consumer } from 'kafkajs';
import { backoffDelay, DEFAULT_DEPENDENCY_WAIT, DEFAULT_RETRY_POLICY, type RetryPolicy, sleep } from './backoff.ts';
import { eachBatchOf, type SubscriptionScope } from './delivery.ts';
import { DEFAULT_SESSION_TIMEOUT_MS, heartbeatIntervalFor } from './heartbeat.ts';
import { rewindGroup } from './rewind-group.ts';
import type { EventSubscription, SubscribeOptions, SubscriptionContext } from './subscription-types.ts';

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

/** Waits before starting a consumer again that kafkajs will not restart (1 s, then up to 10 s). */
export const CRASH_RESTART_POLICY: RetryPolicy = { attempts: Number.POSITIVE_INFINITY, initialDelayMs: 1000, maxDelayMs: 10_000 };

export async function startSubscription<T extends EventTopic>(
  context: SubscriptionContext,
  options: SubscribeOptions<T>,
): Promise<EventSubscription> {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  if (!Number.isInteger(policy.attempts) || policy.attempts < 1) {
    throw new Error(`retry.attempts must be a positive integer, got ${policy.attempts}`);
  }
  const groupId = context.physicalGroupId(options.groupId);
  const logicalByPhysical = new Map<string, T>(options.topics.map((topic) => [context.physicalTopic(topic), topic]));
  const logger = context.logger.child({ group_id: groupId });
  const stopping = new AbortController();

  if (options.rewindWhenEmpty && (await options.rewindWhenEmpty())) {
    await rewindGroup(context.kafka, groupId, [...logicalByPhysical.keys()], logger);
  }

  const sessionTimeout = options.sessionTimeoutMs ?? DEFAULT_SESSION_TIMEOUT_MS;
  const scope: SubscriptionScope<T> = {
    context,
    options,
    groupId,
    logger,
    logicalByPhysical,
    policy,
    dependencyWait: { ...DEFAULT_DEPENDENCY_WAIT, ...options.dependencyWait },
    heartbeatInterval: heartbeatIntervalFor(sessionTimeout),
    signal: stopping.signal,
  };
  const consumer: Consumer = context.consumerKafka.consumer({
    groupId,
    allowAutoTopicCreation: false,
    sessionTimeout,
    heartbeatInterval: scope.heartbeatInterval,
    retry: CONSUMER_RETRY,
    maxWaitTimeInMs: options.maxWaitTimeMs ?? 1000,
  });
  const eachBatch = eachBatchOf(scope);

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
  const untrackLag = context.metrics.trackLag({
    physicalGroupId: groupId,
    physicalTopics: [...logicalByPhysical.keys()],
    groupId: options.groupId,
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
