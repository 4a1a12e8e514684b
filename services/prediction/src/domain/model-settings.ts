// Rules about the production model settings (repositories/model-settings-repository.ts stores them):
// whether a promotion's weights or rounding are the ones in force, and the rounding the engine
// applies for them.
import { type RoundingModeKind, type RoundingParameters, WEIGHT_NAMES, type Weights } from '@scoreline/contracts';
import { roundingOf, type RoundingMode } from '@scoreline/engine';

const ROUNDING_KEYS = [
  'draw_threshold',
  'clear_advantage_threshold',
  'clear_advantage_adjustment',
  'small_advantage_adjustment',
  'home_bias_enabled',
  'home_bias_amount',
] as const satisfies readonly (keyof RoundingParameters)[];

export function sameWeights(a: Weights, b: Weights): boolean {
  return WEIGHT_NAMES.every((name) => a[name] === b[name]);
}

export function sameRounding(a: RoundingParameters, b: RoundingParameters): boolean {
  return ROUNDING_KEYS.every((key) => a[key] === b[key]);
}

/** The rounding the engine applies for these settings: smart rounding with the parameters, or most-probable rounding. */
export function productionRounding(settings: { rounding: RoundingParameters; rounding_mode: RoundingModeKind }): RoundingMode {
  return roundingOf({ parameters: settings.rounding, mode: settings.rounding_mode });
}
