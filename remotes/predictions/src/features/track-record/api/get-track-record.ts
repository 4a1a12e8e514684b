// GET /api/track-record and GET /api/track-record/gameweek/{season}/{gameweek} (public, no token).
// Typed by the contracts, not parsed with them (README.md, "Bundle budget").
import type { TrackRecordGameweekResponse, TrackRecordResponse } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function getTrackRecord(signal?: AbortSignal): Promise<TrackRecordResponse> {
  return apiClient.get<TrackRecordResponse>('/api/track-record', { signal });
}

export function getTrackRecordGameweek(season: string, gameweek: number, signal?: AbortSignal): Promise<TrackRecordGameweekResponse> {
  return apiClient.get<TrackRecordGameweekResponse>(
    `/api/track-record/gameweek/${encodeURIComponent(season)}/${gameweek}`,
    { signal },
  );
}
