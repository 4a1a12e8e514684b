// Every stored prediction entry with its fixture, in kick-off order: what the smart-rounding
// migration's check, backfill and validation read.
import { byKickoff, type FixtureView } from '../domain/fixture.ts';
import type { StoredPrediction } from '../domain/stored-prediction.ts';
import type { Repositories } from './ports.ts';

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
