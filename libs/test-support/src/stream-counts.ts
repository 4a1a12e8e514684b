// What fault tests read to see a consumer wait for a dependency rather than give up on its events:
// the handler retries this process's buses counted (libs/events' stream metrics), and the letters
// a topic's dead-letter topic holds on the broker.
import { deadLetterTopicOf, type EventTopic } from '@scoreline/contracts';
import { type EventBus, eventStreamRegistry, STREAM_METRIC_NAMES } from '@scoreline/events';

/** Failed handler attempts that were retried (dependency waits included) for one consumer group in this process. */
export async function handlerRetriesOf(groupId: string): Promise<number> {
  const metric = eventStreamRegistry.getSingleMetric(STREAM_METRIC_NAMES.retries);
  if (!metric) return 0;
  const { values } = await metric.get();
  return values.filter((value) => value.labels.group === groupId).reduce((sum, value) => sum + value.value, 0);
}

/** Letters on the topic's `.dlq` now (end − start offsets over its partitions). */
export async function deadLettersOn(bus: EventBus, topic: EventTopic): Promise<number> {
  const admin = bus.kafka.admin();
  await admin.connect();
  try {
    const offsets = await admin.fetchTopicOffsets(deadLetterTopicOf(bus.topicName(topic)));
    return offsets.reduce((sum, partition) => sum + Number(partition.high) - Number(partition.low), 0);
  } finally {
    await admin.disconnect();
  }
}
