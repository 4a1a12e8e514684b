// POST /api/accuracy/calculate-all judges every finished fixture's stored prediction, stores the
// records and answers the totals in percent; running it again writes nothing. GET
// /api/accuracy/diagnostics answers the quality diagnostics of one season with the stored accuracy,
// and GET /api/admin/validate-smart-rounding follows the migration's state.
import { accuracyResultSchema, qualityDiagnosticsSchema, smartRoundingValidationSchema } from '@scoreline/contracts';
import { hasEvenProbabilities, outcomeOfScore } from '@scoreline/engine';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { fromRecord } from '../src/domain/fixture.ts';
import type { StoredPrediction } from '../src/domain/stored-prediction.ts';
import { eplFixtureRecords, seedPredictions } from './support/epl.ts';
import { type Harness, startHarness } from './support/harness.ts';

let harness: Harness;
const records = eplFixtureRecords();
const played = records.filter((r) => r.home_goals !== null);
let stored: Map<string, StoredPrediction>;

setUpOnce(async () => {
  harness = await startHarness({ workers: false });
  await seedPredictions(harness.context);
  stored = new Map((await harness.context.repositories.predictions.findAll()).flatMap((g) => g.predictions).map((p) => [p.fixture_id, p]));
});
afterAll(async () => {
  await harness?.close();
});

const bearer = () => ({ Authorization: `Bearer ${harness.adminToken}` });
const round2 = (x: number) => Math.round(x * 100) / 100;

describe('accuracy', () => {
  it('is not complete before accuracy was calculated', async () => {
    const response = await request(harness.app).get('/api/admin/validate-smart-rounding').set(bearer());
    const validation = smartRoundingValidationSchema.parse(response.body);
    expect(validation.migration_complete).toBe(false);
    expect(validation.summary).toEqual({
      total_predictions: 1900,
      predictions_with_outcome: 1900,
      prediction_coverage_pct: 100,
      accuracy_records: 0,
      accuracy_with_smart_rounding: 0,
      smart_rounding_pct: 0,
    });
    expect(validation.issues).toEqual(['No accuracy records are stored']);
    expect(validation.recommendations).toEqual(['Step 3: calculate accuracy (POST /api/accuracy/calculate-all)']);
  });

  it('judges every finished fixture and answers the totals in percent', async () => {
    const response = await request(harness.app).post('/api/accuracy/calculate-all').set(bearer());
    expect(response.status).toBe(200);
    const result = accuracyResultSchema.parse(response.body);
    const outcomes = played.filter((r) => stored.get(r.id)?.predicted_outcome === outcomeOfScore(r.home_goals!, r.away_goals!)).length;
    const scores = played.filter((r) => stored.get(r.id)?.display_home_goals === r.home_goals && stored.get(r.id)?.display_away_goals === r.away_goals).length;
    expect(result).toMatchObject({
      processed: 1570,
      correct_outcomes: outcomes,
      correct_scores: scores,
      outcome_accuracy: round2((100 * outcomes) / 1570),
      score_accuracy: round2((100 * scores) / 1570),
      without_prediction: 0,
      records_written: 1570,
      message: `Accuracy calculated! ${outcomes}/1570 outcomes correct (${round2((100 * outcomes) / 1570)}%)`,
    });
    // Sanity of the model on real data: better than guessing, within the reference band of
    // docs/product.md §9.
    expect(result.outcome_accuracy).toBeGreaterThan(40);
    expect(result.outcome_accuracy).toBeLessThan(60);
    const docs = await harness.db.connection.collection('accuracy_records').find({}).toArray();
    expect(docs.flatMap((d) => d.records as unknown[])).toHaveLength(1570);
  });

  it('writes nothing when run again', async () => {
    const before = await harness.db.connection.collection('accuracy_records').find({}).sort({ _id: 1 }).toArray();
    const response = await request(harness.app).post('/api/accuracy/calculate-all').set(bearer());
    expect(response.body).toMatchObject({ processed: 1570, records_written: 0 });
    expect(await harness.db.connection.collection('accuracy_records').find({}).sort({ _id: 1 }).toArray()).toEqual(before);
  });

  it('reports the migration complete once accuracy is stored', async () => {
    const response = await request(harness.app).get('/api/admin/validate-smart-rounding').set(bearer());
    expect(smartRoundingValidationSchema.parse(response.body)).toMatchObject({
      migration_complete: true,
      summary: { accuracy_records: 1570, accuracy_with_smart_rounding: 1570, smart_rounding_pct: 100 },
      issues: [],
      recommendations: [],
      error: null,
    });
  });
});

