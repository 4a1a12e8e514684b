// What a matrix job tests: production's weights, then the sandbox library (a promoted set is
// production already, not listed twice), each against every rounding configuration. The start and
// the diagnostic both ask.
import { modelOfWeights } from '@scoreline/contracts';
import type { MatrixJobRecord } from '../domain/matrix-job.ts';
import { parametersOf } from '../domain/rounding-config.ts';
import type { Repositories } from './ports.ts';
import { productionSettings } from './production-settings.ts';

export interface MatrixCandidates {
  weightSets: MatrixJobRecord['weight_sets'];
  roundingConfigs: MatrixJobRecord['rounding_configs'];
}

export async function listMatrixCandidates(
  deps: Pick<Repositories, 'weightSets' | 'roundingConfigs'>,
): Promise<MatrixCandidates> {
  const [production, sets, configs] = await Promise.all([
    productionSettings(deps),
    deps.weightSets.list(),
    deps.roundingConfigs.list(),
  ]);
  return {
    weightSets: [
      {
        id: production.weights.id,
        name: production.weights.name,
        weights: production.weights.weights,
        model: production.weights.model,
      },
      ...sets
        .filter((s) => s.status === 'sandbox')
        .map((s) => ({ id: s.id, name: s.name, weights: s.weights, model: modelOfWeights(s) })),
    ],
    roundingConfigs: configs.map((c) => ({
      id: c.id,
      name: c.name,
      parameters: parametersOf(c),
      mode: c.mode,
    })),
  };
}
