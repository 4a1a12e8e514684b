// What lands on `<topic>.dlq`: the original message, untouched, plus why it could not be
// handled. Nothing is dropped silently (docs/product.md, Architecture: "Events"); an operator reads these to
// fix the cause and republish.
import { z } from '../zod.ts';

export const DEAD_LETTER_SUFFIX = '.dlq';

/** The dead-letter topic of a topic: `<topic>.dlq`. */
export function deadLetterTopicOf(topic: string): string {
  return `${topic}${DEAD_LETTER_SUFFIX}`;
}

export const deadLetterReasonSchema = z.enum([
  // Not JSON or not a valid envelope of the topic: retrying cannot help, so it is not retried.
  'poison',
  // The handler kept failing on a valid event until the retries ran out.
  'handler_failed',
]);
export type DeadLetterReason = z.infer<typeof deadLetterReasonSchema>;

export const deadLetterRecordSchema = z.object({
  original_topic: z.string().min(1),
  partition: z.int().min(0),
  offset: z.string().regex(/^\d+$/),
  key: z.string().nullable(),
  // The original bytes: as text when they are valid UTF-8, else base64.
  value: z.string().nullable(),
  value_encoding: z.enum(['utf8', 'base64']),
  headers: z.record(z.string(), z.string()),
  reason: deadLetterReasonSchema,
  error: z.string(),
  // Handler attempts made; 0 for a poison message, which never reaches the handler.
  attempts: z.int().min(0),
  group_id: z.string().min(1),
  correlation_id: z.string().nullable(),
  failed_at: z.iso.datetime({ offset: true }),
});
export type DeadLetterRecord = z.infer<typeof deadLetterRecordSchema>;

// Replays of dead letters, for operators: the gateway's Event Streams API republishes a
// dead letter's original message to its topic and records that here, on a topic of its own, so the
// record lives in Kafka beside the letters it describes: every gateway process (one per mode, or
// a restarted one) rebuilds "which letters were replayed" by reading it, and the DLQ depth counts
// only the letters not replayed yet (docs/engineering.md, "Event streams").
export const DEAD_LETTER_REPLAY_TOPIC = 'operator.dead-letter-replays';

/** A letter's place: the `<topic>.dlq` partition and offset, written `<partition>-<offset>` in URLs. */
export const deadLetterIdSchema = z
  .string()
  .regex(/^(0|[1-9]\d{0,4})-(0|[1-9]\d{0,18})$/, 'dead letter id must look like <partition>-<offset>, e.g. 0-12');
export type DeadLetterId = z.infer<typeof deadLetterIdSchema>;

export const deadLetterReplaySchema = z.object({
  /** The logical topic the letter was dead-lettered from and is republished to. */
  topic: z.string().min(1),
  id: deadLetterIdSchema,
  correlation_id: z.string().nullable(),
  replayed_at: z.iso.datetime({ offset: true }),
  /** The admin token's subject. */
  replayed_by: z.string().min(1),
});
export type DeadLetterReplay = z.infer<typeof deadLetterReplaySchema>;
