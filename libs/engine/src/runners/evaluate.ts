// The arithmetic every runner shares: judge one weight set and one rounding mode on a scope.
import type { Outcome } from '@scoreline/contracts';
import type { OutcomeTriple } from '../most-probable-rounding.ts';
import { applyRounding, checkRounding, type RoundingInputs, type RoundingMode } from '../predict.ts';
import { outcomeProbabilities } from '../poisson.ts';
import { brierScore, logLoss, rankedProbabilityScore } from '../scoring.ts';
import { checkModelConfiguration, modelColumns, type ModelInput } from './model-columns.ts';
import { EmptyScopeError, OUTCOME_CODES, outcomeCode, percent, selectScope, type EvaluationContext, type EvaluationScope } from './context.ts';

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
  /** The grid's Dixon–Coles ρ. */
  rho: number;
  /** The model's outcome probabilities when it has its own (Dixon–Coles family); null: the grid's. */
  probabilities: OutcomeTriple | null;
  display_home_goals: number;
  display_away_goals: number;
  predicted_outcome: Outcome;
  outcome_correct: boolean;
  score_correct: boolean;
}

/** Expected goals, with what the model adds to them (ρ, its own probabilities) when it has it. */
export interface ExpectedGoalsColumns {
  home: Float64Array;
  away: Float64Array;
  rho?: Float64Array;
  probabilities?: Float64Array | null;
}

/** Displayed outcome and score of each selected fixture under one model (or weight set) and rounding mode. */
export function judgeFixtures(ctx: EvaluationContext, model: ModelInput, rounding: RoundingMode, indexes: readonly number[]): JudgedFixture[] {
  return judgeExpectedGoals(ctx, modelColumns(ctx, model, indexes), rounding, indexes);
}

function roundingInputs(ctx: EvaluationContext, xg: ExpectedGoalsColumns, k: number): { rho: number; probabilities: OutcomeTriple | null } {
  const rho = xg.rho ? (xg.rho[k] as number) : (ctx.options.dixon_coles_rho ?? 0);
  const p = xg.probabilities;
  return { rho, probabilities: p ? { home: p[3 * k] as number, draw: p[3 * k + 1] as number, away: p[3 * k + 2] as number } : null };
}

function round(home: number, away: number, rounding: RoundingMode, inputs: { rho: number; probabilities: OutcomeTriple | null }) {
  const extra: RoundingInputs = inputs.probabilities ? { rho: inputs.rho, probabilities: inputs.probabilities } : { rho: inputs.rho };
  return applyRounding(home, away, rounding, extra);
}

/** As judgeFixtures, with the expected goals already computed (one weight set, many roundings). */
export function judgeExpectedGoals(
  ctx: EvaluationContext,
  xg: ExpectedGoalsColumns,
  rounding: RoundingMode,
  indexes: readonly number[],
): JudgedFixture[] {
  const c = ctx.columns;
  return indexes.map((i, k) => {
    const home_xg = xg.home[k] as number;
    const away_xg = xg.away[k] as number;
    const inputs = roundingInputs(ctx, xg, k);
    const shown = round(home_xg, away_xg, rounding, inputs);
    return {
      index: i,
      home_xg,
      away_xg,
      rho: inputs.rho,
      probabilities: inputs.probabilities,
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
  xg: ExpectedGoalsColumns,
  rounding: RoundingMode,
  indexes: readonly number[],
): AccuracyCounts {
  const c = ctx.columns;
  let correct_outcomes = 0;
  let correct_scores = 0;
  for (let k = 0; k < indexes.length; k++) {
    const i = indexes[k] as number;
    // Smart rounding reads only the two expected goals; only 'most_probable' needs the rest.
    const shown =
      rounding === 'most_probable'
        ? round(xg.home[k] as number, xg.away[k] as number, rounding, roundingInputs(ctx, xg, k))
        : applyRounding(xg.home[k] as number, xg.away[k] as number, rounding);
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

/** The outcome probabilities behind a judged fixture: the model's own, or its grid's. */
export function judgedProbabilities(j: JudgedFixture): { prob_home_win: number; prob_draw: number; prob_away_win: number } {
  if (j.probabilities) return { prob_home_win: j.probabilities.home, prob_draw: j.probabilities.draw, prob_away_win: j.probabilities.away };
  const p = outcomeProbabilities(j.home_xg, j.away_xg, { dixon_coles_rho: j.rho });
  return { prob_home_win: p.home_win, prob_draw: p.draw, prob_away_win: p.away_win };
}

/** Mean proper scores of the Poisson probabilities behind the judged fixtures. */
export function probabilityScores(ctx: EvaluationContext, judged: readonly JudgedFixture[]): ProbabilityScores {
  let rps = 0;
  let brier = 0;
  let loss = 0;
  for (const j of judged) {
    const triple = judgedProbabilities(j);
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
export function evaluateCombination(ctx: EvaluationContext, model: ModelInput, rounding: RoundingMode, scope: EvaluationScope = {}): AccuracyCounts {
  checkModel(model, rounding);
  const indexes = requireScope(ctx, scope);
  return countExpectedGoals(ctx, modelColumns(ctx, model, indexes), rounding, indexes);
}

/** checkModelInputs for either family: the configuration's ranges, then the rounding's. */
export function checkModel(model: ModelInput, rounding: RoundingMode): void {
  checkModelConfiguration(model);
  checkRounding(rounding);
}