describe('GET /api/accuracy/diagnostics', () => {
  it('describes the current season by default, with the first 10 predictions and the stored accuracy', async () => {
    const response = await request(harness.app).get('/api/accuracy/diagnostics');
    const diagnostics = qualityDiagnosticsSchema.parse(response.body);
    const season = records.filter((r) => r.season === '2026-27');
    const predictions = season.map((r) => stored.get(r.id)!);
    const even = predictions.filter((p) => hasEvenProbabilities(p)).length;
    const defaults = predictions.filter((p) => p.team_metrics_default).length;
    expect(diagnostics).toMatchObject({
      season: '2026-27',
      sample_size: 380,
      issues: {
        default_predictions: defaults,
        percentage_defaults: round2((100 * defaults) / 380),
        even_probabilities: even,
        percentage_even_probs: round2((100 * even) / 380),
      },
      has_issue: false,
      accuracy: { records: 1570 },
    });
    expect(diagnostics.averages.home_goals).toBeCloseTo(predictions.reduce((s, p) => s + p.predicted_home_goals, 0) / 380, 2);
    expect(diagnostics.sample_predictions.map((p) => String(p.fixture_id))).toEqual(season.slice(0, 10).map((r) => r.id));
    expect(diagnostics.sample_predictions[0]).toEqual({
      fixture_id: Number(season[0]!.id),
      home_team: season[0]!.home_team.name,
      away_team: season[0]!.away_team.name,
      home_goals: predictions[0]!.predicted_home_goals,
      away_goals: predictions[0]!.predicted_away_goals,
      prob_home: predictions[0]!.prob_home_win,
      prob_draw: predictions[0]!.prob_draw,
      prob_away: predictions[0]!.prob_away_win,
    });
  });

  it('takes ?season as a starting year, a label or "all"; anything else is a 422', async () => {
    const year = qualityDiagnosticsSchema.parse((await request(harness.app).get('/api/accuracy/diagnostics?season=2022')).body);
    expect(year).toMatchObject({ season: '2022-23', sample_size: 380 });
    // The first weeks of the data have no history at all: those predictions are defaults.
    expect(year.issues.default_predictions).toBeGreaterThan(0);
    const label = qualityDiagnosticsSchema.parse((await request(harness.app).get('/api/accuracy/diagnostics?season=2024-25')).body);
    expect(label).toMatchObject({ season: '2024-25', sample_size: 380 });
    const all = qualityDiagnosticsSchema.parse((await request(harness.app).get('/api/accuracy/diagnostics?season=all')).body);
    expect(all).toMatchObject({ season: null, sample_size: 1900 });
    const bad = await request(harness.app).get('/api/accuracy/diagnostics?season=last');
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/query\.season/);
  });

  it('samples finished fixtures only: the numbers of an upcoming match are premium and the call needs no token', async () => {
    // The first fixture of 2026-27 goes back to "scheduled" in the read model (e.g. a result withdrawn).
    const [first, second] = records.filter((r) => r.season === '2026-27');
    await harness.context.repositories.fixtures.saveChanged([{ ...fromRecord(first!), status: 'scheduled', home_goals: null, away_goals: null }], new Date());
    try {
      const body = qualityDiagnosticsSchema.parse((await request(harness.app).get('/api/accuracy/diagnostics?season=2026')).body);
      expect(body.sample_size).toBe(380);
      expect(body.sample_predictions[0]?.fixture_id).toBe(Number(second!.id));
      expect(body.sample_predictions.map((p) => String(p.fixture_id))).not.toContain(first!.id);
    } finally {
      await harness.context.repositories.fixtures.saveChanged([fromRecord(first!)], new Date());
    }
  });
});
