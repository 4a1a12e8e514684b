// Topics are created when a bus starts, not by the broker on first use: auto-created topics get
// the broker's default partition count, and a typo in a topic name would silently make a new
// topic. Creation is idempotent, so every service creates every topic it may touch.
import type { Admin } from 'kafkajs';
import type { Logger } from 'pino';

export interface TopicSettings {
  /** Partitions of each topic (and of its dead-letter topic). */
  partitions: number;
  /** Replicas of each partition; 1 on the single local broker. */
  replicationFactor: number;
}

/** Creates the topics that do not exist yet and waits until all of them have leaders. */
export async function ensureTopics(
  admin: Admin,
  topics: readonly string[],
  settings: TopicSettings,
  logger: Logger,
): Promise<void> {
  const existing = new Set(await admin.listTopics());
  const missing = topics.filter((topic) => !existing.has(topic));
  if (missing.length > 0) {
    // false means another process created them between our list and create: fine.
    const created = await admin.createTopics({
      topics: missing.map((topic) => ({
        topic,
        numPartitions: settings.partitions,
        replicationFactor: settings.replicationFactor,
      })),
      waitForLeaders: true,
    });
    logger.info({ topics: missing, created, partitions: settings.partitions }, 'kafka topics created');
  }
  // Confirms every topic is known with leaders, including the ones another process just made.
  const metadata = await admin.fetchTopicMetadata({ topics: [...topics] });
  for (const topic of metadata.topics) {
    if (topic.partitions.length < settings.partitions) {
      // Adding partitions would move keys to other partitions and break per-key order, so an
      // existing topic is left as it is and the difference reported.
      logger.warn(
        { topic: topic.name, partitions: topic.partitions.length, wanted: settings.partitions },
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
