// The catalog's admin diagnostics on the real data (the embedded snapshot, ingested at start). The
// product's five seasons only: the history seasons' ingest is first-start.snapshot.test.ts's subject.
import {
  fixtureDiagnosticsSchema,
  progressiveSampleSchema,
  seasonCompletenessSchema,
} from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';

let harness: Harness;

setUpOnce(async () => {
  harness = await startHarness({ env: { CATALOG_BOOTSTRAP: 'snapshot', CATALOG_HISTORY_SEASONS: 'none' } });
  await harness.workers!.bootstrap;
});
afterAll(() => harness?.close());

describe('GET /api/diagnostics/fixtures (bearer)', () => {
  it('reports full team-id coverage per season and the predictions read model counts', async () => {
    await harness.bus.publish('predictions.updated', {
      data: {
        season: '2026-27',
        predictions: [
          { fixture_id: '2026002008', predicted_outcome: 'home_win', has_prediction: true },
          { fixture_id: '2026004007', predicted_outcome: null, has_prediction: false },
        ],
      },
    });
    const summaries = harness.db.connection.collection('prediction_summaries');
    await waitUntil(
      async () => (await summaries.countDocuments({})) === 2,
      20_000,
      'the predictions read model',
    );

    const response = await request(harness.app)
      .get('/api/diagnostics/fixtures')
      .set('Authorization', `Bearer ${harness.adminToken}`);
    expect(response.status).toBe(200);
    const body = fixtureDiagnosticsSchema.parse(response.body);
    expect(body.summary).toEqual({
      total_fixtures: 1900,
      with_team_ids: 1900,
      percentage_with_ids: 100,
      total_predictions: 2,
      predictions_with_metrics: 1,
    });
    expect(body.diagnosis).toEqual({
      critical_issue: false,
      message: 'Healthy: 100% of fixtures have team ids.',
    });
    expect(Object.keys(body.by_season)).toEqual(['2022-23', '2023-24', '2024-25', '2025-26', '2026-27']);
    expect(body.by_season['2025-26']).toEqual({ total: 380, with_team_ids: 380, percentage: 100 });
  });
});

describe('GET /api/diagnostics/season-completeness/{season}', () => {
  it('passes a complete season (380 eligible ≥ 370)', async () => {
    const body = seasonCompletenessSchema.parse(
      (await request(harness.app).get('/api/diagnostics/season-completeness/2024')).body,
    );
    expect(body.database_summary).toEqual({
      total_fixtures: 380,
      expected_fixtures: 380,
      with_results: 380,
      without_results: 0,
      with_team_ids: 380,
      eligible_for_backtest: 380,
      gameweeks: 38,
    });
    expect(body.recommendation).toMatchObject({ ready_for_backtest: true, threshold: 370 });
  });

  it('fails the snapshot of 2025-26 (291 results) and says why', async () => {
    const body = seasonCompletenessSchema.parse(
      (await request(harness.app).get('/api/diagnostics/season-completeness/2025')).body,
    );
    expect(body.database_summary).toMatchObject({ eligible_for_backtest: 291, without_results: 89 });
    expect(body.recommendation.ready_for_backtest).toBe(false);
    expect(body.recommendation.message).toMatch(
      /only 291 eligible fixtures \(370 needed\): 89 have no result yet/,
    );
  });
});

describe('GET /api/diagnostics/progressive-sample', () => {
  it('gives the first played fixtures in kick-off order with their gameweek, and how many are available', async () => {
    const all = progressiveSampleSchema.parse(
      (await request(harness.app).get('/api/diagnostics/progressive-sample')).body,
    );
    expect(all.total_available_fixtures).toBe(380 * 3 + 291 + 40);
    expect(all.sample_fixtures).toHaveLength(10);
    expect(all.sample_fixtures[0]).toEqual({
      fixture_id: 2022009002,
      season: '2022-23',
      gameweek: 1,
      date: '2022-08-05T19:00:00.000Z',
      home_team: 'Crystal Palace FC',
      away_team: 'Arsenal FC',
      home_goals: 0,
      away_goals: 2,
    });
    const dates = all.sample_fixtures.map((f) => f.date);
    expect([...dates].sort()).toEqual(dates);

    const season = progressiveSampleSchema.parse(
      (await request(harness.app).get('/api/diagnostics/progressive-sample?season=2026&limit=3')).body,
    );
    expect(season).toMatchObject({ season: 2026, total_available_fixtures: 40 });
    expect(season.sample_fixtures.map((f) => [f.season, f.gameweek])).toEqual([
      ['2026-27', 1],
      ['2026-27', 1],
      ['2026-27', 1],
    ]);
  });
});

describe('diagnostics for a year no season can start in', () => {
  it.each([
    '/api/diagnostics/season-completeness/1800',
    '/api/diagnostics/season-completeness/0000',
    '/api/diagnostics/progressive-sample?season=9999',
    '/api/diagnostics/progressive-sample?season=1800',
  ])('answers %s with 404 {detail}, not a 500', async (path) => {
    const response = await request(harness.app).get(path);
    expect(response.status).toBe(404);
    expect(response.body.detail).toMatch(/is not available/);
  });
});
