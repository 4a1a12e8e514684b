// The walk-forward: no fit ever sees a match at or after the kickoff it predicts, results after a
// fixture never change its forecast, the runners give either family the same treatment, and the
// Elo ordered logit behaves as a probability model.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIXON_COLES_PARAMETERS, DEFAULT_ROUNDING_PARAMETERS, DEFAULT_WEIGHTS, type DixonColesModel } from '@scoreline/contracts';
import {
  createEvaluationContext,
  dixonColesWalkForward,
  eloDifferences,
  fitOrderedLogit,
  orderedLogitProbabilities,
  runMatrix,
  runBatchWeightTest,
  runProgressiveBacktest,
  runRoundingBatchTest,
  type MatchFixture,
} from '../src/index.ts';
import { random, syntheticLeague } from './helpers.ts';

const league = syntheticLeague(6, 21); // 336 matches, 14 gameweeks a season
const PARAMS = { ...DEFAULT_DIXON_COLES_PARAMETERS, blend_weight: 0.3 };
const DC: DixonColesModel = { family: 'dixon_coles', parameters: PARAMS };

describe('Dixon–Coles walk-forward', () => {
  const fits: { fitted_at: string; latest: number; count: number }[] = [];
  const forecasts = dixonColesWalkForward(league, PARAMS, {
    onFit: (fit, training) => fits.push({ fitted_at: fit.fitted_at, latest: Math.max(...training.map((m) => Date.parse(m.kickoff))), count: training.length }),
  });

  it('predicts every fixture once, in kickoff order, with probabilities summing to 1', () => {
    expect(forecasts).toHaveLength(league.length);
    for (let i = 1; i < forecasts.length; i++) {
      expect(Date.parse(forecasts[i]?.fixture.kickoff ?? '')).toBeGreaterThanOrEqual(Date.parse(forecasts[i - 1]?.fixture.kickoff ?? ''));
    }
    for (const f of forecasts) expect(f.probabilities.home + f.probabilities.draw + f.probabilities.away).toBeCloseTo(1, 12);
  });

  it('fits once per gameweek, on matches that kicked off strictly before the fit', () => {
    // 6 seasons × 14 gameweeks, less the first 25 (fewer than MIN_TRAINING_MATCHES results before them).
    expect(fits.length).toBe(6 * 14 - 25);
    expect(fits.length).toBeLessThanOrEqual(6 * 14);
    for (const f of fits) expect(f.latest).toBeLessThan(Date.parse(f.fitted_at));
  });

  it('predicts each fixture from a fit made at or before its kickoff', () => {
    for (const f of forecasts) {
      if (f.fit) expect(Date.parse(f.fit.fitted_at)).toBeLessThanOrEqual(Date.parse(f.fixture.kickoff));
    }
  });

  it('never changes a forecast when results at or after its kickoff change', () => {
    const rand = random(5);
    for (const cut of [150, 200, 290]) {
      const kickoff = Date.parse(league[cut]?.kickoff ?? '');
      const altered: MatchFixture[] = league.map((m) =>
        Date.parse(m.kickoff) >= kickoff ? { ...m, home_goals: Math.floor(rand() * 6), away_goals: Math.floor(rand() * 6) } : m,
      );
      const again = new Map(dixonColesWalkForward(altered, PARAMS).map((f) => [f.fixture.id, f]));
      for (const f of forecasts) {
        if (Date.parse(f.fixture.kickoff) > kickoff) continue;
        expect(again.get(f.fixture.id)?.probabilities).toEqual(f.probabilities);
        expect(again.get(f.fixture.id)?.home_xg).toBe(f.home_xg);
      }
    }
  });

  it('predicts unplayed fixtures from every result before them', () => {
    const open = league.map((m, i) => (i >= 300 ? { ...m, home_goals: null, away_goals: null } : m));
    const result = dixonColesWalkForward(open, PARAMS);
    const last = result[result.length - 1];
    expect(last?.fit?.matches_used).toBe(300);
  });

  it('finds the stronger clubs of the synthetic league', () => {
    const last = forecasts[forecasts.length - 1]?.fit;
    expect((last?.attack['Team 7'] ?? 0) - (last?.attack['Team 0'] ?? 0)).toBeGreaterThan(0.3);
  });
});

