import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUNDING_PARAMETERS, DEFAULT_WEIGHTS, type RoundingParameters, type Weights } from '@scoreline/contracts';
import {
  createEvaluationContext,
  EmptyScopeError,
  evaluateCombination,
  matrixCell,
  predictAll,
  runBatchWeightTest,
  runMatrix,
  runProgressiveBacktest,
  runRoundingBatchTest,
  scorePredictions,
  type NamedRoundingConfig,
  type NamedWeightSet,
} from '../src/index.ts';
import { syntheticLeague } from './helpers.ts';

const league = syntheticLeague(3);
const ctx = createEvaluationContext(league);

const set = (id: string, over: Partial<Weights>): NamedWeightSet => ({ id, name: `Set ${id}`, weights: { ...DEFAULT_WEIGHTS, ...over } });
const config = (id: string, over: Partial<RoundingParameters>): NamedRoundingConfig => ({
  id,
  name: `Config ${id}`,
  parameters: { ...DEFAULT_ROUNDING_PARAMETERS, ...over },
});
const production = set('prod', {});
const sets = [set('a', { H1: 1, A1: 1 }), set('b', { H3: 1 }), set('c', { H1: 0, H2: 0, H3: 0, H4: 1, A1: 0, A2: 0 })];
const configs = [config('x', {}), config('y', { draw_threshold: 0 }), config('z', { draw_threshold: 1 })];

describe('runProgressiveBacktest', () => {
  it('matches predictAll judged fixture by fixture (the fast path computes the same model)', () => {
    const predictions = predictAll(league).filter((p) => p.season === '2031-32');
    const byId = new Map(league.map((f) => [f.id, f]));
    const scored = scorePredictions(
      predictions.map((p) => ({ ...p, home_goals: byId.get(p.fixture_id)?.home_goals ?? 0, away_goals: byId.get(p.fixture_id)?.away_goals ?? 0 })),
    );
    const result = runProgressiveBacktest(ctx, { scope: { seasons: ['2031-32'] } });
    expect(result.total_fixtures).toBe(56);
    expect(result.correct_outcomes).toBe(scored.correct_outcomes);
    expect(result.correct_scores).toBe(scored.correct_scores);
    expect(result.outcome_accuracy).toBeCloseTo(100 * (scored.outcome_accuracy ?? 0), 10);
    expect(result.rps).toBeCloseTo(scored.rps ?? 0, 12);
    expect(result.brier).toBeCloseTo(scored.brier ?? 0, 12);
    expect(result.log_loss).toBeCloseTo(scored.log_loss ?? 0, 12);
  });

  it('counts the gameweeks tested and reports by season and gameweek band', () => {
    const result = runProgressiveBacktest(ctx, { range: { start_season: 2030, start_gameweek: 12, end_season: '2031-32', end_gameweek: 3 } });
    // 2030-31 gameweeks 12-14 and 2031-32 gameweeks 1-3, 4 matches each.
    expect(result.weeks_tested).toBe(6);
    expect(result.total_fixtures).toBe(24);
    expect(Object.keys(result.by_season)).toEqual(['2030-31', '2031-32']);
    expect(result.by_season['2030-31']?.total_fixtures).toBe(12);
    expect(result.by_gameweek_range['early_season_GW1-10']?.total_fixtures).toBe(12);
    expect(result.by_gameweek_range['mid_season_GW11-28']?.total_fixtures).toBe(12);
    expect(result.by_gameweek_range['late_season_GW29-38']).toBeNull();
    expect(result.first_kickoff < result.last_kickoff).toBe(true);
    expect(result.predictions).toBeUndefined();
  });

  it('lists per-fixture predictions on request, consistent with the totals', () => {
    const result = runProgressiveBacktest(ctx, { scope: { seasons: [2032], gameweek_start: 1, gameweek_end: 2 }, include_predictions: true });
    const list = result.predictions ?? [];
    expect(list).toHaveLength(8);
    expect(list.filter((p) => p.outcome_correct)).toHaveLength(result.correct_outcomes);
    for (const p of list) {
      expect(p.outcome_correct).toBe(p.predicted_outcome === p.actual_outcome);
      expect(p.score_correct).toBe(p.predicted_score === p.actual_score);
      expect(p.prob_home_win + p.prob_draw + p.prob_away_win).toBeCloseTo(1, 12);
    }
  });

  it('refuses an empty scope and out-of-range weights', () => {
    expect(() => runProgressiveBacktest(ctx, { scope: { seasons: [2040] } })).toThrow(EmptyScopeError);
    expect(() => runProgressiveBacktest(ctx, { weights: { ...DEFAULT_WEIGHTS, H1: 2 } })).toThrow();
  });
});

