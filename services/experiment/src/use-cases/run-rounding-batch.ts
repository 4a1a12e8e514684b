// The rounding batch test: every configuration on the production weights' expected goals over the
// batch seasons, production marked.
import type { RoundingBatchResponse } from '@scoreline/contracts';
import { EmptyScopeError } from '@scoreline/engine';
import { AppError } from '@scoreline/service-kit';
import { BATCH_SEASONS } from '../domain/season.ts';
import { parametersOf } from '../domain/rounding-config.ts';
import type { EvaluationCache, Repositories } from './ports.ts';
import { productionSettings } from './production-settings.ts';

export async function runRoundingBatch(
  deps: Pick<Repositories, 'fixtures' | 'weightSets' | 'roundingConfigs'> & { evaluation: EvaluationCache },
): Promise<RoundingBatchResponse> {
  const configs = await deps.roundingConfigs.list();
  if (configs.length === 0) throw AppError.notFound('Create at least one configuration to test');
  const [evaluation, production] = await Promise.all([
    deps.evaluation.get(deps.fixtures),
    productionSettings(deps),
  ]);
  let result;
  try {
    result = await evaluation.roundingBatch({
      configs: configs.map((c) => ({ id: c.id, name: c.name, parameters: parametersOf(c), mode: c.mode })),
      model: production.weights.model,
      scope: { seasons: BATCH_SEASONS },
    });
  } catch (error) {
    if (error instanceof EmptyScopeError)
      throw AppError.conflict('No played fixtures in 2022-2025 yet: refresh the seasons first');
    throw error;
  }
  const productionId = configs.find((c) => c.status === 'production')?.id;
  return {
    total_fixtures_tested: result.total_fixtures_tested,
    results: result.results.map((r) => ({ ...r, is_production: r.config_id === productionId })),
  };
}
