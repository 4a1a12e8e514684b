// Contract-valid payloads for the admin panel's tests, parsed through the contract schemas so a test
// can never feed the panel something the server is not allowed to send. The Event Streams section.
import { type EventStreamsResponse } from '@scoreline/contracts';

/** GET /api/streams: two topics, one with a dead letter not replayed yet, one consumer group behind by 2. */
export const anEventStreams = (): EventStreamsResponse => ({
  generated_at: '2026-11-24T19:00:00.000Z',
  window_seconds: 60,
  dlq_depth_total: 1,
  topics: [
    {
      topic: 'payment.completed',
      partitions: 3,
      throughput_last_minute: 7,
      throughput_series: [
        { seconds_ago: 60, events: 0 },
        { seconds_ago: 50, events: 1 },
        { seconds_ago: 40, events: 0 },
        { seconds_ago: 30, events: 4 },
        { seconds_ago: 20, events: 2 },
        { seconds_ago: 10, events: 0 },
      ],
      dlq_depth: 1,
      dead_letters: [
        {
          id: '1-0',
          topic: 'payment.completed',
          reason: 'handler_failed',
          error: 'no purchase recorded for this token hash',
          attempts: 5,
          group: 'prediction.access',
          correlation_id: 'req-7f3a',
          failed_at: '2026-11-24T18:59:30.000Z',
          payload_excerpt: '{"token_hash":"cccc","season":"2025-26","gameweek":12}',
          replay: null,
        },
      ],
    },
    {
      topic: 'weights.promoted',
      partitions: 3,
      throughput_last_minute: 0,
      throughput_series: [60, 50, 40, 30, 20, 10].map((seconds_ago) => ({ seconds_ago, events: 0 })),
      dlq_depth: 0,
      dead_letters: [],
    },
  ],
  groups: [
    {
      group: 'prediction.access',
      lag: 2,
      partitions: [
        { topic: 'payment.completed', partition: 0, committed: 3, end: 5, lag: 2 },
        { topic: 'payment.completed', partition: 1, committed: null, end: 0, lag: 0 },
      ],
    },
  ],
});
