// GET /api/track-record: the precomputed summary, as stored at the last grading. Nothing is
// aggregated here. Before anything was ever computed the answer is an empty record, not an error.
import type { TrackRecordResponse } from '@scoreline/contracts';
import type { TrackRecordRepository } from '../repositories/track-record-repository.ts';

const NO_FIGURES = { matches: 0, outcome_accuracy: null, exact_score_accuracy: null, rps: null };

export const EMPTY_TRACK_RECORD: TrackRecordResponse = {
  updated_at: null,
  live_since: null,
  live_gameweeks_complete: 0,
  live: { model: NO_FIGURES, baseline: NO_FIGURES },
  backtest: { model: NO_FIGURES, baseline: NO_FIGURES },
  seasons: [],
  gameweeks: [],
  production_configuration: null,
};

export async function getTrackRecord(deps: { trackRecord: TrackRecordRepository }): Promise<TrackRecordResponse> {
  const summary = await deps.trackRecord.findSummary();
  if (!summary) return EMPTY_TRACK_RECORD;
  // A summary stored before the configuration was kept names none until the next rebuild.
  return { ...summary.response, production_configuration: summary.response.production_configuration ?? null, updated_at: summary.updated_at.toISOString() };
}

