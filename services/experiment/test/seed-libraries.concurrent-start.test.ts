// Every process of the service seeds the libraries at start, so replicas starting together (two
// matrix workers, a worker beside the service) seed the same empty database at the same moment:
// none may fail, and each library is in once. On the real store, no broker needed.
import { connectDb, type Database } from '@scoreline/db';
import { setUpOnce, silentLogger } from '@scoreline/test-support';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SEED_MODEL_FAMILY_SETS,
  SEED_ROUNDING_CONFIGS,
  SEED_ROUNDING_MODE_CONFIGS,
  SEED_WEIGHT_SETS,
  SPECIFICATION_DEFAULTS_WEIGHT_SET,
} from '../src/domain/seed-library.ts';
import { createRoundingConfigsRepository } from '../src/repositories/rounding-configs-repository.ts';
import { createSeedMarksRepository } from '../src/repositories/seed-marks-repository.ts';
import { createWeightSetsRepository } from '../src/repositories/weight-sets-repository.ts';
import { seedLibraries } from '../src/use-cases/seed-libraries.ts';
import { type Harness, startHarness } from './support/harness.ts';

let h: Harness;
/** One connection per starting process, as separate processes have (one shared pool serialises them). */
const processes: Database[] = [];
setUpOnce(async () => {
  h = await startHarness();
  for (let i = 0; i < 8; i += 1)
    processes.push(await connectDb({ dbName: h.context.db.connection.name, logger: silentLogger }));
});
afterAll(async () => {
  await Promise.all(processes.map((db) => db.close()));
  await h?.close();
});

describe('seeding the libraries from processes starting at once', () => {
  it('succeeds in every process and leaves each library and each seed mark once', async () => {
    const db = h.context.db.connection.db!;
    // As a database that never had them: the marks and the seeded items gone.
    await Promise.all(
      ['seed_marks', 'weight_sets', 'rounding_configs'].map((name) => db.collection(name).deleteMany({})),
    );
    const outcomes = await Promise.allSettled(
      processes.map(({ connection }) =>
        seedLibraries({
          weightSets: createWeightSetsRepository(connection),
          roundingConfigs: createRoundingConfigsRepository(connection),
          seedMarks: createSeedMarksRepository(connection),
          clock: h.context.clock,
          logger: h.context.logger,
        }),
      ),
    );

    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    expect((await db.collection('seed_marks').find().toArray()).map((m) => m._id).sort()).toEqual([
      'model-family-sets',
      'production-default',
      'rounding-configs',
      'rounding-mode-configs',
      'specification-defaults',
      'weight-sets',
    ]);
    // The family sets are also listed in the first library: each id is in once.
    const seededSets = new Set(
      [...SEED_WEIGHT_SETS, ...SEED_MODEL_FAMILY_SETS, SPECIFICATION_DEFAULTS_WEIGHT_SET].map(
        (set) => set.id,
      ),
    );
    const seededConfigs = new Set(
      [...SEED_ROUNDING_CONFIGS, ...SEED_ROUNDING_MODE_CONFIGS].map((config) => config.id),
    );
    expect((await db.collection('weight_sets').find().toArray()).map((set) => set._id).sort()).toEqual(
      [...seededSets].sort(),
    );
    expect(
      (await db.collection('rounding_configs').find().toArray()).map((config) => config._id).sort(),
    ).toEqual([...seededConfigs].sort());
  });
});
