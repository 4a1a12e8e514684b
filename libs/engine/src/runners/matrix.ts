// Matrix evaluation: every weight set × every rounding configuration on the same fixtures
// (docs/product.md §3, "Matrix result"). Expected goals are computed once per weight set and reused
// for every configuration, so the cost is N weight passes plus N × M rounding passes.
import type { EvaluationContext, EvaluationScope } from './context.ts';
import { checkModel, countExpectedGoals, requireScope } from './evaluate.ts';
import { modelOfSet, type NamedWeightSet } from './batch-weights.ts';
import { modelColumns } from './model-columns.ts';
import { roundingOf, type NamedRoundingConfig } from './rounding-batch.ts';

export interface MatrixOptions {
  weight_sets: readonly NamedWeightSet[];
  rounding_configs: readonly NamedRoundingConfig[];
  scope?: EvaluationScope;
}

/** Accuracies in percent 0-100. */
export interface MatrixCombination {
  /** weight set index × number of configs + config index: the order a job completes them in. */
  index: number;
  weight_set_id: string;
  weight_set_name: string;
  rounding_config_id: string;
  rounding_config_name: string;
  outcome_accuracy: number;
  exact_score_accuracy: number;
  correct_outcomes: number;
  correct_scores: number;
  total_fixtures: number;
}

export interface MatrixResult {
  weight_sets_tested: number;
  rounding_configs_tested: number;
  total_combinations: number;
  total_fixtures: number;
  best_outcome: { weight_set_name: string; rounding_config_name: string; outcome_accuracy: number };
  best_exact_score: { weight_set_name: string; rounding_config_name: string; exact_score_accuracy: number };
  combinations: MatrixCombination[];
}

/** Which weight set and configuration a combination index stands for (to resume a job). */
export function matrixCell(index: number, roundingConfigs: number): { weight_set: number; rounding_config: number } {
  return { weight_set: Math.floor(index / roundingConfigs), rounding_config: index % roundingConfigs };
}

export function runMatrix(ctx: EvaluationContext, options: MatrixOptions): MatrixResult {
  const { weight_sets, rounding_configs } = options;
  if (weight_sets.length === 0 || rounding_configs.length === 0) throw new Error('a matrix needs at least one weight set and one rounding configuration');
  for (const set of weight_sets) for (const config of rounding_configs) checkModel(modelOfSet(set), roundingOf(config));
  const indexes = requireScope(ctx, options.scope);

  const combinations: MatrixCombination[] = [];
  weight_sets.forEach((set, w) => {
    const xg = modelColumns(ctx, modelOfSet(set), indexes);
    rounding_configs.forEach((config, r) => {
      const c = countExpectedGoals(ctx, xg, roundingOf(config), indexes);
      combinations.push({
        index: w * rounding_configs.length + r,
        weight_set_id: set.id,
        weight_set_name: set.name,
        rounding_config_id: config.id,
        rounding_config_name: config.name,
        outcome_accuracy: c.outcome_accuracy,
        exact_score_accuracy: c.score_accuracy,
        correct_outcomes: c.correct_outcomes,
        correct_scores: c.correct_scores,
        total_fixtures: c.total_fixtures,
      });
    });
  });
  return {
    weight_sets_tested: weight_sets.length,
    rounding_configs_tested: rounding_configs.length,
    total_combinations: combinations.length,
    total_fixtures: indexes.length,
    ...matrixBests(combinations),
    combinations,
  };
}

/** What a matrix's best combinations are judged on. */
export interface JudgedCombination {
  readonly weight_set_name: string;
  readonly rounding_config_name: string;
  readonly outcome_accuracy: number;
  readonly exact_score_accuracy: number;
  readonly correct_outcomes: number;
  readonly correct_scores: number;
}

/**
 * The combinations with the most correct outcomes and the most exact scores. The earliest wins a
 * tie, so the answer does not depend on sort stability and a rerun names the same bests.
 */
export function matrixBests(combinations: readonly JudgedCombination[]) {
  const [first] = combinations;
  if (!first) throw new Error('a matrix without combinations has no best');
  const bestOutcome = combinations.reduce((best, c) => (c.correct_outcomes > best.correct_outcomes ? c : best), first);
  const bestExact = combinations.reduce((best, c) => (c.correct_scores > best.correct_scores ? c : best), first);
  return {
    best_outcome: {
      weight_set_name: bestOutcome.weight_set_name,
      rounding_config_name: bestOutcome.rounding_config_name,
      outcome_accuracy: bestOutcome.outcome_accuracy,
    },
    best_exact_score: {
      weight_set_name: bestExact.weight_set_name,
      rounding_config_name: bestExact.rounding_config_name,
      exact_score_accuracy: bestExact.exact_score_accuracy,
    },
  };
}
