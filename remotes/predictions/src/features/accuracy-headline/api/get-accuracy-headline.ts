// GET /api/track-record/headline: the measured figure the footer strip quotes with 'High Accuracy'.
// Typed by the contract, not parsed with it (README.md, "Bundle budget").
import type { TrackRecordHeadline } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function getAccuracyHeadline(signal?: AbortSignal): Promise<TrackRecordHeadline> {
  return apiClient.get<TrackRecordHeadline>('/api/track-record/headline', { signal });
}
