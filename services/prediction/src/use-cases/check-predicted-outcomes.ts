// GET /api/admin/check-predicted-outcomes (docs/product.md §3 "Migration check"): how many stored
// predictions lack a predicted_outcome (documents from before the outcome was stored), step 1 of
// the smart-rounding migration.
import type { MigrationCheck } from '@scoreline/contracts';
import { known } from '../domain/stored-prediction.ts';
import { percent } from '../domain/percent.ts';
import { SAMPLE_SIZE } from '../domain/sample-size.ts';
import { loadStoredEntries } from './load-stored-entries.ts';
import type { Repositories } from './ports.ts';

export async function checkPredictedOutcomes(deps: {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
}): Promise<MigrationCheck> {
  const entries = await loadStoredEntries(deps);
  const missing = entries.filter((e) => e.entry.predicted_outcome === null);
  return {
    needs_migration: missing.length > 0,
    total_predictions: entries.length,
    missing_predicted_outcome: missing.length,
    percentage_missing: percent(missing.length, entries.length),
    sample_predictions: missing.slice(0, SAMPLE_SIZE).map(({ entry, fixture }) => ({
      prediction_id: entry.fixture_id,
      fixture_id: Number(entry.fixture_id),
      home_team: fixture?.home_team ?? null,
      away_team: fixture?.away_team ?? null,
      probabilities: { home: known(entry.prob_home_win), draw: known(entry.prob_draw), away: known(entry.prob_away_win) },
    })),
  };
}
