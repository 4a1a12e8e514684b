// Which configuration production starts on, on a store where nobody has promoted anything
// (docs/product.md, "Where we differ": production starts on the best configuration we measured).
// Not a claim typed by hand: the figures below are the decision window's `configurations` of
// `npm run engine:report -- --json` (2023-24 … 2025-26, 1,140 matches, walk-forward), and the default is what chooseProductionConfiguration picks from
// them. test/production-default.test.ts runs the report again and fails when a figure here, or the
// pick, no longer matches it; update this table from the report when the engine changes.
import { DEFAULT_ROUNDING_PARAMETERS, type ModelConfiguration, type RoundingModeKind, type RoundingParameters } from '@scoreline/contracts';
import { chooseProductionConfiguration, type ConfigurationFigures, measuredModels } from './configurations.ts';

export const MEASURED_CONFIGURATIONS: readonly ConfigurationFigures[] = Object.freeze([
  { model: 'six_metric', rounding: 'smart', n: 1140, rps: 0.210120235, correct_outcomes: 519, correct_scores: 106 },
  { model: 'six_metric', rounding: 'most_probable', n: 1140, rps: 0.210120235, correct_outcomes: 589, correct_scores: 106 },
  { model: 'dixon_coles', rounding: 'smart', n: 1140, rps: 0.200064209, correct_outcomes: 560, correct_scores: 101 },
  { model: 'dixon_coles', rounding: 'most_probable', n: 1140, rps: 0.200064209, correct_outcomes: 601, correct_scores: 109 },
  { model: 'dixon_coles_blend', rounding: 'smart', n: 1140, rps: 0.199824326, correct_outcomes: 560, correct_scores: 101 },
  { model: 'dixon_coles_blend', rounding: 'most_probable', n: 1140, rps: 0.199824326, correct_outcomes: 601, correct_scores: 111 },
] satisfies ConfigurationFigures[]);

/** Today: the Dixon–Coles + Elo blend shown through most-probable rounding. */
export const PRODUCTION_CHOICE: Readonly<ConfigurationFigures> = Object.freeze(chooseProductionConfiguration(MEASURED_CONFIGURATIONS));

/** The model production predicts with until a weight set is promoted. */
export const PRODUCTION_DEFAULT_MODEL: Readonly<ModelConfiguration> = Object.freeze(measuredModels()[PRODUCTION_CHOICE.model]);

/** The rounding mode production shows with until a rounding configuration is promoted. */
export const PRODUCTION_DEFAULT_ROUNDING_MODE: RoundingModeKind = PRODUCTION_CHOICE.rounding;

/**
 * The smart-rounding parameters kept beside the default mode: the defaults, what smart
 * rounding would use (a 'most_probable' rounding reads none of them).
 */
export const PRODUCTION_DEFAULT_ROUNDING_PARAMETERS: Readonly<RoundingParameters> = DEFAULT_ROUNDING_PARAMETERS;

/** The original configuration (ws-spec-defaults and rc-spec-defaults): six-metric with the default weights, smart rounding. */
export const SPECIFICATION_DEFAULT_MODEL: Readonly<ModelConfiguration> = Object.freeze(measuredModels().six_metric);
export const SPECIFICATION_DEFAULT_ROUNDING_MODE: RoundingModeKind = 'smart';
