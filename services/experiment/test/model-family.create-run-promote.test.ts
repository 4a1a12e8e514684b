// On the real store and broker: a weight set names its model family. A Dixon–Coles set is created
// (parameters left out take the defaults), refused with 400 {detail} out of range (nothing
// written), runs an experiment and the batch test with exactly the engine's numbers, and promoting
// it publishes weights.promoted with its model; promoting a six-metric set switches back. The
// rounding sandbox's most-probable mode is created, batch-tested beside smart rounding, and promoted
// like any configuration (rounding.promoted carries the mode).
import {
  batchWeightTestResponseSchema,
  DEFAULT_DIXON_COLES_PARAMETERS,
  DEFAULT_ROUNDING_PARAMETERS,
  DEFAULT_WEIGHTS,
  experimentDetailSchema,
  experimentSchema,
  promoteRoundingConfigResponseSchema,
  roundingBatchResponseSchema,
  roundingConfigSchema,
  roundingConfigsResponseSchema,
  weightSetSchema,
  weightSetsResponseSchema,
} from '@scoreline/contracts';
import { createEvaluationContext, fixtureFactsOf, PRODUCTION_DEFAULT_MODEL, runProgressiveBacktest, runRoundingBatchTest } from '@scoreline/engine';
import { setUpOnce } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { toMatchFixtures } from '../src/domain/fixture.ts';
import { BATCH_SEASONS } from '../src/domain/season.ts';
import { SEED_MODEL_FAMILY_SETS, SEED_ROUNDING_CONFIGS, SEED_WEIGHT_SETS } from '../src/domain/seed-library.ts';
import { eplFixtureRecords, type Harness, seedFixtures, startHarness } from './support/harness.ts';

let h: Harness;
setUpOnce(async () => {
  h = await startHarness();
  await seedFixtures(h.context);
});
afterAll(async () => {
  await h?.close();
});

const engineContext = () => createEvaluationContext(toMatchFixtures(eplFixtureRecords().map(fixtureFactsOf)));
const post = (path: string, body?: object) => request(h.app).post(path).set('Authorization', h.auth).send(body);
const get = (path: string) => request(h.app).get(path).set('Authorization', h.auth);

