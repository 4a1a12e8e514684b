// Seeds the weight-set library and the rounding configurations into a database that never had them
// (its seed mark is absent), then puts production on its measured starting configuration. Run at
// start by every process of the service; idempotent.
import { isDeepStrictEqual } from 'node:util';
import { PRODUCTION_DEFAULT_MODEL, PRODUCTION_DEFAULT_ROUNDING_MODE, PRODUCTION_DEFAULT_ROUNDING_PARAMETERS } from '@scoreline/engine';
import { modelOfWeights } from '@scoreline/contracts';
import {
  SEED_MODEL_FAMILY_SETS,
  SEED_ROUNDING_CONFIGS,
  SEED_ROUNDING_MODE_CONFIGS,
  SEED_WEIGHT_SETS,
  SPECIFICATION_DEFAULTS_WEIGHT_SET,
} from '../domain/seed-library.ts';
import { parametersOf } from '../domain/rounding-config.ts';
import type { Clock, Logger, Repositories } from './ports.ts';

export interface SeedDeps {
  weightSets: Repositories['weightSets'];
  roundingConfigs: Repositories['roundingConfigs'];
  seedMarks: Repositories['seedMarks'];
  clock: Clock;
  logger: Logger;
}

export interface SeedResult {
  weight_sets: boolean;
  rounding_configs: boolean;
  model_families: boolean;
  rounding_modes: boolean;
  specification_defaults: boolean;
  production_default: boolean;
}

export async function seedLibraries(deps: SeedDeps): Promise<SeedResult> {
  const seeded: SeedResult = {
    weight_sets: false,
    rounding_configs: false,
    model_families: false,
    rounding_modes: false,
    specification_defaults: false,
    production_default: false,
  };
  if (!(await deps.seedMarks.isSeeded('weight-sets'))) {
    const start = deps.clock().getTime();
    // One millisecond apart, so the library lists in the order written here.
    for (const [i, set] of SEED_WEIGHT_SETS.entries()) await deps.weightSets.ensure(set, new Date(start + i));
    await deps.seedMarks.markSeeded('weight-sets', deps.clock());
    seeded.weight_sets = true;
  }
  if (!(await deps.seedMarks.isSeeded('rounding-configs'))) {
    const start = deps.clock().getTime();
    for (const [i, config] of SEED_ROUNDING_CONFIGS.entries()) await deps.roundingConfigs.ensure(config, new Date(start + i));
    await deps.seedMarks.markSeeded('rounding-configs', deps.clock());
    seeded.rounding_configs = true;
  }
  // After the first library (so they list after it), and under their own marks so that a database
  // seeded before them gets them once; an admin's deletion afterwards is respected.
  if (!(await deps.seedMarks.isSeeded('model-family-sets'))) {
    const start = deps.clock().getTime() + SEED_WEIGHT_SETS.length;
    for (const [i, set] of SEED_MODEL_FAMILY_SETS.entries()) await deps.weightSets.ensure(set, new Date(start + i));
    await deps.seedMarks.markSeeded('model-family-sets', deps.clock());
    seeded.model_families = true;
  }
  if (!(await deps.seedMarks.isSeeded('rounding-mode-configs'))) {
    const start = deps.clock().getTime() + SEED_ROUNDING_CONFIGS.length;
    for (const [i, config] of SEED_ROUNDING_MODE_CONFIGS.entries()) await deps.roundingConfigs.ensure(config, new Date(start + i));
    await deps.seedMarks.markSeeded('rounding-mode-configs', deps.clock());
    seeded.rounding_modes = true;
  }
  if (!(await deps.seedMarks.isSeeded('specification-defaults'))) {
    // Part of the first library today; a database seeded before it gets it once.
    await deps.weightSets.ensure(SPECIFICATION_DEFAULTS_WEIGHT_SET, deps.clock());
    await deps.seedMarks.markSeeded('specification-defaults', deps.clock());
    seeded.specification_defaults = true;
  }
  if (!(await deps.seedMarks.isSeeded('production-default'))) {
    await startOnProductionDefault(deps);
    await deps.seedMarks.markSeeded('production-default', deps.clock());
    seeded.production_default = true;
  }
  if (Object.values(seeded).some(Boolean)) deps.logger.info(seeded, 'seeded the experiment libraries');
  return seeded;
}

/**
 * Production starts on the measured best configuration (libs/engine production-default.ts), which
 * the prediction service also predicts with until something is promoted: the library's set of that
 * model becomes the promoted one unless an admin promoted a set, and its rounding mode's
 * configuration becomes production unless an admin promoted one (a configuration that was seeded as
 * production, never promoted by anyone, has promoted_at equal to created_at). Nothing is published:
 * the prediction service's own default already is this configuration.
 */
async function startOnProductionDefault(deps: SeedDeps): Promise<void> {
  const at = deps.clock();
  const [sets, promotedSet, configs, production] = await Promise.all([
    deps.weightSets.list(),
    deps.weightSets.findPromoted(),
    deps.roundingConfigs.list(),
    deps.roundingConfigs.findProduction(),
  ]);
  const defaultSet = sets.find((set) => isDeepStrictEqual(modelOfWeights(set), PRODUCTION_DEFAULT_MODEL));
  if (!promotedSet && defaultSet) await deps.weightSets.promote(defaultSet.id, at);
  const chosenByAdmin = production !== null && production.promoted_at !== production.created_at;
  // Most-probable rounding reads no parameters; smart rounding must have the default ones.
  const defaultConfig = configs.find(
    (c) => c.mode === PRODUCTION_DEFAULT_ROUNDING_MODE && (c.mode === 'most_probable' || isDeepStrictEqual(parametersOf(c), { ...PRODUCTION_DEFAULT_ROUNDING_PARAMETERS })),
  );
  if (!chosenByAdmin && defaultConfig && defaultConfig.id !== production?.id) await deps.roundingConfigs.promote(defaultConfig.id, at);
}
