// What lands on `<topic>.dlq`: the original message, untouched, plus why it could not be
// handled. Nothing is dropped silently (docs/product.md, Architecture: "Events"); an operator reads these to
// fix the cause and republish.
import { z } from 'zod';

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