describe('Elo ordered logit', () => {
  it('rates the stronger side higher and maps differences to monotone, summing probabilities', () => {
    const diffs = eloDifferences(league, { k: 20, home_advantage: 60 });
    const outcomes = league.map((m) => ((m.home_goals ?? 0) > (m.away_goals ?? 0) ? 0 : m.home_goals === m.away_goals ? 1 : 2));
    const model = fitOrderedLogit(diffs, outcomes);
    expect(model.beta).toBeGreaterThan(0);
    expect(model.cut_draw).toBeGreaterThan(model.cut_away);
    let previous = -1;
    for (const d of [-300, -100, 0, 100, 300]) {
      const p = orderedLogitProbabilities(model, d);
      expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
      expect(p.home).toBeGreaterThan(previous);
      previous = p.home;
    }
  });
});

describe('runners with either family', () => {
  const ctx = createEvaluationContext(league);
  const scope = { seasons: ['2034-35', '2035-36'] };

  it('backtests a Dixon–Coles configuration with the walk-forward probabilities', () => {
    const bt = runProgressiveBacktest(ctx, { model: DC, scope, include_predictions: true });
    const walk = new Map(dixonColesWalkForward(league, PARAMS).map((f) => [f.fixture.id, f]));
    // The backtest starts its walk at the scope's first kickoff, so its warm-start chain differs from
    // a walk over all seasons: the fits agree to the optimiser's tolerance, not to the last bit.
    expect(bt.total_fixtures).toBe(112);
    for (const p of bt.predictions ?? []) {
      expect(p.prob_home_win).toBeCloseTo(walk.get(p.fixture_id)?.probabilities.home ?? -1, 4);
      expect(p.predicted_home_goals).toBeCloseTo(walk.get(p.fixture_id)?.home_xg ?? -1, 4);
    }
    const six = runProgressiveBacktest(ctx, { model: { family: 'six_metric', weights: DEFAULT_WEIGHTS }, scope });
    expect(six).toEqual(runProgressiveBacktest(ctx, { weights: DEFAULT_WEIGHTS, scope }));
  });

  it('ranks both families in one batch test, and the matrix and rounding batch accept either', () => {
    const batch = runBatchWeightTest(ctx, {
      production: { id: 'prod', name: 'Production', weights: DEFAULT_WEIGHTS },
      weight_sets: [{ id: 'dc', name: 'Dixon–Coles', model: DC }],
      seasons: scope.seasons,
    });
    const dc = batch.results.find((r) => r.weight_set_id === 'dc');
    expect(dc?.weights).toBeNull();
    expect(dc?.model).toEqual(DC);
    expect(dc?.overall.total_fixtures).toBe(112);

    const configs = [
      { id: 'smart', name: 'Spec smart rounding', parameters: DEFAULT_ROUNDING_PARAMETERS },
      { id: 'mp', name: 'Most probable outcome', parameters: DEFAULT_ROUNDING_PARAMETERS, mode: 'most_probable' as const },
    ];
    const matrix = runMatrix(ctx, { weight_sets: [{ id: 'six', name: 'Six', weights: DEFAULT_WEIGHTS }, { id: 'dc', name: 'DC', model: DC }], rounding_configs: configs, scope });
    expect(matrix.total_combinations).toBe(4);
    const rounding = runRoundingBatchTest(ctx, { model: DC, configs, scope });
    const mp = rounding.results.find((r) => r.config_id === 'mp');
    const cell = matrix.combinations.find((c) => c.weight_set_id === 'dc' && c.rounding_config_id === 'mp');
    expect(mp?.correct_outcomes).toBe(cell?.correct_outcomes);
    expect(mp?.mode).toBe('most_probable');
    // Most-probable rounding shows the most probable outcome, so its accuracy is the forecast's own.
    const bt = runProgressiveBacktest(ctx, { model: DC, scope, rounding: 'most_probable', include_predictions: true });
    for (const p of bt.predictions ?? []) {
      const top = Math.max(p.prob_home_win, p.prob_draw, p.prob_away_win);
      const shown = p.predicted_outcome === 'home_win' ? p.prob_home_win : p.predicted_outcome === 'draw' ? p.prob_draw : p.prob_away_win;
      expect(shown).toBe(top);
    }
    expect(bt.correct_outcomes).toBe(mp?.correct_outcomes);
  });

  it('rejects a Dixon–Coles configuration outside the contract ranges', () => {
    expect(() => runProgressiveBacktest(ctx, { model: { family: 'dixon_coles', parameters: { ...PARAMS, ridge: -1 } }, scope })).toThrow();
  });
});

