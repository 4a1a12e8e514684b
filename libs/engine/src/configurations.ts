// The configurations the engine report measures and production may start on: each model family the
// product has (the original six-metric model, Dixon–Coles, Dixon–Coles blended with Elo), each
// shown through each rounding mode a configuration can be promoted with; and the rule that picks
// production's starting configuration from their measured figures (docs/product.md, "Where we
// differ").
import {
  DEFAULT_DIXON_COLES_PARAMETERS,
  DEFAULT_ROUNDING_PARAMETERS,
  DEFAULT_WEIGHTS,
  type ModelConfiguration,
  type RoundingModeKind,
} from '@scoreline/contracts';
import type { RoundingMode } from './predict.ts';

/** The Elo share of the tuned blend (README, "Choosing the hyper-parameters"). */
export const TUNED_BLEND_WEIGHT = 0.3;

export const MEASURED_MODEL_KEYS = ['six_metric', 'dixon_coles', 'dixon_coles_blend'] as const;
export type MeasuredModelKey = (typeof MEASURED_MODEL_KEYS)[number];

/** The model configuration each report key stands for; `blendWeight` only moves the blend (REPORT_BLEND_WEIGHT). */
export function measuredModels(blendWeight = TUNED_BLEND_WEIGHT): Readonly<Record<MeasuredModelKey, ModelConfiguration>> {
  return {
    six_metric: { family: 'six_metric', weights: { ...DEFAULT_WEIGHTS } },
    dixon_coles: { family: 'dixon_coles', parameters: { ...DEFAULT_DIXON_COLES_PARAMETERS, blend_weight: 0 } },
    dixon_coles_blend: { family: 'dixon_coles', parameters: { ...DEFAULT_DIXON_COLES_PARAMETERS, blend_weight: blendWeight } },
  };
}

/** The rounding each mode applies when a configuration is measured: smart rounding with the default parameters. */
export function measuredRounding(mode: RoundingModeKind): RoundingMode {
  return mode === 'most_probable' ? 'most_probable' : { ...DEFAULT_ROUNDING_PARAMETERS };
}

/** One configuration's figures on the decision window: RPS of its probabilities, accuracy of what it shows. */
export interface ConfigurationFigures {
  model: MeasuredModelKey;
  rounding: RoundingModeKind;
  n: number;
  /** Mean ranked probability score (lower is better); the same for every rounding of one model. */
  rps: number;
  /** Matches whose shown outcome, and shown exact score, were right. */
  correct_outcomes: number;
  correct_scores: number;
}

/**
 * Production's starting configuration: the model with the best (lowest) RPS, because RPS judges the
 * probabilities every shown number comes from; then, of its rounding modes, the one whose shown outcome
 * is right most often, then the one whose shown score is. Counts, never rounded percentages, decide.
 */
export function chooseProductionConfiguration(rows: readonly ConfigurationFigures[]): ConfigurationFigures {
  const [best] = [...rows].sort((a, b) => a.rps - b.rps || b.correct_outcomes / b.n - a.correct_outcomes / a.n || b.correct_scores / b.n - a.correct_scores / a.n);
  if (!best) throw new Error('no measured configuration to choose from');
  return best;
}
