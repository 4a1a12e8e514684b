// A read model lives in this service's database and its consumer group's offsets in Kafka, so the
// two can part: a new or wiped database with a group that already committed would never be filled
// again. So when the read model is empty its group is rewound to the earliest offsets before it
// joins, and the retained history is replayed (handling is idempotent). The prediction service's
// rule; engineer "house" is making it an option of libs/events' subscribe, which replaces this.
import type { EventTopic } from '@scoreline/contracts';
import type { EventBus } from '@scoreline/events';
import type { Logger } from 'pino';

export async function rewindWhenEmpty(
  context: { bus: EventBus; logger: Logger },
  groupId: string,
  topics: readonly EventTopic[],
  isEmpty: () => Promise<boolean>,
): Promise<void> {
  if (!(await isEmpty())) return;
  const admin = context.bus.kafka.admin();
  await admin.connect();
  try {
    for (const topic of topics) {
      // The bus prefixes topics and group ids with the same namespace (tests, shared clusters).
      const physicalTopic = context.bus.topicName(topic);
      const physicalGroupId = `${physicalTopic.slice(0, physicalTopic.length - topic.length)}${groupId}`;
      // A group that never committed starts from the beginning anyway, and a reset costs the broker seconds.
      const [offsets] = await admin.fetchOffsets({ groupId: physicalGroupId, topics: [physicalTopic] });
      if (!offsets?.partitions.some((p) => Number(p.offset) >= 0)) continue;
      await admin.resetOffsets({ groupId: physicalGroupId, topic: physicalTopic, earliest: true });
      context.logger.info({ group_id: groupId, topic }, 'read model empty: replaying from the earliest offset');
    }
  } catch (error) {
    // Another replica is consuming right now (a group with members cannot be rewound); it fills the same database.
    context.logger.warn({ err: error, group_id: groupId }, 'could not rewind the read-model group; continuing from its offsets');
  } finally {
    await admin.disconnect();
  }
}
