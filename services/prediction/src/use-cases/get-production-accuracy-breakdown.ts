// GET /api/diagnostics/production-accuracy-breakdown: how the stored production predictions did on
// finished fixtures, overall, per season and per gameweek band (docs/product.md §3), with the engine's
// scoring (accuracy, RPS, Brier, log-loss) and a list of findings with what to do about each.
import type { AccuracySummary, MarketComparison, ProductionAccuracyBreakdown } from '@scoreline/contracts';
import {
  favouriteOutcome,
  marketProbabilities,
  scoreBreakdown,
  type ScoreBreakdown,
  type ScoredPrediction,
  type ScoreSummary,
} from '@scoreline/engine';
import { diagnose } from '../domain/accuracy-diagnosis.ts';
import { isFinished } from '../domain/fixture.ts';
import { isHistorySeason } from '../domain/history-season.ts';
import { shareAsPercent } from '../domain/percent.ts';
import { round4 } from '../domain/round4.ts';
import { loadPredictedFixtures } from './load-predicted-fixtures.ts';
import type { Repositories } from './ports.ts';

function toSummary(s: ScoreSummary): AccuracySummary {
  return {
    total: s.n,
    correct_outcomes: s.correct_outcomes,
    correct_scores: s.correct_scores,
    outcome_accuracy: shareAsPercent(s.outcome_accuracy),
    score_accuracy: shareAsPercent(s.exact_accuracy),
    rps: round4(s.rps),
    brier: round4(s.brier),
    log_loss: round4(s.log_loss),
  };
}

export async function getProductionAccuracyBreakdown(input: { includeMarket: boolean }, deps: {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
}): Promise<ProductionAccuracyBreakdown> {
  const joined = await loadPredictedFixtures(deps);
  // The history seasons are training data, never predicted, so never judged nor counted as missing
  // a prediction (domain/history-season.ts).
  const played = joined.filter((j) => isFinished(j.fixture) && !isHistorySeason(j.fixture.season));
  const scored: ScoredPrediction[] = [];
  // The model and the market on the same fixtures: those that also have closing odds.
  const modelWithOdds: ScoredPrediction[] = [];
  const market: ScoredPrediction[] = [];
  let defaults = 0;
  for (const { fixture, prediction } of played) {
    if (!isFinished(fixture) || !prediction || prediction.predicted_outcome === null) continue;
    if (![prediction.prob_home_win, prediction.prob_draw, prediction.prob_away_win].every(Number.isFinite)) continue;
    if (prediction.team_metrics_default) defaults += 1;
    const judged: ScoredPrediction = {
      season: fixture.season,
      gameweek: fixture.gameweek,
      predicted_outcome: prediction.predicted_outcome,
      display_home_goals: Number.isFinite(prediction.display_home_goals) ? prediction.display_home_goals : null,
      display_away_goals: Number.isFinite(prediction.display_away_goals) ? prediction.display_away_goals : null,
      prob_home_win: prediction.prob_home_win,
      prob_draw: prediction.prob_draw,
      prob_away_win: prediction.prob_away_win,
      home_goals: fixture.home_goals,
      away_goals: fixture.away_goals,
    };
    scored.push(judged);
    const implied = marketProbabilities(fixture);
    if (implied) {
      modelWithOdds.push(judged);
      market.push({
        ...judged,
        ...implied,
        predicted_outcome: favouriteOutcome(implied),
        display_home_goals: null,
        display_away_goals: null,
      });
    }
  }
  const breakdown = scoreBreakdown(scored);
  const by_season = Object.fromEntries(Object.entries(breakdown.by_season).map(([season, s]) => [season, toSummary(s)]));
  const ranges = breakdown.by_gameweek_range;
  const result: Omit<ProductionAccuracyBreakdown, 'diagnosis'> = {
    overall: toSummary(breakdown.overall),
    by_season,
    by_gameweek_range: {
      'early_season_GW1-10': toSummary(ranges['early_season_GW1-10']),
      'mid_season_GW11-28': toSummary(ranges['mid_season_GW11-28']),
      'late_season_GW29-38': toSummary(ranges['late_season_GW29-38']),
    },
    coverage: { played_fixtures: played.length, with_prediction: scored.length },
  };
  const answer = { ...result, diagnosis: diagnose(result, defaults) };
  return input.includeMarket ? { ...answer, market: compareWithMarket(modelWithOdds, market) } : answer;
}

function compareWithMarket(model: readonly ScoredPrediction[], market: readonly ScoredPrediction[]): ProductionAccuracyBreakdown['market'] {
  if (market.length === 0) return null;
  const m = scoreBreakdown(model);
  const k = scoreBreakdown(market);
  const pair = (a: ScoreSummary, b: ScoreSummary): MarketComparison => ({
    total: b.n,
    market_outcome_accuracy: shareAsPercent(b.outcome_accuracy),
    market_rps: round4(b.rps),
    model_outcome_accuracy: shareAsPercent(a.outcome_accuracy),
    model_rps: round4(a.rps),
  });
  const range = (key: keyof ScoreBreakdown['by_gameweek_range']) => pair(m.by_gameweek_range[key], k.by_gameweek_range[key]);
  return {
    overall: pair(m.overall, k.overall),
    by_season: Object.fromEntries(Object.keys(k.by_season).map((season) => [season, pair(m.by_season[season] as ScoreSummary, k.by_season[season] as ScoreSummary)])),
    by_gameweek_range: {
      'early_season_GW1-10': range('early_season_GW1-10'),
      'mid_season_GW11-28': range('mid_season_GW11-28'),
      'late_season_GW29-38': range('late_season_GW29-38'),
    },
  };
}
