// Seeds the weight-set library and the rounding configurations into a database that never had them
// (its seed mark is absent). Run at start by every process of the service; idempotent.
import { SEED_ROUNDING_CONFIGS, SEED_WEIGHT_SETS } from '../domain/seed-library.ts';
import type { Clock, Logger, Repositories } from './ports.ts';

export interface SeedDeps {
  weightSets: Repositories['weightSets'];
  roundingConfigs: Repositories['roundingConfigs'];
  seedMarks: Repositories['seedMarks'];
  clock: Clock;
  logger: Logger;
}

export async function seedLibraries(deps: SeedDeps): Promise<{ weight_sets: boolean; rounding_configs: boolean }> {
  const seeded = { weight_sets: false, rounding_configs: false };
  if (!(await deps.seedMarks.isSeeded('weight-sets'))) {
    const start = deps.clock().getTime();
    // One millisecond apart, so the library lists in the order written here.
    for (const [i, set] of SEED_WEIGHT_SETS.entries()) await deps.weightSets.ensure(set, new Date(start + i));
    await deps.seedMarks.markSeeded('weight-sets', deps.clock());
    seeded.weight_sets = true;
  }
  if (!(await deps.seedMarks.isSeeded('rounding-configs'))) {
    const start = deps.clock().getTime();
    for (const [i, config] of SEED_ROUNDING_CONFIGS.entries()) {
      await deps.roundingConfigs.ensure({ ...config, status: config.production ? 'production' : 'sandbox' }, new Date(start + i));
    }
    await deps.seedMarks.markSeeded('rounding-configs', deps.clock());
    seeded.rounding_configs = true;
  }
  if (seeded.weight_sets || seeded.rounding_configs) deps.logger.info(seeded, 'seeded the experiment libraries');
  return seeded;
}
