// What fault tests read to see a consumer wait for a dependency rather than give up on its events:
// the handler retries this process's buses counted (libs/events' stream metrics), and the letters
// a topic's dead-letter topic holds on the broker (how many, and what they say).
import { randomUUID } from 'node:crypto';
import { type DeadLetterRecord, deadLetterRecordSchema, deadLetterTopicOf, type EventTopic } from '@scoreline/contracts';
import { type EventBus, eventStreamRegistry, STREAM_METRIC_NAMES } from '@scoreline/events';
import { waitUntil } from './wait.ts';

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

/**
 * The first `count` letters of the topic's `.dlq`, read from the beginning by a consumer group of
 * its own (so it takes nothing from the service's); fails after 30 s with how many were wanted.
 */
export async function readDeadLetters(bus: EventBus, topic: EventTopic, count: number): Promise<DeadLetterRecord[]> {
  const letters: DeadLetterRecord[] = [];
  const consumer = bus.kafka.consumer({ groupId: `${bus.topicName(topic)}-dlq-reader-${randomUUID()}` });
  await consumer.connect();
  try {
    await consumer.subscribe({ topics: [deadLetterTopicOf(bus.topicName(topic))], fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        letters.push(deadLetterRecordSchema.parse(JSON.parse(message.value?.toString('utf8') ?? 'null')));
      },
    });
    await waitUntil(() => letters.length >= count, 30_000, `${count} dead letter(s) on ${topic}.dlq`);
    return letters;
  } finally {
    await consumer.disconnect();
  }
}
