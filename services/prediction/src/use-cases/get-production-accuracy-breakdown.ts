// GET /api/diagnostics/production-accuracy-breakdown: how the stored production predictions did on
// finished fixtures, overall, per season and per gameweek band (docs/product.md §3), with the engine's
// scoring (accuracy, RPS, Brier, log-loss) and a list of findings with what to do about each.
import type { AccuracySummary, Diagnosis, MarketComparison, ProductionAccuracyBreakdown } from '@scoreline/contracts';
import {
  favouriteOutcome,
  ISSUE_THRESHOLD_PERCENT,
  marketProbabilities,
  scoreBreakdown,
  type ScoreBreakdown,
  type ScoredPrediction,
  type ScoreSummary,
} from '@scoreline/engine';
import { isFinished } from '../domain/fixture.ts';
import { isHistorySeason } from '../domain/history-season.ts';
import { percent, round2 } from '../domain/percent.ts';
import { loadPredictedFixtures } from './load-predicted-fixtures.ts';
import type { Repositories } from './ports.ts';

/** docs/product.md §9: outcome accuracy is typically 40-50 %, exact scores 5-15 %. */
export const TYPICAL_OUTCOME_ACCURACY = 40;
export const TYPICAL_SCORE_ACCURACY = 5;
/** How far (percentage points) early-season accuracy may trail the rest before it is mentioned. */
export const EARLY_SEASON_GAP = 5;

const round4 = (x: number | null) => (x === null ? null : Math.round(x * 1e4) / 1e4);
const asPercent = (x: number | null) => (x === null ? null : round2(100 * x));

function toSummary(s: ScoreSummary): AccuracySummary {
  return {
    total: s.n,
    correct_outcomes: s.correct_outcomes,
    correct_scores: s.correct_scores,
    outcome_accuracy: asPercent(s.outcome_accuracy),
    score_accuracy: asPercent(s.exact_accuracy),
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
    market_outcome_accuracy: asPercent(b.outcome_accuracy),
    market_rps: round4(b.rps),
    model_outcome_accuracy: asPercent(a.outcome_accuracy),
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

export function diagnose(b: Omit<ProductionAccuracyBreakdown, 'diagnosis'>, defaults: number): Diagnosis[] {
  const findings: Diagnosis[] = [];
  const recalculate = 'Recalculate the predictions (POST /api/admin/recalculate), then calculate accuracy';
  if (b.overall.total === 0) {
    findings.push({
      severity: 'critical',
      issue: 'No stored predictions of finished fixtures to judge',
      solution: 'Refresh the seasons (predictions follow automatically), or recalculate them (POST /api/admin/recalculate)',
    });
    return findings;
  }
  const missing = b.coverage.played_fixtures - b.coverage.with_prediction;
  if (missing > 0) {
    const fixtures = missing === 1 ? '1 finished fixture has' : `${missing} finished fixtures have`;
    findings.push({ severity: 'warning', issue: `${fixtures} no stored prediction`, solution: recalculate });
  }
  const defaultShare = percent(defaults, b.overall.total);
  if (defaultShare > ISSUE_THRESHOLD_PERCENT) {
    findings.push({
      severity: 'critical',
      issue: `${defaultShare}% of the judged predictions fell back to league averages (no earlier result for either team)`,
      solution: 'Refresh the earlier seasons so every team has a history, then recalculate',
    });
  }
  const outcome = b.overall.outcome_accuracy ?? 0;
  if (outcome < TYPICAL_OUTCOME_ACCURACY) {
    findings.push({
      severity: 'warning',
      issue: `Outcome accuracy ${outcome}% is below the typical 40-50%`,
      solution: 'Compare with the default weights (GET /api/diagnostics/compare-sandbox-production/default) and tune the weights in the Algorithm Sandbox',
    });
  }
  const score = b.overall.score_accuracy ?? 0;
  if (score < TYPICAL_SCORE_ACCURACY) {
    findings.push({
      severity: 'warning',
      issue: `Exact-score accuracy ${score}% is below the typical 5-15%`,
      solution: 'Try other smart-rounding configurations in the Rounding Sandbox',
    });
  }
  const early = b.by_gameweek_range['early_season_GW1-10'];
  const later = [b.by_gameweek_range['mid_season_GW11-28'], b.by_gameweek_range['late_season_GW29-38']];
  const laterTotal = later.reduce((s, r) => s + r.total, 0);
  if (early.outcome_accuracy !== null && laterTotal > 0) {
    const laterAccuracy = percent(later.reduce((s, r) => s + r.correct_outcomes, 0), laterTotal);
    const gap = round2(laterAccuracy - early.outcome_accuracy);
    if (gap > EARLY_SEASON_GAP) {
      findings.push({
        severity: 'info',
        issue: `Early-season outcome accuracy (GW1-10) is ${gap} points below the rest of the season`,
        solution: 'Expected while the metrics lean on last season; no action unless the gap keeps growing',
      });
    }
  }
  if (findings.length === 0) {
    findings.push({
      severity: 'info',
      issue: `Accuracy is in the typical range (outcome ${outcome}%, exact score ${score}%)`,
      solution: 'No action needed',
    });
  }
  return findings;
}
