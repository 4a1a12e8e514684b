// What production predicts with, as this service knows it: the promoted weight set's model (the
// measured starting model until a set is promoted: libs/engine production-default.ts) and the
// production rounding configuration, smart rounding with its parameters or most-probable rounding.
// The admin panel's single-weight edits in the prediction service are not seen here (README,
// "Decisions").
import { DEFAULT_WEIGHTS, type ModelConfiguration, modelOfWeights, type RoundingModeKind, type RoundingParameters, type Weights } from '@scoreline/contracts';
import {
  type NamedWeightSet,
  PRODUCTION_DEFAULT_MODEL,
  PRODUCTION_DEFAULT_ROUNDING_MODE,
  PRODUCTION_DEFAULT_ROUNDING_PARAMETERS,
  roundingOf,
  type RoundingMode,
} from '@scoreline/engine';
import { parametersOf } from '../domain/rounding-config.ts';
import type { Repositories } from './ports.ts';

export const PRODUCTION_WEIGHT_SET_ID = 'production';

/**
 * Production as this service runs it: the promoted set's model (either family) and its six weights,
 * which a Dixon–Coles set keeps beside its parameters, so `weights` is always there.
 */
export type ProductionWeightSet = NamedWeightSet & { weights: Weights; model: ModelConfiguration };

export interface ProductionSettings {
  weights: ProductionWeightSet;
  /** The rounding the engine applies: the parameters for smart rounding, or 'most_probable'. */
  rounding: RoundingMode;
  rounding_mode: RoundingModeKind;
  /** The configuration's smart-rounding parameters (kept, and shown, whatever the mode). */
  rounding_parameters: RoundingParameters;
  rounding_config_name: string;
}

export async function productionSettings(deps: Pick<Repositories, 'weightSets' | 'roundingConfigs'>): Promise<ProductionSettings> {
  const [promoted, rounding] = await Promise.all([deps.weightSets.findPromoted(), deps.roundingConfigs.findProduction()]);
  const defaultWeights = PRODUCTION_DEFAULT_MODEL.family === 'six_metric' ? PRODUCTION_DEFAULT_MODEL.weights : DEFAULT_WEIGHTS;
  const weights: Weights = promoted ? promoted.weights : { ...defaultWeights };
  const parameters = rounding ? parametersOf(rounding) : { ...PRODUCTION_DEFAULT_ROUNDING_PARAMETERS };
  const mode = rounding ? rounding.mode : PRODUCTION_DEFAULT_ROUNDING_MODE;
  return {
    weights: {
      id: promoted?.id ?? PRODUCTION_WEIGHT_SET_ID,
      name: promoted ? `${promoted.name} (production)` : 'Production',
      weights,
      model: promoted ? modelOfWeights(promoted) : structuredClone(PRODUCTION_DEFAULT_MODEL),
    },
    rounding: roundingOf({ parameters, mode }),
    rounding_mode: mode,
    rounding_parameters: parameters,
    rounding_config_name: rounding?.name ?? 'Production default',
  };
}
