// POST /api/streams/{topic}/dead-letters/{id}/replay: republishes one dead letter's original event
// to its topic (same key, headers and correlation id) and records who replayed it and when, so it
// is replayed once and no longer counts in the DLQ depth. With several gateway replicas, the letter
// is claimed first (replicas/dead-letter-replay-claims.ts), so two of them never send it both.
import type { DeadLetterReplayResponse, EventTopic } from '@scoreline/contracts';
import type { StreamInspector } from '@scoreline/events';
import { AppError } from '@scoreline/service-kit';
import type { ReplayClaims } from '../replicas/dead-letter-replay-claims.ts';

export interface ReplayDeadLetterInput {
  topic: EventTopic;
  id: string;
  by: string;
  requestId: string;
}

export interface ReplayDeadLetterDeps {
  streams: Pick<StreamInspector, 'replay'>;
  /** One replay of a letter at a time across the gateway's replicas; absent: this process alone replays. */
  claims?: ReplayClaims;
}

export async function replayDeadLetter(
  input: ReplayDeadLetterInput,
  deps: ReplayDeadLetterDeps,
): Promise<DeadLetterReplayResponse> {
  const claim = deps.claims ? await deps.claims.claim(input) : undefined;
  if (claim && !claim.claimed) {
    throw AppError.conflict(
      `Dead letter ${input.id} on ${input.topic}.dlq is being replayed by ${claim.by} (since ${claim.claimedAt.toISOString()})`,
    );
  }
  let result: Awaited<ReturnType<StreamInspector['replay']>>;
  try {
    result = await deps.streams.replay(input);
  } finally {
    if (claim?.claimed) await claim.release();
  }
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
