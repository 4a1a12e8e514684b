// The rounding configuration in production (404 until one is promoted).
import type { RoundingConfig } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import type { Repositories } from './ports.ts';

export async function getProductionRoundingConfig(
  deps: Pick<Repositories, 'roundingConfigs'>,
): Promise<RoundingConfig> {
  const production = await deps.roundingConfigs.findProduction();
  if (!production) throw AppError.notFound('No production rounding configuration: promote one first');
  return production;
}
