// subscribe's rewindWhenEmpty (consumer.ts): a read model kept in a service's own database that
// finds itself empty (a new or wiped database) has its group's committed offsets moved back to the
// earliest, so the retained history is replayed into it.
import type { Kafka } from 'kafkajs';
import type { Logger } from 'pino';

// Rewinds the group to the earliest offset of each topic it has committed on. A group that never
// committed starts from the beginning anyway (fromBeginning), and a reset costs the broker
// seconds, so only committed offsets are rewound.
export async function rewindGroup(
  kafka: Kafka,
  groupId: string,
  topics: readonly string[],
  logger: Logger,
): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const rewound: string[] = [];
    for (const topic of topics) {
      const [offsets] = await admin.fetchOffsets({ groupId, topics: [topic] });
      if (!offsets?.partitions.some((partition) => Number(partition.offset) >= 0)) continue;
      await admin.resetOffsets({ groupId, topic, earliest: true });
      rewound.push(topic);
    }
    if (rewound.length > 0)
      logger.info({ topics: rewound }, 'read model empty: replaying from the earliest offset');
  } catch (error) {
    // Another replica is consuming right now (a group with members cannot be rewound); it fills
    // the same database, so there is nothing to repair.
    logger.warn({ err: error }, 'could not rewind the read-model group; continuing from its offsets');
  } finally {
    await admin.disconnect();
  }
}
