// Backtests, batch tests and matrix jobs evaluate on the engine context the evaluation cache builds
// from the whole fixtures read model (on the engine's worker threads, with the same answers). With the catalog's history seasons in it (2010-11 … 2021-22),
// every model behind those runs learns from sixteen seasons: a Dixon–Coles configuration's first fit
// of 2022-23 has the 4,560 history results behind it, and the six-metric opening week of 2022-23 no
// longer falls back to league averages. Only the judged scope (2022-2025) is predicted.
import { DEFAULT_DIXON_COLES_PARAMETERS, DEFAULT_WEIGHTS } from '@scoreline/contracts';
import { createEvaluationContext, dixonColesForecasts, runProgressiveBacktest, selectScope } from '@scoreline/engine';
import { loadEplMatches, loadHistoryMatches } from '@scoreline/epl-data';
import { describe, expect, it } from 'vitest';
import { createEvaluationCache } from '../src/domain/evaluation-cache.ts';
import { type FixtureView, toMatchFixtures } from '../src/domain/fixture.ts';

const view = (m: ReturnType<typeof loadEplMatches>[number]): FixtureView => ({
  fixture_id: m.id,
  season: m.season,
  gameweek: m.gameweek,
  kickoff: m.kickoff,
  home_team: m.home_team,
  away_team: m.away_team,
  status: m.home_goals === null ? 'scheduled' : 'finished',
  home_goals: m.home_goals,
  away_goals: m.away_goals,
});

const history = loadHistoryMatches().map(view);
const product = loadEplMatches().map(view);
// The read model as fixtures.upserted fills it: any order.
const readModel = { version: async () => 1, findAll: async () => [...product, ...history] };

describe('evaluation on the read model with the history seasons', () => {
  const dixonColes = { family: 'dixon_coles' as const, parameters: DEFAULT_DIXON_COLES_PARAMETERS };
  const openingWeek = { start_season: 2022, start_gameweek: 1, end_season: 2022, end_gameweek: 1 };

  it('evaluates the whole read model, history first, on the engine threads as the engine does', async () => {
    const evaluation = await createEvaluationCache().get(readModel);
    expect((await evaluation.scopes([])).records).toBe(history.length + product.length);
    const context = createEvaluationContext(toMatchFixtures(await readModel.findAll()));
    const judged = selectScope(context, { seasons: [2022, 2023, 2024, 2025] });
    const first = context.played[judged[0]!]!.fixture;
    expect(first.season).toBe('2022-23');
    // A Dixon–Coles configuration's first fit of 2022-23 has every history result behind it…
    expect(dixonColesForecasts(context, DEFAULT_DIXON_COLES_PARAMETERS, first.kickoff).get(first.id)?.fit?.matches_used).toBe(history.length);
    // …and the threads' backtest is the engine's on that context.
    const backtest = await evaluation.progressiveBacktest({ model: dixonColes, range: openingWeek, include_predictions: true });
    expect(backtest).toEqual(runProgressiveBacktest(context, { model: dixonColes, range: openingWeek, include_predictions: true }));
  });

  it('gives the six-metric backtest of 2022-23’s opening week the 2021-22 season behind it', async () => {
    const evaluation = await createEvaluationCache().get(readModel);
    const backtest = await evaluation.progressiveBacktest({ weights: DEFAULT_WEIGHTS, range: openingWeek, include_predictions: true });
    expect(backtest.total_fixtures).toBe(10);
    const context = createEvaluationContext(toMatchFixtures(await readModel.findAll()));
    const opening = context.records.filter((r) => r.fixture.season === '2022-23' && r.fixture.gameweek === 1);
    expect(opening).toHaveLength(10);
    expect(opening.every((r) => !r.team_metrics_default)).toBe(true);
  });
});
