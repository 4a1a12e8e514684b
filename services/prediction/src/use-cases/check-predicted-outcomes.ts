// GET /api/admin/check-predicted-outcomes (docs/product.md §3 "Migration check"): how many stored
// predictions lack a predicted_outcome (documents from before the outcome was stored), step 1 of
// the smart-rounding migration.
import type { MigrationCheck } from '@scoreline/contracts';
import { byKickoff, type FixtureView } from '../domain/fixture.ts';
import { known, type StoredPrediction } from '../domain/stored-prediction.ts';
import { percent } from '../domain/percent.ts';
import type { Repositories } from './ports.ts';

export const SAMPLE_SIZE = 10;

export interface StoredEntry {
  season: string;
  gameweek: number;
  entry: StoredPrediction;
  fixture: FixtureView | null;
}

/** Every stored entry with its fixture (null when the read model does not know it), kick-off order. */
export async function loadStoredEntries(deps: {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
}): Promise<StoredEntry[]> {
  const [fixtures, gameweeks] = await Promise.all([deps.fixtures.findAll(), deps.predictions.findAll()]);
  const byId = new Map(fixtures.map((f) => [f.fixture_id, f]));
  const entries = gameweeks.flatMap((g) =>
    g.predictions.map((entry) => ({ season: g.season, gameweek: g.gameweek, entry, fixture: byId.get(entry.fixture_id) ?? null })),
  );
  const order = (e: StoredEntry) => e.fixture ?? { kickoff: '9999-12-31T00:00:00Z', fixture_id: e.entry.fixture_id };
  return entries.sort((a, b) => byKickoff(order(a), order(b)));
}

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
