// Step 1 of the smart-rounding migration on documents written before predicted_outcome was stored:
// the check finds them, the migration derives each outcome from the prediction's own numbers
// (displayed score, else raw goals, else probabilities), reports what it could not derive, and tells
// the catalog the new outcomes. Then POST /api/predictions/update-outcomes re-rounds stored
// predictions after a rounding change.
import { DEFAULT_ROUNDING_PARAMETERS, migrationCheckSchema, migrationResultSchema, updateOutcomesResultSchema } from '@scoreline/contracts';
import { outcomeOfScore, smartRound } from '@scoreline/engine';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import type { StoredPrediction } from '../src/domain/stored-prediction.ts';
import { eplFixtureRecords, seedPredictions } from './support/epl.ts';
import { type Harness, type Observed, startHarness } from './support/harness.ts';

let harness: Harness;
let observed: Observed;
let original: StoredPrediction[];
const bearer = () => ({ Authorization: `Bearer ${harness.adminToken}` });

setUpOnce(async () => {
  harness = await startHarness({ workers: false });
  await seedPredictions(harness.context, eplFixtureRecords().filter((r) => r.season === '2024-25' || r.season === '2025-26'));
  observed = await harness.observe(['predictions.updated']);
  // Four legacy entries in gameweek 10 of 2024-25, each missing more than the one before.
  const collection = harness.db.connection.collection<{ _id: string; predictions: Record<string, unknown>[] }>('prediction_gameweeks');
  const doc = await collection.findOne({ _id: '2024-25:10' });
  original = (doc?.predictions ?? []) as unknown as StoredPrediction[];
  const strip = (entry: Record<string, unknown>, keys: string[]) => Object.fromEntries(Object.entries(entry).filter(([k]) => !keys.includes(k)));
  const legacy = (doc?.predictions ?? []).map((entry, i) => {
    if (i === 0) return strip(entry, ['predicted_outcome']);
    if (i === 1) return strip(entry, ['predicted_outcome', 'display_home_goals', 'display_away_goals']);
    if (i === 2) return strip(entry, ['predicted_outcome', 'display_home_goals', 'display_away_goals', 'predicted_home_goals', 'predicted_away_goals']);
    if (i === 3) return { fixture_id: entry.fixture_id };
    return entry;
  });
  await collection.updateOne({ _id: '2024-25:10' }, { $set: { predictions: legacy } });
});
afterAll(async () => {
  await harness?.close();
});

describe('predicted-outcome migration', () => {
  it('GET /api/admin/check-predicted-outcomes finds the four legacy predictions', async () => {
    const body = migrationCheckSchema.parse((await request(harness.app).get('/api/admin/check-predicted-outcomes').set(bearer())).body);
    expect(body).toMatchObject({ needs_migration: true, total_predictions: 760, missing_predicted_outcome: 4, percentage_missing: 0.53 });
    expect(body.sample_predictions.map((p) => p.prediction_id)).toEqual(original.slice(0, 4).map((p) => p.fixture_id));
    expect(body.sample_predictions[0]?.probabilities).toEqual({ home: original[0]!.prob_home_win, draw: original[0]!.prob_draw, away: original[0]!.prob_away_win });
    expect(body.sample_predictions[3]?.probabilities).toEqual({ home: null, draw: null, away: null });
    expect(body.sample_predictions[3]?.home_team).toEqual(expect.any(String));
  });

  it('POST /api/admin/migrate-predicted-outcomes derives three outcomes and reports the fourth', async () => {
    const response = await request(harness.app).post('/api/admin/migrate-predicted-outcomes').set(bearer()).set('X-Request-Id', 'migrate-1');
    const body = migrationResultSchema.parse(response.body);
    expect(body).toMatchObject({ status: 'partial', found: 4, updated: 3, errors: 1, remaining: 1 });
    expect(body.error_details).toEqual([{ prediction_id: original[3]!.fixture_id, error: expect.stringMatching(/no displayed score/) }]);

    const gameweek = await harness.context.repositories.predictions.findGameweek('2024-25', 10);
    const [a, b, c] = gameweek!.predictions;
    expect(a?.predicted_outcome).toBe(outcomeOfScore(original[0]!.display_home_goals, original[0]!.display_away_goals));
    const rounded = smartRound(original[1]!.predicted_home_goals, original[1]!.predicted_away_goals, DEFAULT_ROUNDING_PARAMETERS);
    expect(b).toMatchObject({ predicted_outcome: rounded.predicted_outcome, display_home_goals: rounded.display_home_goals });
    const p = original[2]!;
    const likeliest = p.prob_home_win >= p.prob_draw && p.prob_home_win >= p.prob_away_win ? 'home_win' : p.prob_draw >= p.prob_away_win ? 'draw' : 'away_win';
    expect(c?.predicted_outcome).toBe(likeliest);

    const events = await observed.waitFor('predictions.updated', 1, (e) => e.correlation_id === 'migrate-1');
    expect(events.flatMap((e) => e.data.predictions).map((s) => s.fixture_id).sort()).toEqual(original.slice(0, 3).map((e) => e.fixture_id).sort());
  });

  it('answers failed when only underivable predictions are left, success when none are', async () => {
    const failed = migrationResultSchema.parse((await request(harness.app).post('/api/admin/migrate-predicted-outcomes').set(bearer())).body);
    expect(failed).toMatchObject({ status: 'failed', found: 1, updated: 0, errors: 1, remaining: 1 });
    // A recalculation rebuilds the broken entry from the fixtures, after which nothing is missing.
    await request(harness.app).post('/api/admin/recalculate-with-db-metrics').set(bearer()).expect(200);
    const success = migrationResultSchema.parse((await request(harness.app).post('/api/admin/migrate-predicted-outcomes').set(bearer())).body);
    expect(success).toMatchObject({ status: 'success', found: 0, updated: 0, errors: 0, remaining: 0 });
  });
});

describe('POST /api/admin/recalculate-with-db-metrics', () => {
  it('answers the recalculation result in the request', async () => {
    const response = await request(harness.app).post('/api/admin/recalculate-with-db-metrics').set(bearer());
    expect(response.body).toMatchObject({
      processed: 760,
      successful_predictions: 760,
      skipped: 0,
      updated: 0,
      unchanged: 760,
      error_count: 0,
      errors_sample: [],
      next_step: 'Nothing changed; no further step is needed',
    });
    // 2024-25 is the first season here, so its opening weeks have no history.
    expect(response.body.no_historical_data).toBeGreaterThan(0);
  });
});

describe('POST /api/predictions/update-outcomes', () => {
  it('re-rounds the stored predictions with the rounding in force, once', async () => {
    const first = updateOutcomesResultSchema.parse((await request(harness.app).post('/api/predictions/update-outcomes').set(bearer())).body);
    expect(first).toEqual({ updated: 0, total: 760, message: 'All 760 stored predictions already follow the production rounding' });
    await harness.context.repositories.settings.promoteRounding(
      { ...DEFAULT_ROUNDING_PARAMETERS, clear_advantage_adjustment: 0.9 },
      'smart',
      { kind: 'promotion', id: 'rc-bold', name: 'Bold' },
      new Date(),
    );
    const second = updateOutcomesResultSchema.parse((await request(harness.app).post('/api/predictions/update-outcomes').set(bearer())).body);
    expect(second.updated).toBeGreaterThan(0);
    const third = updateOutcomesResultSchema.parse((await request(harness.app).post('/api/predictions/update-outcomes').set(bearer())).body);
    expect(third.updated).toBe(0);
  });
});
