// Rounding batch test: M smart-rounding configurations on one weight set's expected goals, best first
// (spec section 3, "Rounding batch result").
import { DEFAULT_WEIGHTS, type RoundingParameters, type Weights } from '@scoreline/contracts';
import { checkModelInputs } from '../predict.ts';
import { expectedGoalsColumns, type EvaluationContext, type EvaluationScope } from './context.ts';
import { countExpectedGoals, requireScope } from './evaluate.ts';

export interface NamedRoundingConfig {
  id: string;
  name: string;
  parameters: RoundingParameters;
}

export interface RoundingBatchOptions {
  configs: readonly NamedRoundingConfig[];
  /** The weights whose expected goals are rounded (production's); defaults when omitted. */
  weights?: Weights;
  scope?: EvaluationScope;
}

/** Accuracies in percent 0-100. */
export interface RoundingBatchEntry {
  config_id: string;
  config_name: string;
  outcome_accuracy: number;
  score_accuracy: number;
  correct_outcomes: number;
  correct_scores: number;
  total_fixtures: number;
  parameters: RoundingParameters;
}

export interface RoundingBatchResult {
  total_fixtures_tested: number;
  /** Best first: more correct outcomes, then more exact scores, then input order. */
  results: RoundingBatchEntry[];
}

export function runRoundingBatchTest(ctx: EvaluationContext, options: RoundingBatchOptions): RoundingBatchResult {
  if (options.configs.length === 0) throw new Error('a rounding batch test needs at least one configuration');
  const weights = options.weights ?? DEFAULT_WEIGHTS;
  for (const config of options.configs) checkModelInputs(weights, config.parameters);
  const indexes = requireScope(ctx, options.scope);
  const xg = expectedGoalsColumns(ctx, weights, indexes);
  const entries = options.configs.map((config, order) => {
    const c = countExpectedGoals(ctx, xg, config.parameters, indexes);
    const entry: RoundingBatchEntry = {
      config_id: config.id,
      config_name: config.name,
      outcome_accuracy: c.outcome_accuracy,
      score_accuracy: c.score_accuracy,
      correct_outcomes: c.correct_outcomes,
      correct_scores: c.correct_scores,
      total_fixtures: c.total_fixtures,
      parameters: { ...config.parameters },
    };
    return { entry, order };
  });
  entries.sort((a, b) => b.entry.correct_outcomes - a.entry.correct_outcomes || b.entry.correct_scores - a.entry.correct_scores || a.order - b.order);
  return { total_fixtures_tested: indexes.length, results: entries.map((e) => e.entry) };
}