describe('weight sets of either model family', () => {
  it('seeds the Dixon–Coles set and its Elo blend in the library, each naming its family and parameters', async () => {
    const body = weightSetsResponseSchema.parse((await get('/api/sandbox/weight-sets')).body);
    const byId = new Map(body.sandbox_weight_sets.map((s) => [s.id, s]));
    expect(byId.get('ws-dixon-coles')?.model).toEqual({ family: 'dixon_coles', parameters: DEFAULT_DIXON_COLES_PARAMETERS });
    expect(byId.get('ws-dixon-coles-elo-blend')?.model).toEqual({ family: 'dixon_coles', parameters: { ...DEFAULT_DIXON_COLES_PARAMETERS, blend_weight: 0.3 } });
    // A six-metric set names its family too, with its own weights.
    expect(byId.get('ws-attack-heavy')?.model).toEqual({ family: 'six_metric', weights: byId.get('ws-attack-heavy')?.weights });
    expect(SEED_MODEL_FAMILY_SETS.every((s) => byId.has(s.id))).toBe(true);
  });

  it('creates a Dixon–Coles set, filling the parameters left out with the defaults and keeping the default weights beside them', async () => {
    const response = await post('/api/sandbox/weight-sets', {
      name: 'Slow decay DC',
      description: 'Half-life of about three years',
      model: { family: 'dixon_coles', parameters: { time_decay_per_day: 0.0006, ridge: 8 } },
    });
    expect(response.status).toBe(201);
    const created = weightSetSchema.parse(response.body);
    expect(created.model).toEqual({ family: 'dixon_coles', parameters: { ...DEFAULT_DIXON_COLES_PARAMETERS, time_decay_per_day: 0.0006, ridge: 8 } });
    expect(created.weights).toEqual(DEFAULT_WEIGHTS);
    const listed = weightSetsResponseSchema.parse((await get('/api/sandbox/weight-sets')).body).sandbox_weight_sets.find((s) => s.id === created.id);
    expect(listed?.model).toEqual(created.model);
  });

  it('creates a six-metric set from a six-metric model: its weights are the model’s', async () => {
    const weights = { ...DEFAULT_WEIGHTS, H3: 0.45 };
    const created = weightSetSchema.parse((await post('/api/sandbox/weight-sets', { name: 'Six via model', model: { family: 'six_metric', weights } }).expect(201)).body);
    expect(created.weights).toEqual(weights);
    expect(created.model).toEqual({ family: 'six_metric', weights });
  });

  it.each([
    ['an unknown family', { name: 'Bad family', model: { family: 'neural_net', parameters: {} } }],
    ['a time decay above 0.05', { name: 'Too fast', model: { family: 'dixon_coles', parameters: { time_decay_per_day: 0.2 } } }],
    ['a negative ridge', { name: 'Negative ridge', model: { family: 'dixon_coles', parameters: { ridge: -1 } } }],
    ['a blend weight above 1', { name: 'Over blend', model: { family: 'dixon_coles', parameters: { blend_weight: 1.5 } } }],
    ['a parameter that is not a number', { name: 'Text', model: { family: 'dixon_coles', parameters: { elo_k: 'twenty' } } }],
    ['a six-metric model without weights', { name: 'No weights', model: { family: 'six_metric' } }],
  ])('answers 400 {detail} for %s and writes nothing', async (_label, body) => {
    const before = await h.snapshot();
    const response = await post('/api/sandbox/weight-sets', body);
    expect(response.status).toBe(400);
    expect(typeof response.body.detail).toBe('string');
    expect(await h.snapshot()).toEqual(before);
  });

  it('runs an experiment on the Dixon–Coles set with exactly the engine’s walk-forward, and records the model', async () => {
    const response = await post('/api/sandbox/experiments', { name: 'DC quick', weight_set_id: 'ws-dixon-coles', test_season: 2024, gameweek_start: 1, gameweek_end: 7 });
    expect(response.status).toBe(201);
    const experiment = experimentSchema.parse(response.body);
    const model = { family: 'dixon_coles' as const, parameters: { ...DEFAULT_DIXON_COLES_PARAMETERS } };
    // Experiments show their predictions through the production rounding: most-probable, the measured default.
    const expected = runProgressiveBacktest(engineContext(), { model, rounding: 'most_probable', scope: { seasons: ['2024-25'], gameweek_start: 1, gameweek_end: 7 } });
    expect(experiment.model).toEqual(model);
    expect(experiment.accuracy_results).toMatchObject({ total: expected.total_fixtures, outcome_correct: expected.correct_outcomes, score_correct: expected.correct_scores });
    const detail = experimentDetailSchema.parse((await get(`/api/sandbox/experiments/${experiment.id}`)).body);
    // The family's own probabilities, not the six-metric model's (the same set of fixtures, other numbers).
    const first = detail.predictions[0]!;
    const sixFirst = runProgressiveBacktest(engineContext(), { weights: DEFAULT_WEIGHTS, rounding: DEFAULT_ROUNDING_PARAMETERS, scope: { seasons: ['2024-25'], gameweek_start: 1, gameweek_end: 7 }, include_predictions: true }).predictions?.[0];
    expect(detail.predictions).toHaveLength(expected.total_fixtures);
    expect(first.prob_home_win).not.toBe(sixFirst?.prob_home_win);
    expect(detail.model).toEqual(model);
  });

  it('ranks the Dixon–Coles sets in the batch weight test with their models', async () => {
    const response = await post('/api/sandbox/batch-test-weights');
    expect(response.status).toBe(200);
    const body = batchWeightTestResponseSchema.parse(response.body);
    const dc = body.results.find((r) => r.weight_set_id === 'ws-dixon-coles');
    expect(dc?.model?.family).toBe('dixon_coles');
    // Production on a fresh store is the measured default, the library's blend.
    const production = body.results.find((r) => r.is_production);
    expect(production?.weight_set_id).toBe('ws-dixon-coles-elo-blend');
    expect(production?.model).toEqual(PRODUCTION_DEFAULT_MODEL);
    // The families differ in what they predict, so their overall figures differ.
    expect(dc?.overall.accuracy).not.toBe(body.results.find((r) => r.weight_set_id === 'ws-spec-defaults')?.overall.accuracy);
  });

  it('promotes the Dixon–Coles set with its model in weights.promoted, then a six-metric set switches back', async () => {
    const observed = await h.observe(['weights.promoted']);
    const promote = await post('/api/sandbox/promote/ws-dixon-coles-elo-blend');
    expect(promote.status).toBe(200);
    expect(promote.body.next_step).toContain('Dixon–Coles');
    const [event] = await observed.waitFor('weights.promoted', 1, (e) => e.data.weight_set_id === 'ws-dixon-coles-elo-blend');
    expect(event?.data.model).toEqual({ family: 'dixon_coles', parameters: { ...DEFAULT_DIXON_COLES_PARAMETERS, blend_weight: 0.3 } });
    expect(event?.data.weights).toEqual(DEFAULT_WEIGHTS);

    // Production is now the blend: the progressive backtest runs it.
    const backtest = await post('/api/backtest/progressive', { start_season: 2024, start_gameweek: 1, end_season: 2024, end_gameweek: 5 });
    expect(backtest.status).toBe(200);
    const blend = runProgressiveBacktest(engineContext(), {
      model: { family: 'dixon_coles', parameters: { ...DEFAULT_DIXON_COLES_PARAMETERS, blend_weight: 0.3 } },
      rounding: 'most_probable',
      range: { start_season: 2024, start_gameweek: 1, end_season: 2024, end_gameweek: 5 },
    });
    expect(backtest.body.rps).toBeCloseTo(blend.rps, 10);

    await post('/api/sandbox/promote/ws-attack-heavy').expect(200);
    const [back] = await observed.waitFor('weights.promoted', 1, (e) => e.data.weight_set_id === 'ws-attack-heavy');
    expect(back?.data.model?.family).toBe('six_metric');
    expect(back?.data.model).toEqual({ family: 'six_metric', weights: back?.data.weights });
  });
});

