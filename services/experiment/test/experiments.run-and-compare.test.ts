// Experiments over HTTP on the real store: the walk-forward backtest of a weight set on a season's
// gameweek range (checked against the engine run directly), its stored detail with per-fixture
// predictions and accuracy by gameweek, comparison, deletion and the 4xx answers.
import { comparisonResultSchema, experimentDetailSchema, experimentSchema, experimentsResponseSchema } from '@scoreline/contracts';
import { createEvaluationContext, fixtureFactsOf, runProgressiveBacktest } from '@scoreline/engine';
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

const attack = SEED_WEIGHT_SETS.find((set) => set.id === 'ws-attack-heavy')!;
const run = (body: object) => request(h.app).post('/api/sandbox/experiments').set('Authorization', h.auth).send(body);

describe('experiments', () => {
  it('runs a quick test (2024-25 GW1-7) with exactly the engine walk-forward result, and keeps it', async () => {
    const response = await run({ name: 'Attack quick', description: 'GW1-7', weight_set_id: attack.id, test_season: 2024, test_gameweeks: 7, gameweek_start: 1, gameweek_end: 7 });
    expect(response.status).toBe(201);
    const experiment = experimentSchema.parse(response.body);

    const context = createEvaluationContext(toMatchFixtures(eplFixtureRecords().map(fixtureFactsOf)));
    // Shown through the production rounding: most-probable, the measured default.
    const expected = runProgressiveBacktest(context, { weights: attack.weights, rounding: 'most_probable', scope: { seasons: ['2024-25'], gameweek_start: 1, gameweek_end: 7 } });
    expect(experiment.accuracy_results).toEqual({
      total: expected.total_fixtures,
      outcome_correct: expected.correct_outcomes,
      score_correct: expected.correct_scores,
      outcome_accuracy: expected.outcome_accuracy,
      score_accuracy: expected.score_accuracy,
    });
    expect(experiment.accuracy.outcome_accuracy).toBe(expected.outcome_accuracy);
    expect(experiment).toMatchObject({ weight_set_name: 'Attack heavy', test_season: 2024, test_gameweeks: 7, weights: attack.weights });
    expect(expected.total_fixtures).toBeGreaterThanOrEqual(60);

    const detail = experimentDetailSchema.parse((await request(h.app).get(`/api/sandbox/experiments/${experiment.id}`).set('Authorization', h.auth)).body);
    expect(detail.predictions).toHaveLength(expected.total_fixtures);
    expect(detail.predictions.filter((p) => p.outcome_correct)).toHaveLength(expected.correct_outcomes);
    expect(detail.predictions.every((p) => p.gameweek >= 1 && p.gameweek <= 7)).toBe(true);
    expect(detail.accuracy_by_gameweek.map((w) => w.gameweek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(detail.accuracy_by_gameweek.reduce((sum, w) => sum + w.outcome_correct, 0)).toBe(expected.correct_outcomes);
    const first = detail.predictions[0]!;
    expect(first.actual_score).toMatch(/^\d+-\d+$/);
    expect(first.score_correct).toBe(first.actual_score === first.predicted_score);

    const list = experimentsResponseSchema.parse((await request(h.app).get('/api/sandbox/experiments').set('Authorization', h.auth)).body);
    expect(list.experiments.map((e) => e.id)).toContain(experiment.id);
    expect(list.experiments[0]).not.toHaveProperty('predictions');
  });

  it('compares experiments: the bests name the right experiments, in the order the ids were sent', async () => {
    const a = experimentSchema.parse((await run({ name: 'Equal full', weight_set_id: 'ws-equal', test_season: 2023, gameweek_start: 1, gameweek_end: 38 })).body);
    const b = experimentSchema.parse((await run({ name: 'Anchored full', weight_set_id: 'ws-league-anchored', test_season: 2023, gameweek_start: 1, gameweek_end: 38 })).body);
    expect(a.accuracy_results.total).toBeGreaterThanOrEqual(370);
    const response = await request(h.app).post('/api/sandbox/compare').set('Authorization', h.auth).send([b.id, a.id]);
    expect(response.status).toBe(200);
    const comparison = comparisonResultSchema.parse(response.body);
    expect(comparison.experiments.map((e) => e.name)).toEqual(['Anchored full', 'Equal full']);
    const bestOutcome = [b, a].reduce((top, e) => (e.accuracy.outcome_accuracy > top.accuracy.outcome_accuracy ? e : top));
    expect(comparison.best_outcome_accuracy).toEqual({ accuracy: bestOutcome.accuracy.outcome_accuracy, name: bestOutcome.name });
    expect(comparison.experiments[1]).toMatchObject({ weight_set_name: 'Equal weights', predictions_made: a.accuracy_results.total, weights: a.weights });
  });

  it.each([
    ['one id', ['exp-1']],
    ['an object instead of a list', { ids: ['a', 'b'] }],
    ['the same id twice', ['exp-1', 'exp-1']],
  ])('refuses to compare %s (400)', async (_label, body) => {
    const response = await request(h.app).post('/api/sandbox/compare').set('Authorization', h.auth).send(body);
    expect(response.status).toBe(400);
    expect(typeof response.body.detail).toBe('string');
  });

  it('answers 404 when a compared experiment does not exist', async () => {
    const response = await request(h.app).post('/api/sandbox/compare').set('Authorization', h.auth).send(['exp-missing-1', 'exp-missing-2']);
    expect(response.status).toBe(404);
  });

  it.each([
    ['no name', { weight_set_id: attack.id, test_season: 2024, gameweek_start: 1, gameweek_end: 7 }],
    ['no weight set', { name: 'x', test_season: 2024, gameweek_start: 1, gameweek_end: 7 }],
    ['a season outside 2022-2025', { name: 'x', weight_set_id: attack.id, test_season: 2019, gameweek_start: 1, gameweek_end: 7 }],
    ['gameweek 39', { name: 'x', weight_set_id: attack.id, test_season: 2024, gameweek_start: 1, gameweek_end: 39 }],
    ['a start after the end', { name: 'x', weight_set_id: attack.id, test_season: 2024, gameweek_start: 9, gameweek_end: 7 }],
  ])('refuses an experiment with %s (400), writing nothing', async (_label, body) => {
    const before = await h.snapshot();
    const response = await run(body);
    expect(response.status).toBe(400);
    expect(typeof response.body.detail).toBe('string');
    expect(await h.snapshot()).toEqual(before);
  });

  it('answers 404 for an unknown weight set, writing nothing', async () => {
    const before = await h.snapshot();
    const response = await run({ name: 'x', weight_set_id: 'ws-missing', test_season: 2024, gameweek_start: 1, gameweek_end: 7 });
    expect(response.status).toBe(404);
    expect(await h.snapshot()).toEqual(before);
  });

  it('deletes an experiment; reading or deleting it again is a 404', async () => {
    const created = experimentSchema.parse((await run({ name: 'Gone', weight_set_id: attack.id, test_season: 2024, gameweek_start: 1, gameweek_end: 2 })).body);
    await request(h.app).delete(`/api/sandbox/experiments/${created.id}`).set('Authorization', h.auth).expect(200);
    expect((await request(h.app).get(`/api/sandbox/experiments/${created.id}`).set('Authorization', h.auth)).status).toBe(404);
    expect((await request(h.app).delete(`/api/sandbox/experiments/${created.id}`).set('Authorization', h.auth)).status).toBe(404);
  });
});
