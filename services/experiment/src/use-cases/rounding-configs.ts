// The smart-rounding sandbox: list, read production, create, delete (never the production one),
// promote (publishes rounding.promoted, answers the configuration as source text) and the batch test
// of every configuration on the production weights' expected goals.
import type { createRoundingConfigRequestSchema, PromoteRoundingConfigResponse, RoundingBatchResponse, RoundingConfig } from '@scoreline/contracts';
import { EmptyScopeError } from '@scoreline/engine';
import { AppError } from '@scoreline/service-kit';
import type { z } from 'zod';
import { BATCH_SEASONS } from '../domain/season.ts';
import { parametersOf } from '../repositories/rounding-configs-repository.ts';
import { DuplicateNameError } from '../repositories/weight-sets-repository.ts';
import type { Clock, EvaluationCache, IdFactory, Logger, Publisher, Repositories } from './ports.ts';
import { productionSettings } from './production-settings.ts';

export async function listRoundingConfigs(deps: Pick<Repositories, 'roundingConfigs'>): Promise<{ configs: RoundingConfig[] }> {
  return { configs: await deps.roundingConfigs.list() };
}

export async function getProductionRoundingConfig(deps: Pick<Repositories, 'roundingConfigs'>): Promise<RoundingConfig> {
  const production = await deps.roundingConfigs.findProduction();
  if (!production) throw AppError.notFound('No production rounding configuration: promote one first');
  return production;
}

export async function createRoundingConfig(
  request: z.output<typeof createRoundingConfigRequestSchema>,
  deps: { roundingConfigs: Repositories['roundingConfigs']; clock: Clock; newId: IdFactory },
): Promise<RoundingConfig> {
  const { name, description, mode, ...parameters } = request;
  try {
    return await deps.roundingConfigs.create({ id: deps.newId('rc'), name, description, parameters, mode }, deps.clock());
  } catch (error) {
    if (error instanceof DuplicateNameError) throw AppError.conflict(`A rounding configuration named "${name}" already exists`);
    throw error;
  }
}

export async function deleteRoundingConfig(id: string, deps: Pick<Repositories, 'roundingConfigs'>): Promise<void> {
  const config = await deps.roundingConfigs.findById(id);
  if (!config) throw AppError.notFound(`Rounding configuration ${id} not found`);
  if (config.status === 'production') {
    throw AppError.conflict(`"${config.name}" is the production rounding configuration and cannot be deleted; promote another one first`);
  }
  await deps.roundingConfigs.delete(id);
}

/** The configuration as a TypeScript constant, for the panel that shows it to copy by hand. */
export function roundingSource(config: RoundingConfig): string {
  const comment = `/** ${config.name.replace(/\*\//g, '* /')}${config.description ? `: ${config.description.replace(/\*\//g, '* /')}` : ''} */`;
  // Most-probable rounding reads no parameters: the engine's RoundingMode names it.
  if (config.mode === 'most_probable') {
    return ["import type { RoundingMode } from '@scoreline/engine';", '', comment, "export const PRODUCTION_ROUNDING: RoundingMode = 'most_probable';", ''].join('\n');
  }
  const p = parametersOf(config);
  const lines = (Object.keys(p) as (keyof typeof p)[]).map((key) => `  ${key}: ${JSON.stringify(p[key])},`);
  return [
    "import type { RoundingParameters } from '@scoreline/contracts';",
    '',
    comment,
    'export const PRODUCTION_ROUNDING: RoundingParameters = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

export async function promoteRoundingConfig(
  input: { id: string; correlationId: string },
  deps: { roundingConfigs: Repositories['roundingConfigs']; publisher: Publisher; clock: Clock; logger: Logger },
): Promise<PromoteRoundingConfigResponse> {
  // Either mode can be production: rounding.promoted carries the mode beside the parameters.
  const promoted = await deps.roundingConfigs.promote(input.id, deps.clock());
  if (!promoted) throw AppError.notFound(`Rounding configuration ${input.id} not found`);
  await deps.publisher.publish('rounding.promoted', {
    data: { config_id: promoted.id, name: promoted.name, parameters: parametersOf(promoted), mode: promoted.mode },
    correlationId: input.correlationId,
  });
  deps.logger.info({ config_id: promoted.id, name: promoted.name }, 'rounding configuration promoted to production');
  return {
    message: `Rounding configuration "${promoted.name}" is now production; the prediction service is recalculating every prediction with it`,
    new_code: roundingSource(promoted),
    config: promoted,
  };
}

export async function runRoundingBatch(
  deps: Pick<Repositories, 'fixtures' | 'weightSets' | 'roundingConfigs'> & { evaluation: EvaluationCache },
): Promise<RoundingBatchResponse> {
  const configs = await deps.roundingConfigs.list();
  if (configs.length === 0) throw AppError.notFound('Create at least one configuration to test');
  const [evaluation, production] = await Promise.all([deps.evaluation.get(deps.fixtures), productionSettings(deps)]);
  let result;
  try {
    result = await evaluation.roundingBatch({
      configs: configs.map((c) => ({ id: c.id, name: c.name, parameters: parametersOf(c), mode: c.mode })),
      model: production.weights.model,
      scope: { seasons: BATCH_SEASONS },
    });
  } catch (error) {
    if (error instanceof EmptyScopeError) throw AppError.conflict('No played fixtures in 2022-2025 yet: refresh the seasons first');
    throw error;
  }
  const productionId = configs.find((c) => c.status === 'production')?.id;
  return {
    total_fixtures_tested: result.total_fixtures_tested,
    results: result.results.map((r) => ({ ...r, is_production: r.config_id === productionId })),
  };
}
