// The rounding sandbox's configurations, production among them.
import type { RoundingConfig } from '@scoreline/contracts';
import type { Repositories } from './ports.ts';

export async function listRoundingConfigs(
  deps: Pick<Repositories, 'roundingConfigs'>,
): Promise<{ configs: RoundingConfig[] }> {
  return { configs: await deps.roundingConfigs.list() };
}
