// POST /api/streams/{topic}/dead-letters/{id}/replay: republishes one dead letter's original event
// to its topic (same key, headers and correlation id) and records who replayed it and when, so it
// is replayed once and no longer counts in the DLQ depth.
import type { DeadLetterReplayResponse, EventTopic } from '@scoreline/contracts';
import type { StreamInspector } from '@scoreline/events';
import { AppError } from '@scoreline/service-kit';

export interface ReplayDeadLetterInput {
  topic: EventTopic;
  id: string;
  by: string;
  requestId: string;
}

export async function replayDeadLetter(streams: StreamInspector, input: ReplayDeadLetterInput): Promise<DeadLetterReplayResponse> {
  const result = await streams.replay(input);
  switch (result.outcome) {
    case 'replayed':
      return result.replay;
    case 'not_found':
      throw AppError.notFound(`No dead letter ${input.id} on ${input.topic}.dlq`);
    case 'already_replayed':
      throw AppError.conflict(
        `Dead letter ${input.id} on ${input.topic}.dlq was already replayed by ${result.replay.replayed_by} at ${result.replay.replayed_at}`,
      );
    case 'in_progress':
      throw AppError.conflict(`Dead letter ${input.id} on ${input.topic}.dlq is being replayed`);
  }
}
