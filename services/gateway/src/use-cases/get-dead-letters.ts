// GET /api/streams/{topic}/dead-letters: one page of a topic's dead letters, newest first, so the
// Event Streams section can show every letter the gateway keeps, not only the newest few.
import type { DeadLettersPage, EventTopic } from '@scoreline/contracts';
import type { StreamInspector } from '@scoreline/events';
import { AppError } from '@scoreline/service-kit';

/** Letters a page lists when the request names no limit. */
export const DEFAULT_DEAD_LETTERS_PAGE = 20;

export async function getDeadLetters(
  input: { topic: EventTopic; before?: string; limit?: number },
  deps: { streams: Pick<StreamInspector, 'deadLetters'> },
): Promise<DeadLettersPage> {
  const page = await deps.streams.deadLetters(input.topic, { before: input.before, limit: input.limit ?? DEFAULT_DEAD_LETTERS_PAGE });
  if (!page) throw AppError.notFound(`No dead letter ${input.before ?? ''} is kept for ${input.topic}; start from the newest (no before)`);
  return page;
}