describe('runBatchWeightTest', () => {
  const result = runBatchWeightTest(ctx, { production, weight_sets: sets, seasons: [2031, 2032] });

  it('ranks production with the sandbox sets on the same fixtures', () => {
    expect(result.total_weight_sets_tested).toBe(4);
    expect(result.total_fixtures_tested).toBe(112);
    expect(result.results.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    for (let i = 1; i < result.results.length; i++) {
      expect(result.results[i - 1]?.overall.accuracy).toBeGreaterThanOrEqual(result.results[i]?.overall.accuracy ?? 0);
    }
    const prod = result.results.find((r) => r.is_production);
    expect(prod?.weight_set_id).toBe('prod');
    expect(result.production_performance.rank).toBe(prod?.rank);
    expect(result.production_performance.accuracy).toBe(prod?.overall.accuracy);
    expect(result.best_overall.weight_set_name).toBe(result.results[0]?.weight_set_name);
  });

  it('agrees with a backtest of each set', () => {
    for (const r of result.results) {
      const bt = runProgressiveBacktest(ctx, { model: r.model, scope: { seasons: [2031, 2032] } });
      expect(r.overall.correct_outcomes).toBe(bt.correct_outcomes);
      expect(r.by_season['2031-32']?.accuracy).toBeCloseTo(bt.by_season['2031-32']?.outcome_accuracy ?? -1, 12);
    }
  });

  it('names the best set per season', () => {
    for (const season of ['2031-32', '2032-33']) {
      const best = Math.max(...result.results.map((r) => r.by_season[season]?.accuracy ?? 0));
      expect(result.best_by_season[season]?.accuracy).toBe(best);
    }
  });

  it('recommends promoting only a set that beats production by min_improvement points', () => {
    const improvement = result.best_overall.accuracy - result.production_performance.accuracy;
    expect(result.recommendation.improvement).toBeCloseTo(improvement, 12);
    const strict = runBatchWeightTest(ctx, { production, weight_sets: sets, seasons: [2031, 2032], min_improvement: 1000 });
    expect(strict.recommendation.action).toBe('keep');
    const loose = runBatchWeightTest(ctx, { production, weight_sets: sets, seasons: [2031, 2032], min_improvement: 0 });
    expect(loose.recommendation.action).toBe(result.results[0]?.is_production ? 'keep' : 'promote');
  });

  it('keeps production when it ranks first and does not add it twice when listed', () => {
    const worse = [set('flat', { H1: 0, H2: 0, H3: 0, H4: 1, A1: 0, A2: 0 })];
    const r = runBatchWeightTest(ctx, { production, weight_sets: [production, ...worse], min_improvement: 0 });
    expect(r.total_weight_sets_tested).toBe(2);
    expect(r.results[0]?.is_production).toBe(true);
    expect(r.recommendation).toMatchObject({ action: 'keep', weight_set_id: null });
  });
});

describe('runRoundingBatchTest', () => {
  it('returns configurations best first with their parameters and counts', () => {
    const r = runRoundingBatchTest(ctx, { configs, weights: DEFAULT_WEIGHTS });
    expect(r.total_fixtures_tested).toBe(168);
    expect(r.results).toHaveLength(3);
    for (let i = 1; i < r.results.length; i++) expect(r.results[i - 1]?.correct_outcomes).toBeGreaterThanOrEqual(r.results[i]?.correct_outcomes ?? 0);
    const z = r.results.find((e) => e.config_id === 'z');
    expect(z?.parameters.draw_threshold).toBe(1);
    expect(z?.outcome_accuracy).toBeCloseTo((100 * (z?.correct_outcomes ?? 0)) / 168, 12);
  });

  it('needs at least one configuration', () => {
    expect(() => runRoundingBatchTest(ctx, { configs: [] })).toThrow(/at least one/);
  });
});

describe('runMatrix', () => {
  const allSets = [production, ...sets];
  const result = runMatrix(ctx, { weight_sets: allSets, rounding_configs: configs });

  it('evaluates every weight set against every configuration', () => {
    expect(result).toMatchObject({ weight_sets_tested: 4, rounding_configs_tested: 3, total_combinations: 12, total_fixtures: 168 });
    expect(result.combinations.map((c) => c.index)).toEqual([...Array(12).keys()]);
  });

  it('gives each combination the same counts as evaluating it alone', () => {
    for (const c of result.combinations) {
      const cell = matrixCell(c.index, configs.length);
      const alone = evaluateCombination(ctx, allSets[cell.weight_set]?.weights ?? DEFAULT_WEIGHTS, configs[cell.rounding_config]?.parameters ?? DEFAULT_ROUNDING_PARAMETERS);
      expect(c.weight_set_id).toBe(allSets[cell.weight_set]?.id);
      expect(c.rounding_config_id).toBe(configs[cell.rounding_config]?.id);
      expect([c.correct_outcomes, c.correct_scores]).toEqual([alone.correct_outcomes, alone.correct_scores]);
    }
  });

  it('names the best outcome and exact-score combinations', () => {
    const maxOutcome = Math.max(...result.combinations.map((c) => c.outcome_accuracy));
    const maxExact = Math.max(...result.combinations.map((c) => c.exact_score_accuracy));
    expect(result.best_outcome.outcome_accuracy).toBe(maxOutcome);
    expect(result.best_exact_score.exact_score_accuracy).toBe(maxExact);
    const first = result.combinations.find((c) => c.outcome_accuracy === maxOutcome);
    expect(result.best_outcome).toEqual({ weight_set_name: first?.weight_set_name, rounding_config_name: first?.rounding_config_name, outcome_accuracy: maxOutcome });
  });

  it('restricts to a scope', () => {
    const scoped = runMatrix(ctx, { weight_sets: [production], rounding_configs: configs, scope: { seasons: ['2032-33'], gameweek_start: 1, gameweek_end: 7 } });
    expect(scoped.total_fixtures).toBe(28);
  });
});
