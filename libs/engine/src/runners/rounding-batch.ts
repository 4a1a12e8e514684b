// Rounding batch test: M smart-rounding configurations on one weight set's expected goals, best first
// (docs/product.md §3, "Rounding batch result").
import { DEFAULT_WEIGHTS, type ModelConfiguration, type RoundingParameters, type Weights } from '@scoreline/contracts';
import type { RoundingMode } from '../predict.ts';
import type { EvaluationContext, EvaluationScope } from './context.ts';
import { checkModel, countExpectedGoals, requireScope } from './evaluate.ts';
import { modelColumns } from './model-columns.ts';

export interface NamedRoundingConfig {
  id: string;
  name: string;
  parameters: RoundingParameters;
  /** 'smart' (the default) rounds with `parameters`; 'most_probable' ignores them and shows the most
   * probable outcome with the most probable score within it. */
  mode?: RoundingModeName;
}

export const ROUNDING_MODE_NAMES = ['smart', 'most_probable'] as const;
export type RoundingModeName = (typeof ROUNDING_MODE_NAMES)[number];

/** The rounding a named configuration applies. */
export function roundingOf(config: Pick<NamedRoundingConfig, 'parameters' | 'mode'>): RoundingMode {
  return config.mode === 'most_probable' ? 'most_probable' : config.parameters;
}

export interface RoundingBatchOptions {
  configs: readonly NamedRoundingConfig[];
  /** The weights whose expected goals are rounded (production's); defaults when omitted. */
  weights?: Weights;
  /** Either family's configuration; takes precedence over `weights`. */
  model?: ModelConfiguration;
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
  mode: RoundingModeName;
}

export interface RoundingBatchResult {
  total_fixtures_tested: number;
  /** Best first: more correct outcomes, then more exact scores, then input order. */
  results: RoundingBatchEntry[];
}

export function runRoundingBatchTest(ctx: EvaluationContext, options: RoundingBatchOptions): RoundingBatchResult {
  if (options.configs.length === 0) throw new Error('a rounding batch test needs at least one configuration');
  const model = options.model ?? options.weights ?? DEFAULT_WEIGHTS;
  for (const config of options.configs) checkModel(model, roundingOf(config));
  const indexes = requireScope(ctx, options.scope);
  const xg = modelColumns(ctx, model, indexes);
  const entries = options.configs.map((config, order) => {
    const c = countExpectedGoals(ctx, xg, roundingOf(config), indexes);
    const entry: RoundingBatchEntry = {
      config_id: config.id,
      config_name: config.name,
      outcome_accuracy: c.outcome_accuracy,
      score_accuracy: c.score_accuracy,
      correct_outcomes: c.correct_outcomes,
      correct_scores: c.correct_scores,
      total_fixtures: c.total_fixtures,
      parameters: { ...config.parameters },
      mode: config.mode ?? 'smart',
    };
    return { entry, order };
  });
  entries.sort((a, b) => b.entry.correct_outcomes - a.entry.correct_outcomes || b.entry.correct_scores - a.entry.correct_scores || a.order - b.order);
  return { total_fixtures_tested: indexes.length, results: entries.map((e) => e.entry) };
}
