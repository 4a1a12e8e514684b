// The diagnostics of the admin panel on the real data: the prediction sample (with the stale
// check), the production accuracy breakdown, the sandbox comparison with its built-in weight sets,
// and the current gameweek preview; each parsed with its contract schema.
import {
  API,
  errorStatusesOf,
  gameweekPreviewSchema,
  migrationCheckSchema,
  predictionSampleSchema,
  productionAccuracyBreakdownSchema,
  sandboxComparisonSchema,
} from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '@scoreline/service-kit';
import { setUpOnce } from '@scoreline/test-support';
import { eplFixtureRecords, seedPredictions } from './support/epl.ts';
import { type Harness, startHarness } from './support/harness.ts';

let harness: Harness;
const records = eplFixtureRecords();
const bearer = () => ({ Authorization: `Bearer ${harness.adminToken}` });

setUpOnce(async () => {
  // Between gameweeks 5 (the data's last results) and 6 of 2026-27: the admin preview's gameweek is 6.
  harness = await startHarness({ workers: false, clock: manualClock('2026-10-01T12:00:00Z') });
  await seedPredictions(harness.context);
});
afterAll(async () => {
  await harness?.close();
});

describe('GET /api/diagnostics/prediction-sample', () => {
  it('samples the latest finished fixture by default, with real metrics and nothing stale', async () => {
    const body = predictionSampleSchema.parse((await request(harness.app).get('/api/diagnostics/prediction-sample')).body);
    const finished = records.filter((r) => r.home_goals !== null);
    const latest = finished.sort((a, b) => Date.parse(a.kickoff) - Date.parse(b.kickoff) || Number(a.id) - Number(b.id)).at(-1)!;
    expect(body.fixture).toMatchObject({ fixture_id: Number(latest.id), season: '2026-27', home_goals: latest.home_goals });
    expect(Object.keys(body.metrics ?? {}).sort()).toEqual(['A1', 'A2', 'H1', 'H2', 'H3', 'H3_away', 'H4', 'H4_away']);
    expect(body.analysis).toMatchObject({ all_metrics_default: false, team_metrics_default: false, stale: false });
    expect(body.prediction?.display_home_goals).toEqual(expect.any(Number));
  });

  it('refuses a fixture still to be played: its prediction is premium and the call needs no token', async () => {
    const upcoming = records.find((r) => r.home_goals === null)!;
    const response = await request(harness.app).get(`/api/diagnostics/prediction-sample?fixture_id=${upcoming.id}`);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ detail: expect.stringMatching(/has not been played yet/) });
    // The OpenAPI document (generated from the registry) declares this answer.
    expect(errorStatusesOf(API.predictionSample)).toHaveProperty('403');
  });

  it('shows the very first fixture of the data falling back to defaults', async () => {
    const first = records[0]!;
    const body = predictionSampleSchema.parse((await request(harness.app).get(`/api/diagnostics/prediction-sample?fixture_id=${first.id}`)).body);
    expect(body.analysis).toMatchObject({ all_metrics_default: true, team_metrics_default: true, stale: false });
    expect(body.analysis.defaulted_metrics).toHaveLength(8);
    expect(body.analysis.issue).toMatch(/fell back/);
  });

  it('calls a stored prediction that no longer matches the settings stale', async () => {
    const fixture = records.find((r) => r.season === '2025-26' && r.gameweek === 20)!;
    await harness.context.repositories.settings.setWeight('H2', 0.6, new Date());
    try {
      const body = predictionSampleSchema.parse((await request(harness.app).get(`/api/diagnostics/prediction-sample?fixture_id=${fixture.id}`)).body);
      expect(body.analysis.stale).toBe(true);
      expect(body.analysis.issue).toMatch(/recalculate/);
    } finally {
      await harness.context.repositories.settings.setWeight('H2', 0.2, new Date());
    }
  });

  it('answers 400 for a non-numeric fixture_id and 404 for an unknown one', async () => {
    expect((await request(harness.app).get('/api/diagnostics/prediction-sample?fixture_id=abc')).status).toBe(400);
    const unknown = await request(harness.app).get('/api/diagnostics/prediction-sample?fixture_id=42');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Fixture 42 not found' });
  });
});

