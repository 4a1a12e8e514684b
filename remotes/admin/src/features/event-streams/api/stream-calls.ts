// The gateway's Event Streams API (bearer): the figures read from Kafka, and the replay of one dead
// letter (docs/engineering.md, "Event streams").
import type { DeadLetterReplayResponse, DeadLettersPage, EventStreamsResponse } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const getEventStreams = (token: string) =>
  apiClient.get<EventStreamsResponse>('/api/streams', { bearer: token });

export const replayDeadLetter = (token: string, topic: string, id: string) =>
  apiClient.post<DeadLetterReplayResponse>(
    `/api/streams/${encodeURIComponent(topic)}/dead-letters/${encodeURIComponent(id)}/replay`,
    undefined,
    { bearer: token },
  );

/** The page of `topic`'s dead letters after the letter `before` (newest first). */
export const getDeadLetters = (token: string, topic: string, before: string) =>
  apiClient.get<DeadLettersPage>(`/api/streams/${encodeURIComponent(topic)}/dead-letters?before=${encodeURIComponent(before)}`, { bearer: token });
