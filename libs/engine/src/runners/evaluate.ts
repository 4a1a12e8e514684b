// The arithmetic every runner shares: judge one weight set and one rounding mode on a scope.
import type { Outcome, Weights } from '@scoreline/contracts';
import { applyRounding, checkModelInputs, type RoundingMode } from '../predict.ts';
import { outcomeProbabilities } from '../poisson.ts';
import { brierScore, logLoss, rankedProbabilityScore } from '../scoring.ts';
import { EmptyScopeError, expectedGoalsColumns, OUTCOME_CODES, outcomeCode, percent, selectScope, type EvaluationContext, type EvaluationScope } from './context.ts';

/** Counts and accuracies (percent) of a displayed outcome and score. */
export interface AccuracyCounts {
  total_fixtures: number;
  correct_outcomes: number;
  correct_scores: number;
  outcome_accuracy: number;
  score_accuracy: number;
}

export interface ProbabilityScores {
  /** Mean ranked probability score, Brier score and log-loss (lower is better). */
  rps: number;
  brier: number;
  log_loss: number;
}

/** One fixture judged: everything a runner can aggregate or list. */
export interface JudgedFixture {
  index: number;
  home_xg: number;
  away_xg: number;
  display_home_goals: number;
  display_away_goals: number;
  predicted_outcome: Outcome;
  outcome_correct: boolean;
  score_correct: boolean;
}

/** Displayed outcome and score of each selected fixture under one weight set and rounding mode. */
export function judgeFixtures(ctx: EvaluationContext, weights: Weights, rounding: RoundingMode, indexes: readonly number[]): JudgedFixture[] {
  return judgeExpectedGoals(ctx, expectedGoalsColumns(ctx, weights, indexes), rounding, indexes);
}

/** As judgeFixtures, with the expected goals already computed (one weight set, many roundings). */
export function judgeExpectedGoals(
  ctx: EvaluationContext,
  xg: { home: Float64Array; away: Float64Array },
  rounding: RoundingMode,
  indexes: readonly number[],
): JudgedFixture[] {
  const c = ctx.columns;
  return indexes.map((i, k) => {
    const home_xg = xg.home[k] as number;
    const away_xg = xg.away[k] as number;
    const shown = applyRounding(home_xg, away_xg, rounding);
    return {
      index: i,
      home_xg,
      away_xg,
      display_home_goals: shown.display_home_goals,
      display_away_goals: shown.display_away_goals,
      predicted_outcome: shown.predicted_outcome,
      outcome_correct: outcomeCode(shown.predicted_outcome) === c.outcome[i],
      score_correct: shown.display_home_goals === c.home_goals[i] && shown.display_away_goals === c.away_goals[i],
    };
  });
}

/**
 * Accuracy counts straight from expected goals, without keeping a record per fixture: the inner loop
 * of the matrix and the rounding batch, where N × M × fixtures records would only feed the collector.
 */
export function countExpectedGoals(
  ctx: EvaluationContext,
  xg: { home: Float64Array; away: Float64Array },
  rounding: RoundingMode,
  indexes: readonly number[],
): AccuracyCounts {
  const c = ctx.columns;
  let correct_outcomes = 0;
  let correct_scores = 0;
  for (let k = 0; k < indexes.length; k++) {
    const i = indexes[k] as number;
    const shown = applyRounding(xg.home[k] as number, xg.away[k] as number, rounding);
    if (outcomeCode(shown.predicted_outcome) === c.outcome[i]) correct_outcomes++;
    if (shown.display_home_goals === c.home_goals[i] && shown.display_away_goals === c.away_goals[i]) correct_scores++;
  }
  return {
    total_fixtures: indexes.length,
    correct_outcomes,
    correct_scores,
    outcome_accuracy: percent(correct_outcomes, indexes.length),
    score_accuracy: percent(correct_scores, indexes.length),
  };
}

/** Accuracy counts of a list of judged fixtures. */
export function countAccuracy(judged: readonly JudgedFixture[]): AccuracyCounts {
  let correct_outcomes = 0;
  let correct_scores = 0;
  for (const j of judged) {
    if (j.outcome_correct) correct_outcomes++;
    if (j.score_correct) correct_scores++;
  }
  return {
    total_fixtures: judged.length,
    correct_outcomes,
    correct_scores,
    outcome_accuracy: percent(correct_outcomes, judged.length),
    score_accuracy: percent(correct_scores, judged.length),
  };
}

/** Mean proper scores of the Poisson probabilities behind the judged fixtures. */
export function probabilityScores(ctx: EvaluationContext, judged: readonly JudgedFixture[]): ProbabilityScores {
  let rps = 0;
  let brier = 0;
  let loss = 0;
  for (const j of judged) {
    const p = outcomeProbabilities(j.home_xg, j.away_xg, ctx.options);
    const triple = { prob_home_win: p.home_win, prob_draw: p.draw, prob_away_win: p.away_win };
    const actual = OUTCOME_CODES[ctx.columns.outcome[j.index] as number] ?? 'draw';
    rps += rankedProbabilityScore(triple, actual);
    brier += brierScore(triple, actual);
    loss += logLoss(triple, actual);
  }
  const n = Math.max(1, judged.length);
  return { rps: rps / n, brier: brier / n, log_loss: loss / n };
}

/** Groups judged fixtures by season label, seasons in order. */
export function bySeason<T extends { index: number }>(ctx: EvaluationContext, items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const season = ctx.played[item.index]?.fixture.season ?? '';
    const list = groups.get(season);
    if (list) list.push(item);
    else groups.set(season, [item]);
  }
  return new Map([...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Selects a scope and fails loudly when it holds no played fixture. */
export function requireScope(ctx: EvaluationContext, scope: EvaluationScope = {}): number[] {
  const indexes = selectScope(ctx, scope);
  if (indexes.length === 0) throw new EmptyScopeError(JSON.stringify(scope));
  return indexes;
}

/**
 * One weight set × one rounding mode on a scope, counts only (no probabilities): the unit of work of
 * a matrix job, cheap enough to run per Kafka message on a cached context.
 */
export function evaluateCombination(ctx: EvaluationContext, weights: Weights, rounding: RoundingMode, scope: EvaluationScope = {}): AccuracyCounts {
  checkModelInputs(weights, rounding);
  const indexes = requireScope(ctx, scope);
  return countExpectedGoals(ctx, expectedGoalsColumns(ctx, weights, indexes), rounding, indexes);
}
