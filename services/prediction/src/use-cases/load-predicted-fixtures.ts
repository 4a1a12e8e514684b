// The read model's fixtures joined with their stored predictions, in kick-off order: what the
// accuracy, the diagnostics and the migrations read. ~1,900 fixtures and ~190 prediction documents
// are read whole; statistics are computed here rather than in the store (FerretDB v1 has no usable $group).
import { byKickoff, type FixtureView } from '../domain/fixture.ts';
import type { StoredPrediction } from '../domain/stored-prediction.ts';
import type { Repositories } from './ports.ts';

export interface PredictedFixture {
  fixture: FixtureView;
  prediction: StoredPrediction | null;
}

export async function loadPredictedFixtures(deps: {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
}): Promise<PredictedFixture[]> {
  const [fixtures, gameweeks] = await Promise.all([deps.fixtures.findAll(), deps.predictions.findAll()]);
  const byId = new Map<string, StoredPrediction>();
  for (const g of gameweeks) for (const entry of g.predictions) byId.set(entry.fixture_id, entry);
  return fixtures.sort(byKickoff).map((fixture) => ({ fixture, prediction: byId.get(fixture.fixture_id) ?? null }));
}
