// What production predicts with, as this service knows it: the promoted weight set's weights (the
// spec's defaults until a set is promoted) and the production rounding configuration (seeded with
// the spec's defaults). The admin panel's single-weight edits in the prediction service are not
// seen here (README, "Decisions").
import { DEFAULT_ROUNDING_PARAMETERS, DEFAULT_WEIGHTS, type ModelConfiguration, modelOfWeights, type RoundingParameters, type Weights } from '@scoreline/contracts';
import type { NamedWeightSet } from '@scoreline/engine';
import { parametersOf } from '../repositories/rounding-configs-repository.ts';
import type { Repositories } from './ports.ts';

export const PRODUCTION_WEIGHT_SET_ID = 'production';

/**
 * Production as this service runs it: the promoted set's model (either family) and its six weights,
 * which a Dixon–Coles set keeps beside its parameters, so `weights` is always there.
 */
export type ProductionWeightSet = NamedWeightSet & { weights: Weights; model: ModelConfiguration };

export interface ProductionSettings {
  weights: ProductionWeightSet;
  rounding: RoundingParameters;
  rounding_config_name: string;
}

export async function productionSettings(deps: Pick<Repositories, 'weightSets' | 'roundingConfigs'>): Promise<ProductionSettings> {
  const [promoted, rounding] = await Promise.all([deps.weightSets.findPromoted(), deps.roundingConfigs.findProduction()]);
  const weights: Weights = promoted ? promoted.weights : { ...DEFAULT_WEIGHTS };
  return {
    weights: {
      id: promoted?.id ?? PRODUCTION_WEIGHT_SET_ID,
      name: promoted ? `${promoted.name} (production)` : 'Production',
      weights,
      model: promoted ? modelOfWeights(promoted) : modelOfWeights({ weights }),
    },
    rounding: rounding ? parametersOf(rounding) : { ...DEFAULT_ROUNDING_PARAMETERS },
    rounding_config_name: rounding?.name ?? 'Spec defaults',
  };
}
