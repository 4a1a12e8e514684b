// Topics are created when a bus starts, not by the broker on first use: auto-created topics get
// the broker's default partition count, and a typo in a topic name would silently make a new
// topic. Creation is idempotent, so every service creates every topic it may touch.
//
// Right after topics are created, a busy broker (many topics created at once, several processes
// starting together) can still answer their metadata with UNKNOWN_TOPIC_OR_PARTITION or
// LEADER_NOT_AVAILABLE, errors Kafka marks retriable. So the whole list → create → verify
// sequence, which is idempotent, is retried on retriable errors with backoff, a bounded number of
// times. An unreachable broker or a refusal fails at once.
import type { Admin } from 'kafkajs';
import type { Logger } from 'pino';
import { backoffDelay, type RetryPolicy } from './backoff.ts';
import { isBrokerUnreachableError } from './errors.ts';

export interface TopicSettings {
  /** Partitions of each topic (and of its dead-letter topic). */
  partitions: number;
  /** A topic's own partition count where it needs more than `partitions` (the topic registry's). */
  partitionsOf?: (topic: string) => number | undefined;
  /**
   * Replicas of each partition; undefined asks the cluster for its own `default.replication.factor`
   * (1 on the single local broker, 3 on deploy/'s three-broker cluster, which also sets
   * `min.insync.replicas` 2), so the same code creates topics right for either.
   */
  replicationFactor?: number | undefined;
}

/** The admin calls topic creation makes (a kafkajs Admin, or a fake in tests). */
export type TopicAdmin = Pick<Admin, 'listTopics' | 'createTopics' | 'fetchTopicMetadata'>;

/** Attempts in all, and waits between them: at most about 6 s of waiting before giving up. */
export const TOPIC_RETRY_POLICY: RetryPolicy = { attempts: 6, initialDelayMs: 200, maxDelayMs: 3000 };

export interface EnsureTopicsOptions {
  retry?: RetryPolicy;
  /** How a wait is made (tests record it instead). */
  wait?: (ms: number) => Promise<void>;
}

/**
 * True for an error kafkajs marks retriable (a protocol error such as UNKNOWN_TOPIC_OR_PARTITION,
 * a timeout), except one that means no broker can be reached: that is reported at once.
 * kafkajs wraps errors it already retried itself in a non-retriable one, which is not retried again.
 */
export function isRetriableKafkaError(error: unknown): boolean {
  return (
    error instanceof Error && (error as { retriable?: unknown }).retriable === true && !isBrokerUnreachableError(error)
  );
}

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates the topics that do not exist yet and waits until all of them have leaders. */
export async function ensureTopics(
  admin: TopicAdmin,
  topics: readonly string[],
  settings: TopicSettings,
  logger: Logger,
  options: EnsureTopicsOptions = {},
): Promise<void> {
  const policy = options.retry ?? TOPIC_RETRY_POLICY;
  const wait = options.wait ?? delay;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await ensureTopicsOnce(admin, topics, settings, logger);
      return;
    } catch (error) {
      if (attempt >= policy.attempts || !isRetriableKafkaError(error)) throw error;
      const waitMs = backoffDelay(policy, attempt);
      logger.info(
        { attempt, wait_ms: waitMs, error: (error as { type?: string }).type ?? (error as Error).message },
        'kafka topics not ready yet; retrying',
      );
      await wait(waitMs);
    }
  }
}

async function ensureTopicsOnce(
  admin: TopicAdmin,
  topics: readonly string[],
  settings: TopicSettings,
  logger: Logger,
): Promise<void> {
  const wanted = (topic: string) => Math.max(settings.partitions, settings.partitionsOf?.(topic) ?? 0);
  const existing = new Set(await admin.listTopics());
  const missing = topics.filter((topic) => !existing.has(topic));
  if (missing.length > 0) {
    // false means another process created them between our list and create: fine.
    const created = await admin.createTopics({
      topics: missing.map((topic) => ({
        topic,
        numPartitions: wanted(topic),
        ...(settings.replicationFactor === undefined ? {} : { replicationFactor: settings.replicationFactor }),
      })),
      waitForLeaders: true,
    });
    logger.info({ topics: missing, created, partitions: settings.partitions }, 'kafka topics created');
  }
  // Confirms every topic is known with leaders, including the ones another process just made.
  const metadata = await admin.fetchTopicMetadata({ topics: [...topics] });
  for (const topic of metadata.topics) {
    if (topic.partitions.length < wanted(topic.name)) {
      // Adding partitions would move keys to other partitions and break per-key order, so an
      // existing topic is left as it is and the difference reported.
      logger.warn(
        { topic: topic.name, partitions: topic.partitions.length, wanted: wanted(topic.name) },
        'kafka topic has fewer partitions than configured',
      );
    }
  }
}

/** Deletes topics that exist (tests clean up after themselves); unknown names are ignored. */
export async function deleteTopics(admin: Admin, topics: readonly string[]): Promise<void> {
  const existing = new Set(await admin.listTopics());
  const present = topics.filter((topic) => existing.has(topic));
  if (present.length > 0) await admin.deleteTopics({ topics: present });
}
