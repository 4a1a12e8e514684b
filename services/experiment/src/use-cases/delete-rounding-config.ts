// Deletes a sandbox rounding configuration; never the production one (409: promote another first).
import { AppError } from '@scoreline/service-kit';
import type { Repositories } from './ports.ts';

export async function deleteRoundingConfig(
  id: string,
  deps: Pick<Repositories, 'roundingConfigs'>,
): Promise<void> {
  const config = await deps.roundingConfigs.findById(id);
  if (!config) throw AppError.notFound(`Rounding configuration ${id} not found`);
  if (config.status === 'production') {
    throw AppError.conflict(
      `"${config.name}" is the production rounding configuration and cannot be deleted; promote another one first`,
    );
  }
  await deps.roundingConfigs.delete(id);
}
