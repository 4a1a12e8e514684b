// The admin panel's batch weight test and its diagnostic, and the progressive backtest, over HTTP on
// the real store: every sandbox set plus production over 2022-2025, checked against the engine run
// directly; the 404 without sandbox sets; the backtest's validation and its stored detailed result.
import {
  batchTestDiagnosticSchema,
  batchWeightTestResponseSchema,
  DEFAULT_WEIGHTS,
  NO_SANDBOX_WEIGHT_SETS_DETAIL,
  progressiveBacktestDetailedSchema,
  progressiveBacktestResultSchema,
} from '@scoreline/contracts';
import { createEvaluationContext, fixtureFactsOf, PRODUCTION_DEFAULT_MODEL, runBatchWeightTest, runProgressiveBacktest } from '@scoreline/engine';
import { setUpOnce } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { toMatchFixtures } from '../src/domain/fixture.ts';
import { SEED_WEIGHT_SETS } from '../src/domain/seed-library.ts';
import { eplFixtureRecords, type Harness, seedFixtures, startHarness } from './support/harness.ts';

let h: Harness;
setUpOnce(async () => {
  h = await startHarness();
  await seedFixtures(h.context);
});
afterAll(async () => {
  await h?.close();
});

const context = () => createEvaluationContext(toMatchFixtures(eplFixtureRecords().map(fixtureFactsOf)));

describe('batch weight test', () => {
  it('passes the diagnostic on a filled read model and predicts a test fixture', async () => {
    const response = await request(h.app).get('/api/sandbox/batch-test-diagnostic').set('Authorization', h.auth);
    expect(response.status).toBe(200);
    const diagnostic = batchTestDiagnosticSchema.parse(response.body);
    expect(diagnostic.overall_status).toBe('PASS');
    expect(diagnostic.failed_checks_count).toBe(0);
    expect(diagnostic.total_checks).toBe(diagnostic.checks.length);
    // The library's thirteen less production's own (the promoted blend).
    expect(diagnostic.checks.find((c) => c.check === 'Sandbox weight sets')?.value).toBe(12);
    expect(diagnostic.test_fixture?.predicted_score).toMatch(/^\d+-\d+$/);
  });

  it('ranks production among the thirteen sets over 2022-2025 exactly as the engine does', async () => {
    const response = await request(h.app).post('/api/sandbox/batch-test-weights').set('Authorization', h.auth);
    expect(response.status).toBe(200);
    const body = batchWeightTestResponseSchema.parse(response.body);
    // Production on a fresh store: the library's blend, shown through most-probable rounding.
    const expected = runBatchWeightTest(context(), {
      production: { id: 'ws-dixon-coles-elo-blend', name: 'Dixon–Coles + Elo blend (production)', weights: DEFAULT_WEIGHTS, model: PRODUCTION_DEFAULT_MODEL },
      weight_sets: SEED_WEIGHT_SETS,
      seasons: [2022, 2023, 2024, 2025],
      rounding: 'most_probable',
    });
    expect(body.total_weight_sets_tested).toBe(13);
    expect(body.results.map((r) => r.weight_set_name)).toEqual(expected.results.map((r) => r.weight_set_name));
    expect(body.total_fixtures_tested).toBe(expected.total_fixtures_tested);
    expect(Object.keys(body.results[0]!.by_season).sort()).toEqual(['2022', '2023', '2024', '2025']);
    expect(body.production_performance).toEqual(expected.production_performance);
    expect(body.recommendation.action).toBe(expected.recommendation.action);
    expect(body.best_overall.accuracy).toBe(Math.max(...body.results.map((r) => r.overall.accuracy)));
  });

  it('answers 404 with the spec detail when no set is left beside production', async () => {
    for (const set of SEED_WEIGHT_SETS.filter((s) => s.id !== 'ws-dixon-coles-elo-blend')) {
      await request(h.app).delete(`/api/sandbox/weight-sets/${set.id}`).set('Authorization', h.auth).expect(200);
    }
    const response = await request(h.app).post('/api/sandbox/batch-test-weights').set('Authorization', h.auth);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: NO_SANDBOX_WEIGHT_SETS_DETAIL });
    const diagnostic = batchTestDiagnosticSchema.parse((await request(h.app).get('/api/sandbox/batch-test-diagnostic').set('Authorization', h.auth)).body);
    expect(diagnostic.overall_status).toBe('FAIL');
    expect(diagnostic.next_steps).toContain('Create weight sets in the Sandbox (/sandbox).');
  });
});

describe('progressive backtest', () => {
  it('has no detailed result before the first run (404)', async () => {
    const response = await request(h.app).get('/api/backtest/progressive/results/detailed').set('Authorization', h.auth);
    expect(response.status).toBe(404);
    expect(typeof response.body.detail).toBe('string');
  });

  it.each([
    ['a season before 2022', { start_season: 2021, start_gameweek: 1, end_season: 2025, end_gameweek: 7 }],
    ['gameweek 0', { start_season: 2024, start_gameweek: 0, end_season: 2025, end_gameweek: 7 }],
    ['a start after the end', { start_season: 2025, start_gameweek: 8, end_season: 2025, end_gameweek: 7 }],
    ['a missing field', { start_season: 2024, start_gameweek: 1, end_season: 2025 }],
  ])('refuses %s (400), writing nothing', async (_label, body) => {
    const before = await h.snapshot();
    const response = await request(h.app).post('/api/backtest/progressive').set('Authorization', h.auth).send(body);
    expect(response.status).toBe(400);
    expect(await h.snapshot()).toEqual(before);
  });

  it("runs the admin panel's range (2024 GW1 to 2025 GW7) as the engine does, and keeps the curve by gameweek", async () => {
    const range = { start_season: 2024, start_gameweek: 1, end_season: 2025, end_gameweek: 7 };
    const response = await request(h.app).post('/api/backtest/progressive').set('Authorization', h.auth).send(range);
    expect(response.status).toBe(200);
    const result = progressiveBacktestResultSchema.parse(response.body);
    const expected = runProgressiveBacktest(context(), { model: PRODUCTION_DEFAULT_MODEL, rounding: 'most_probable', range });
    expect(result).toMatchObject({ total_fixtures: expected.total_fixtures, correct_outcomes: expected.correct_outcomes, weeks_tested: expected.weeks_tested });
    expect(Object.keys(result.by_season).sort()).toEqual(['2024', '2025']);

    const detailed = progressiveBacktestDetailedSchema.parse((await request(h.app).get('/api/backtest/progressive/results/detailed').set('Authorization', h.auth)).body);
    expect(detailed.id).toBe(result.id);
    expect(detailed.by_gameweek).toHaveLength(45);
    expect(detailed.by_gameweek[0]).toMatchObject({ season: 2024, gameweek: 1 });
    expect(detailed.by_gameweek.at(-1)).toMatchObject({ season: 2025, gameweek: 7 });
    expect(detailed.by_gameweek.at(-1)?.cumulative_outcome_accuracy).toBeCloseTo(expected.outcome_accuracy, 9);
    expect(detailed.by_gameweek.reduce((sum, w) => sum + w.total, 0)).toBe(expected.total_fixtures);
  });
});
