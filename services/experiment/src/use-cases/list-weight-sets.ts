// The algorithm sandbox's weight sets, with the production weights beside them.
import { type WeightSetsResponse } from '@scoreline/contracts';
import type { Repositories } from './ports.ts';
import { productionSettings } from './production-settings.ts';

type WeightSetDeps = Pick<Repositories, 'weightSets' | 'roundingConfigs'>;

export async function listWeightSets(deps: WeightSetDeps): Promise<WeightSetsResponse> {
  const [sets, production] = await Promise.all([deps.weightSets.list(), productionSettings(deps)]);
  return { sandbox_weight_sets: sets, production_weights: production.weights.weights };
}
