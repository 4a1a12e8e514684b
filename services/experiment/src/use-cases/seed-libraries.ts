// Seeds the weight-set library and the rounding configurations into a database that never had them
// (its seed mark is absent). Run at start by every process of the service; idempotent.
import { SEED_MODEL_FAMILY_SETS, SEED_ROUNDING_CONFIGS, SEED_ROUNDING_MODE_CONFIGS, SEED_WEIGHT_SETS } from '../domain/seed-library.ts';
import type { Clock, Logger, Repositories } from './ports.ts';

export interface SeedDeps {
  weightSets: Repositories['weightSets'];
  roundingConfigs: Repositories['roundingConfigs'];
  seedMarks: Repositories['seedMarks'];
  clock: Clock;
  logger: Logger;
}

export async function seedLibraries(deps: SeedDeps): Promise<{ weight_sets: boolean; rounding_configs: boolean; model_families: boolean; rounding_modes: boolean }> {
  const seeded = { weight_sets: false, rounding_configs: false, model_families: false, rounding_modes: false };
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
  // After the first library (so they list after it), and under their own marks so that a database
  // seeded before issue 13 gets them once; an admin's deletion afterwards is respected.
  if (!(await deps.seedMarks.isSeeded('model-family-sets'))) {
    const start = deps.clock().getTime() + SEED_WEIGHT_SETS.length;
    for (const [i, set] of SEED_MODEL_FAMILY_SETS.entries()) await deps.weightSets.ensure(set, new Date(start + i));
    await deps.seedMarks.markSeeded('model-family-sets', deps.clock());
    seeded.model_families = true;
  }
  if (!(await deps.seedMarks.isSeeded('rounding-mode-configs'))) {
    const start = deps.clock().getTime() + SEED_ROUNDING_CONFIGS.length;
    for (const [i, config] of SEED_ROUNDING_MODE_CONFIGS.entries()) {
      await deps.roundingConfigs.ensure({ ...config, status: 'sandbox' }, new Date(start + i));
    }
    await deps.seedMarks.markSeeded('rounding-mode-configs', deps.clock());
    seeded.rounding_modes = true;
  }
  if (Object.values(seeded).some(Boolean)) deps.logger.info(seeded, 'seeded the experiment libraries');
  return seeded;
}