describe('most-probable rounding in the rounding sandbox', () => {
  it('is seeded as a named configuration, production on a fresh store, beside the specification defaults', async () => {
    const { configs } = roundingConfigsResponseSchema.parse((await get('/api/rounding-sandbox/configs')).body);
    expect(configs.find((c) => c.id === 'rc-most-probable')).toMatchObject({ name: 'Most probable', mode: 'most_probable', status: 'production' });
    expect(configs.find((c) => c.id === 'rc-spec-defaults')).toMatchObject({ mode: 'smart', status: 'sandbox' });
    expect(configs).toHaveLength(SEED_ROUNDING_CONFIGS.length);
  });

  it('creates a most-probable configuration; smart is the default mode; an unknown mode is 400 with nothing written', async () => {
    const created = roundingConfigSchema.parse((await post('/api/rounding-sandbox/configs', { name: 'Favourite always', mode: 'most_probable' }).expect(201)).body);
    expect(created.mode).toBe('most_probable');
    const smart = roundingConfigSchema.parse((await post('/api/rounding-sandbox/configs', { name: 'Plain smart' }).expect(201)).body);
    expect(smart.mode).toBe('smart');
    const before = await h.snapshot();
    const refused = await post('/api/rounding-sandbox/configs', { name: 'Odd', mode: 'coin_flip' });
    expect(refused.status).toBe(400);
    expect(typeof refused.body.detail).toBe('string');
    expect(await h.snapshot()).toEqual(before);
  });

  it('measures both modes in the batch test with the engine’s numbers', async () => {
    const body = roundingBatchResponseSchema.parse((await post('/api/rounding-sandbox/batch-test').expect(200)).body);
    const mostProbable = body.results.find((r) => r.config_id === 'rc-most-probable');
    const smart = body.results.find((r) => r.config_id === 'rc-spec-defaults');
    expect(mostProbable?.mode).toBe('most_probable');
    expect(smart?.mode).toBe('smart');
    // Production is a six-metric set again (the test above promoted Attack heavy back).
    const expected = runRoundingBatchTest(engineContext(), {
      configs: [{ id: 'rc-most-probable', name: 'Most probable', parameters: DEFAULT_ROUNDING_PARAMETERS, mode: 'most_probable' }],
      weights: SEED_WEIGHT_SETS.find((set) => set.id === 'ws-attack-heavy')!.weights,
      scope: { seasons: BATCH_SEASONS },
    });
    expect(mostProbable?.correct_outcomes).toBe(expected.results[0]?.correct_outcomes);
    expect(mostProbable?.correct_outcomes).not.toBe(smart?.correct_outcomes);
  });

  it('promotes most-probable rounding like any configuration: rounding.promoted carries the mode, the source text names it', async () => {
    const observed = await h.observe(['rounding.promoted']);
    await post('/api/rounding-sandbox/promote/rc-spec-defaults').expect(200);
    const promoted = promoteRoundingConfigResponseSchema.parse((await post('/api/rounding-sandbox/promote/rc-most-probable').expect(200)).body);
    expect(promoted.config).toMatchObject({ id: 'rc-most-probable', status: 'production', mode: 'most_probable' });
    expect(promoted.new_code).toContain("export const PRODUCTION_ROUNDING: RoundingMode = 'most_probable';");
    const events = await observed.waitFor('rounding.promoted', 2);
    expect(events.map((e) => [e.data.config_id, e.data.mode])).toEqual([
      ['rc-spec-defaults', 'smart'],
      ['rc-most-probable', 'most_probable'],
    ]);
  });
});
