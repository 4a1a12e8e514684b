// What the gateway knows of the dead letters: a consumer reading every `<topic>.dlq` and the replay
// record topic from the beginning, keeping each topic's newest letters and every replay in memory.
// It commits nothing and its group id is unique to the process, so every gateway process reads
// the whole history itself (replays of any process included) and no other group is disturbed; an
// empty group with no committed offsets is removed by the broker once the process leaves.
import { randomUUID } from 'node:crypto';
import {
  DEAD_LETTER_REPLAY_TOPIC,
  type DeadLetterRecord,
  deadLetterRecordSchema,
  type DeadLetterReplay,
  deadLetterReplaySchema,
  deadLetterTopicOf,
  type EventTopic,
} from '@scoreline/contracts';
import type { Consumer, Kafka, KafkaMessage } from 'kafkajs';
import type { Logger } from 'pino';
import { deadLetterIdOf, type DeadLetterPosition, positionOfDeadLetterId } from './dead-letter-depth.ts';
import type { OffsetLookups } from './offset-lookups.ts';

/** The group id prefix of these readers; Event Streams leaves such groups out of the lag list. */
export const DEAD_LETTER_READER_GROUP_PREFIX = 'operator.dead-letter-reader.';

/** How many letters per topic a reader keeps (the newest); older ones cannot be listed or replayed from it. */
export const DEAD_LETTERS_KEPT = 500;

export interface StoredDeadLetter extends DeadLetterPosition {
  id: string;
  /** The logical topic the letter came from. */
  topic: EventTopic;
  record: DeadLetterRecord;
}

export interface DeadLetterLog {
  start(): Promise<void>;
  /** Resolves once everything the broker held when called has been read (false on timeout). */
  catchUp(lookups: Pick<OffsetLookups, 'fetchTopicOffsets'>, timeoutMs: number): Promise<boolean>;
  /** Newest first. */
  letters(topic: EventTopic): readonly StoredDeadLetter[];
  find(topic: EventTopic, id: string): StoredDeadLetter | undefined;
  replayOf(topic: EventTopic, id: string): DeadLetterReplay | undefined;
  /** The positions of a topic's replayed letters (for deadLetterDepth). */
  replayed(topic: EventTopic): DeadLetterPosition[];
  /** Records a replay this process made before the consumer reads it back. */
  remember(replay: DeadLetterReplay): void;
  stop(): Promise<void>;
}

export interface DeadLetterLogOptions {
  kafka: Kafka;
  namespace: string;
  topics: readonly EventTopic[];
  logger: Logger;
  keep?: number;
}

const replayKey = (topic: string, id: string): string => `${topic}/${id}`;

export function createDeadLetterLog(options: DeadLetterLogOptions): DeadLetterLog {
  const { kafka, namespace, logger } = options;
  const keep = options.keep ?? DEAD_LETTERS_KEPT;
  const replayTopic = `${namespace}${DEAD_LETTER_REPLAY_TOPIC}`;
  const topicByDlq = new Map(options.topics.map((topic) => [deadLetterTopicOf(`${namespace}${topic}`), topic]));
  const letters = new Map<EventTopic, StoredDeadLetter[]>();
  const replays = new Map<string, DeadLetterReplay>();
  /** Next offset to read per `topic/partition`. */
  const positions = new Map<string, number>();
  let consumer: Consumer | undefined;

  const readLetter = (topic: EventTopic, partition: number, message: KafkaMessage): void => {
    const offset = Number(message.offset);
    let record: DeadLetterRecord;
    try {
      record = deadLetterRecordSchema.parse(JSON.parse(message.value?.toString('utf8') ?? 'null'));
    } catch (error) {
      // Not written by our consumers: still counted in the depth (it is on the topic), but it
      // cannot be shown or replayed, and it must not stop the letters behind it.
      logger.warn({ topic, partition, offset, err: error }, 'unreadable dead letter skipped');
      return;
    }
    const list = letters.get(topic) ?? [];
    list.unshift({ id: deadLetterIdOf({ partition, offset }), topic, partition, offset, record });
    list.sort((a, b) => b.record.failed_at.localeCompare(a.record.failed_at) || b.offset - a.offset);
    if (list.length > keep) list.length = keep;
    letters.set(topic, list);
  };

  const readReplay = (message: KafkaMessage, partition: number): void => {
    try {
      const replay = deadLetterReplaySchema.parse(JSON.parse(message.value?.toString('utf8') ?? 'null'));
      if (!replays.has(replayKey(replay.topic, replay.id))) replays.set(replayKey(replay.topic, replay.id), replay);
    } catch (error) {
      logger.warn({ topic: replayTopic, partition, offset: message.offset, err: error }, 'unreadable replay record skipped');
    }
  };

  return {
    async start() {
      if (consumer) return;
      consumer = kafka.consumer({
        groupId: `${namespace}${DEAD_LETTER_READER_GROUP_PREFIX}${randomUUID()}`,
        allowAutoTopicCreation: false,
        maxWaitTimeInMs: 500,
      });
      await consumer.connect();
      await consumer.subscribe({ topics: [...topicByDlq.keys(), replayTopic], fromBeginning: true });
      await consumer.run({
        autoCommit: false,
        eachMessage: async ({ topic, partition, message }) => {
          if (topic === replayTopic) readReplay(message, partition);
          else {
            const logical = topicByDlq.get(topic);
            if (logical) readLetter(logical, partition, message);
          }
          positions.set(`${topic}/${partition}`, Number(message.offset) + 1);
        },
      });
    },

    async catchUp(lookups, timeoutMs) {
      const topics = [...topicByDlq.keys(), replayTopic];
      const ends = await Promise.all(topics.map(async (topic) => ({ topic, partitions: await lookups.fetchTopicOffsets(topic) })));
      const deadline = Date.now() + timeoutMs;
      const done = () =>
        ends.every(({ topic, partitions }) =>
          partitions.every((p) => Number(p.high) <= Math.max(positions.get(`${topic}/${p.partition}`) ?? 0, Number(p.low))),
        );
      while (!done()) {
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return true;
    },

    letters: (topic) => letters.get(topic) ?? [],
    find: (topic, id) => letters.get(topic)?.find((letter) => letter.id === id),
    replayOf: (topic, id) => replays.get(replayKey(topic, id)),
    replayed(topic) {
      return [...replays.values()]
        .filter((replay) => replay.topic === topic)
        .map((replay) => positionOfDeadLetterId(replay.id));
    },
    remember(replay) {
      if (!replays.has(replayKey(replay.topic, replay.id))) replays.set(replayKey(replay.topic, replay.id), replay);
    },

    async stop() {
      const running = consumer;
      consumer = undefined;
      await running?.disconnect();
    },
  };
}
