// The admin panel's Event Streams section (for operators) and the gateway API behind it:
// GET /api/streams and POST /api/streams/{topic}/dead-letters/{id}/replay (bearer). Every figure
// is read from Kafka (topic and group offsets, the `<topic>.dlq` topics and the replay record), so
// it is the same whichever process answers (docs/engineering.md, "Event streams").
import { z } from '../zod.ts';
import { deadLetterIdSchema, deadLetterReasonSchema, deadLetterReplaySchema } from '../events/dead-letter.ts';

/** Throughput is counted over the last minute, in buckets of this many seconds for the chart. */
export const STREAM_WINDOW_SECONDS = 60;
export const STREAM_BUCKET_SECONDS = 10;
export { DEAD_LETTERS_LISTED } from '../constants.ts';
/** The most dead letters one page of GET /api/streams/{topic}/dead-letters lists. */
export const DEAD_LETTERS_PAGE_MAX = 50;
/** The payload excerpt's length in characters. */
export const PAYLOAD_EXCERPT_CHARS = 240;

const count = z.int().min(0);

export const deadLetterSummarySchema = z.object({
  id: deadLetterIdSchema,
  /** The logical topic it was dead-lettered from. */
  topic: z.string().min(1),
  reason: deadLetterReasonSchema,
  error: z.string(),
  attempts: count,
  /** The logical consumer group that gave up on it. */
  group: z.string(),
  correlation_id: z.string().nullable(),
  failed_at: z.iso.datetime({ offset: true }),
  /** The start of the original message (text, or base64 when it was not UTF-8). */
  payload_excerpt: z.string(),
  replay: deadLetterReplaySchema.pick({ replayed_at: true, replayed_by: true }).nullable(),
});
export type DeadLetterSummary = z.infer<typeof deadLetterSummarySchema>;

export const streamTopicSchema = z.object({
  topic: z.string().min(1),
  partitions: z.int().min(1),
  /** Events appended in the last STREAM_WINDOW_SECONDS. */
  throughput_last_minute: count,
  /** The same minute in buckets of STREAM_BUCKET_SECONDS, oldest first. */
  throughput_series: z.array(z.object({ seconds_ago: count, events: count })),
  /** Letters on `<topic>.dlq` not replayed yet (the same figure as scoreline_dead_letter_depth). */
  dlq_depth: count,
  /** The newest dead letters, newest first (replayed ones too, marked). */
  dead_letters: z.array(deadLetterSummarySchema),
});
export type StreamTopic = z.infer<typeof streamTopicSchema>;

export const groupPartitionLagSchema = z.object({
  topic: z.string().min(1),
  partition: count,
  /** The group's committed offset; null when it has committed nothing on this partition yet. */
  committed: count.nullable(),
  end: count,
  lag: count,
});

export const consumerGroupLagSchema = z.object({
  /** The logical group id (without the instance's namespace). */
  group: z.string().min(1),
  lag: count,
  partitions: z.array(groupPartitionLagSchema),
});
export type ConsumerGroupLag = z.infer<typeof consumerGroupLagSchema>;

export const eventStreamsResponseSchema = z.object({
  generated_at: z.iso.datetime({ offset: true }),
  window_seconds: z.int().positive(),
  topics: z.array(streamTopicSchema),
  groups: z.array(consumerGroupLagSchema),
  dlq_depth_total: count,
});
export type EventStreamsResponse = z.infer<typeof eventStreamsResponseSchema>;

/**
 * GET /api/streams/{topic}/dead-letters?before=&limit= (bearer): the topic's dead letters, newest
 * first, a page at a time, through every letter the gateway keeps (its newest 500 per topic), so
 * none is replayable only by guessing its id.
 */
export const deadLettersPageSchema = z.object({
  topic: z.string().min(1),
  dead_letters: z.array(deadLetterSummarySchema),
  /** `before` for the next page (the last letter of this one); null on the last page. */
  next_before: deadLetterIdSchema.nullable(),
  /** The letters kept for the topic, all pages together. */
  total: count,
});
export type DeadLettersPage = z.infer<typeof deadLettersPageSchema>;

export const deadLetterReplayResponseSchema = deadLetterReplaySchema;
export type DeadLetterReplayResponse = z.infer<typeof deadLetterReplayResponseSchema>;