describe('predictAllWithModel', () => {
  it('gives predictAll numbers for the six-metric family, with the metrics and weights to explain them', async () => {
    const { predictAll, predictAllWithModel } = await import('../src/index.ts');
    const six = predictAllWithModel(league, { family: 'six_metric', weights: DEFAULT_WEIGHTS });
    const plain = predictAll(league);
    expect(six.map(({ explanation: _e, ...p }) => p)).toEqual(plain);
    expect(six[200]?.explanation).toEqual({
      family: 'six_metric',
      weights: DEFAULT_WEIGHTS,
      metrics: plain[200]?.metrics,
      rounding: { mode: 'smart', parameters: DEFAULT_ROUNDING_PARAMETERS },
    });
  });

  it('gives the walk-forward numbers for Dixon–Coles, with both clubs’ ratings and the home advantage', async () => {
    const { predictAllWithModel } = await import('../src/index.ts');
    const open = league.map((m, i) => (i >= 320 ? { ...m, home_goals: null, away_goals: null } : m));
    const dc = predictAllWithModel(open, DC, 'most_probable');
    const walk = new Map(dixonColesWalkForward(open, PARAMS).map((f) => [f.fixture.id, f]));
    const last = dc[dc.length - 1];
    const forecast = walk.get(last?.fixture_id ?? '');
    expect(last?.prob_home_win).toBe(forecast?.probabilities.home);
    expect(last?.predicted_home_goals).toBe(forecast?.home_xg);
    const e = last?.explanation;
    if (e?.family !== 'dixon_coles') throw new Error('expected a Dixon–Coles explanation');
    expect(e.home_attack).toBe(forecast?.fit?.attack[last?.home_team ?? '']);
    expect(e.away_defence).toBe(forecast?.fit?.defence[last?.away_team ?? '']);
    expect(e.home_advantage).toBe(forecast?.fit?.home_advantage);
    expect(e.matches_used).toBe(320);
    expect(e.time_decay_per_day).toBe(PARAMS.time_decay_per_day);
    expect(e.dixon_coles).toEqual(forecast?.dixon_coles);
    expect(e.rounding).toEqual({ mode: 'most_probable' });
    // Everything the page needs to rebuild both expected goals from the explanation alone.
    expect(Math.exp((e.mu ?? 0) + (e.home_advantage ?? 0) + (e.home_attack ?? 0) + (e.away_defence ?? 0))).toBeCloseTo(last?.predicted_home_goals ?? -1, 12);
    expect(Math.exp((e.mu ?? 0) + (e.away_attack ?? 0) + (e.home_defence ?? 0))).toBeCloseTo(last?.predicted_away_goals ?? -1, 12);
  });

  it('explains a club the fit never saw with the promoted prior it was rated at', async () => {
    const { predictAllWithModel } = await import('../src/index.ts');
    const newcomer = { ...(league[league.length - 1] as (typeof league)[number]), id: 'newcomer', home_team: 'Brand New FC', home_goals: null, away_goals: null };
    const [p] = predictAllWithModel([...league, newcomer], DC, 'most_probable').filter((x) => x.fixture_id === 'newcomer');
    const e = p?.explanation;
    if (e?.family !== 'dixon_coles') throw new Error('expected a Dixon–Coles explanation');
    expect(e.home_attack).toBe(-0.1);
    expect(e.home_defence).toBe(0.1);
    expect(Math.exp((e.mu ?? 0) + (e.home_advantage ?? 0) + (e.home_attack ?? 0) + (e.away_defence ?? 0))).toBeCloseTo(p?.predicted_home_goals ?? -1, 12);
  });

  it('predicts only from `from` on, with the earlier results as history, for either family', async () => {
    const { predictAll, predictAllWithModel } = await import('../src/index.ts');
    const from = league[200]?.kickoff ?? '';
    const later = (p: { kickoff: string }) => Date.parse(p.kickoff) >= Date.parse(from);
    const six = predictAllWithModel(league, { family: 'six_metric', weights: DEFAULT_WEIGHTS }, DEFAULT_ROUNDING_PARAMETERS, { from });
    // The same numbers as predicting everything, less the history's own predictions.
    expect(six.map(({ explanation: _e, ...p }) => p)).toEqual(predictAll(league).filter(later));
    const dc = predictAllWithModel(league, DC, DEFAULT_ROUNDING_PARAMETERS, { from });
    expect(dc.map((p) => p.fixture_id)).toEqual(six.map((p) => p.fixture_id));
    const walk = new Map(dixonColesWalkForward(league, PARAMS, { from }).map((f) => [f.fixture.id, f]));
    for (const p of dc) expect(p.prob_home_win).toBe(walk.get(p.fixture_id)?.probabilities.home);
    // The first fit after `from` learnt from every result before it.
    const first = dc[0]?.explanation;
    expect(first?.family === 'dixon_coles' && first.matches_used).toBe(league.filter((m) => Date.parse(m.kickoff) < Date.parse(from)).length);
  });
});
