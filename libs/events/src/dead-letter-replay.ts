// The replay of one dead letter: the original message sent again byte for byte (its key and
// headers, so the same correlation id) with a header naming the letter, and the record that it
// was replayed, in one produce request, so another gateway never replays it a second time.
import { DEAD_LETTER_REPLAY_TOPIC, type DeadLetterReplay, deadLetterTopicOf, type EventTopic } from '@scoreline/contracts';
import type { Producer } from 'kafkajs';
import type { Logger } from 'pino';
import { positionOfDeadLetterId } from './dead-letter-depth.ts';
import type { DeadLetterLog, StoredDeadLetter } from './dead-letter-log.ts';
import { HEADER_CORRELATION_ID } from './headers.ts';

/** The header a replayed message carries: which letter it was replayed from. */
export const HEADER_REPLAY_OF = 'replay-of';

export interface ReplayRequest {
  topic: EventTopic;
  id: string;
  /** The admin token's subject. */
  by: string;
  /** The HTTP request id, logged with the replay. */
  requestId?: string;
}

export async function sendReplay(
  letter: StoredDeadLetter,
  request: ReplayRequest,
  deps: { producer: Producer; log: DeadLetterLog; namespace: string; now: () => number; logger: Logger },
): Promise<DeadLetterReplay> {
  const { record } = letter;
  const replay: DeadLetterReplay = {
    topic: request.topic,
    id: request.id,
    correlation_id: record.correlation_id,
    replayed_at: new Date(deps.now()).toISOString(),
    replayed_by: request.by,
  };
  const position = positionOfDeadLetterId(request.id);
  const value = record.value === null ? null : record.value_encoding === 'base64' ? Buffer.from(record.value, 'base64') : record.value;
  await deps.producer.sendBatch({
    acks: -1,
    topicMessages: [
      {
        topic: `${deps.namespace}${request.topic}`,
        messages: [
          {
            key: record.key,
            value,
            headers: { ...record.headers, [HEADER_REPLAY_OF]: `${deadLetterTopicOf(request.topic)}/${request.id}` },
          },
        ],
      },
      {
        topic: `${deps.namespace}${DEAD_LETTER_REPLAY_TOPIC}`,
        messages: [
          {
            key: `${request.topic}/${request.id}`,
            value: JSON.stringify(replay),
            headers: record.correlation_id ? { [HEADER_CORRELATION_ID]: record.correlation_id } : {},
          },
        ],
      },
    ],
  });
  deps.log.remember(replay);
  deps.logger.info(
    {
      topic: request.topic,
      dead_letter: request.id,
      dlq_partition: position.partition,
      dlq_offset: position.offset,
      correlation_id: record.correlation_id,
      request_id: request.requestId,
      replayed_by: request.by,
      replayed_at: replay.replayed_at,
    },
    'dead letter replayed',
  );
  return replay;
}
