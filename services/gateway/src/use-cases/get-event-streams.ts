// GET /api/streams: the Event Streams section's figures, all read from Kafka by the inspector
// (libs/events stream-inspector.ts), so any gateway process answers the same.
import type { EventStreamsResponse } from '@scoreline/contracts';
import type { StreamInspector } from '@scoreline/events';

export function getEventStreams(deps: { streams: Pick<StreamInspector, 'overview'> }): Promise<EventStreamsResponse> {
  return deps.streams.overview();
}
