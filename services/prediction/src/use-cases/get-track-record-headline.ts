// GET /api/track-record/headline: the one figure the home page quotes beside 'High Accuracy': every
// graded prediction, live and backtest together, as the site showed it, with the baseline's. Read
// from the precomputed summary, as stored at the last grading; before anything was ever computed it
// counts no match, not an error.
import type { TrackRecordHeadline } from '@scoreline/contracts';
import type { TrackRecordRepository } from '../repositories/track-record-repository.ts';

export async function getTrackRecordHeadline(deps: { trackRecord: TrackRecordRepository }): Promise<TrackRecordHeadline> {
  const summary = await deps.trackRecord.findSummary();
  const figures = summary?.headline;
  return {
    matches: figures?.model.matches ?? 0,
    outcome_accuracy: figures?.model.outcome_accuracy ?? null,
    baseline_outcome_accuracy: figures?.baseline.outcome_accuracy ?? null,
    production_configuration: summary?.response.production_configuration ?? null,
  };
}