describe('GET /api/diagnostics/production-accuracy-breakdown', () => {
  it('breaks the stored predictions of finished fixtures down by season and gameweek band', async () => {
    const body = productionAccuracyBreakdownSchema.parse((await request(harness.app).get('/api/diagnostics/production-accuracy-breakdown')).body);
    expect(body.overall.total).toBe(1570);
    expect(body.coverage).toEqual({ played_fixtures: 1570, with_prediction: 1570 });
    expect(Object.keys(body.by_season)).toEqual(['2022-23', '2023-24', '2024-25', '2025-26', '2026-27']);
    expect(body.by_season['2026-27']?.total).toBe(50);
    const bands = Object.values(body.by_gameweek_range);
    expect(bands.reduce((s, b) => s + b.total, 0)).toBe(1570);
    expect(bands.reduce((s, b) => s + b.correct_outcomes, 0)).toBe(body.overall.correct_outcomes);
    expect(body.overall.rps).toBeGreaterThan(0);
    expect(body.overall.rps).toBeLessThan(0.24);
    expect(body.diagnosis.length).toBeGreaterThan(0);
  });
});

describe('GET /api/diagnostics/compare-sandbox-production/{name}', () => {
  it('finds the stored predictions identical to the production weights evaluated afresh', async () => {
    const body = sandboxComparisonSchema.parse((await request(harness.app).get('/api/diagnostics/compare-sandbox-production/production')).body);
    expect(body.sandbox.total_fixtures).toBe(1570);
    expect(body.difference).toEqual({ outcome_accuracy: 0, score_accuracy: 0 });
    expect(body.analysis).toMatchObject({ is_significant: false, sandbox_only_correct: 0, production_only_correct: 0 });
    expect(body.analysis.likely_cause).toMatch(/^Same weights and the same results/);
  });

  it('tells stale stored predictions from a different weight set', async () => {
    await harness.context.repositories.settings.setWeight('H4', 1, new Date());
    try {
      // Production weights changed but not recalculated: same weights, different results → stale.
      const stale = sandboxComparisonSchema.parse((await request(harness.app).get('/api/diagnostics/compare-sandbox-production/production')).body);
      expect(stale.analysis.likely_cause).toMatch(/stale/);
      // The defaults differ from production now (H4 0.1 → 1) and are what the stored predictions used.
      const defaults = sandboxComparisonSchema.parse((await request(harness.app).get('/api/diagnostics/compare-sandbox-production/Default')).body);
      expect(defaults.weight_set).toBe('default');
      expect(defaults.difference).toEqual({ outcome_accuracy: 0, score_accuracy: 0 });
      expect(defaults.analysis.likely_cause).toMatch(/H4 1 → 0\.1/);
    } finally {
      await harness.context.repositories.settings.setWeight('H4', 0.1, new Date());
    }
  });

  it('answers 404 for a weight set it does not know', async () => {
    const response = await request(harness.app).get('/api/diagnostics/compare-sandbox-production/My%20experiment');
    expect(response.status).toBe(404);
    expect(response.body.detail).toMatch(/^Unknown weight set "My experiment"/);
  });
});

describe('admin previews', () => {
  it('GET /api/admin/preview-current-gameweek shows every field of the current gameweek', async () => {
    const body = gameweekPreviewSchema.parse((await request(harness.app).get('/api/admin/preview-current-gameweek').set(bearer())).body);
    expect(body).toMatchObject({ current_gameweek: 6, season: '2026-27' });
    expect(body.fixtures.map((f) => String(f.fixture_id))).toEqual(records.filter((r) => r.season === '2026-27' && r.gameweek === 6).map((r) => r.id));
    for (const fixture of body.fixtures) {
      expect(fixture.has_prediction).toBe(true);
      expect(fixture.display_home_goals).toEqual(expect.any(Number));
      expect(fixture.prob_home_win! + fixture.prob_draw! + fixture.prob_away_win!).toBeCloseTo(1, 4);
    }
  });

  it('GET /api/admin/check-predicted-outcomes finds nothing to migrate in fresh predictions', async () => {
    const body = migrationCheckSchema.parse((await request(harness.app).get('/api/admin/check-predicted-outcomes').set(bearer())).body);
    expect(body).toEqual({ needs_migration: false, total_predictions: 1900, missing_predicted_outcome: 0, percentage_missing: 0, sample_predictions: [] });
  });
});
