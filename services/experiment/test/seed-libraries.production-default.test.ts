// The libraries' start on the real store: a fresh database puts production on the measured
// configuration (the blend set promoted, most-probable rounding in production); a database seeded
// before that, where nobody ever promoted anything, moves to it once, with the six-metric defaults' set
// added; one where an admin promoted a set and a configuration keeps them. Seeding again changes nothing.
import { connectDb, type Database } from '@scoreline/db';
import { requireInfrastructure, silentLogger, testNames } from '@scoreline/test-support';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_ROUNDING_CONFIGS, SEED_ROUNDING_MODE_CONFIGS, SEED_WEIGHT_SETS } from '../src/domain/seed-library.ts';
import { createRoundingConfigsRepository } from '../src/repositories/rounding-configs-repository.ts';
import { createSeedMarksRepository } from '../src/repositories/seed-marks-repository.ts';
import { createWeightSetsRepository } from '../src/repositories/weight-sets-repository.ts';
import { seedLibraries, type SeedDeps } from '../src/use-cases/seed-libraries.ts';

let db: Database | undefined;
afterEach(async () => {
  await db?.connection.dropDatabase();
  await db?.close();
  db = undefined;
});

async function open(): Promise<SeedDeps> {
  await requireInfrastructure('experiment', silentLogger);
  db = await connectDb({ dbName: testNames('experiment', 'seeding').dbName, logger: silentLogger, attempts: 1 });
  await db.syncIndexes();
  const connection = db.connection;
  let now = Date.parse('2026-11-01T00:00:00Z');
  return {
    weightSets: createWeightSetsRepository(connection),
    roundingConfigs: createRoundingConfigsRepository(connection),
    seedMarks: createSeedMarksRepository(connection),
    clock: () => new Date((now += 1000)),
    logger: silentLogger,
  };
}

/** A database as the libraries left it before production's measured start existed. */
async function seedAsBefore(deps: SeedDeps): Promise<void> {
  const before = SEED_WEIGHT_SETS.filter((s) => s.id !== 'ws-spec-defaults');
  for (const [i, set] of before.entries()) await deps.weightSets.ensure(set, new Date(Date.parse('2026-01-01T00:00:00Z') + i));
  for (const [i, config] of [...SEED_ROUNDING_CONFIGS, ...SEED_ROUNDING_MODE_CONFIGS].entries()) {
    await deps.roundingConfigs.ensure({ ...config, status: config.id === 'rc-spec-defaults' ? 'production' : 'sandbox' }, new Date(Date.parse('2026-01-01T00:00:00Z') + i));
  }
  for (const mark of ['weight-sets', 'rounding-configs', 'model-family-sets', 'rounding-mode-configs']) await deps.seedMarks.markSeeded(mark, new Date(0));
}

const production = async (deps: SeedDeps) => ({
  set: (await deps.weightSets.findPromoted())?.id ?? null,
  rounding: (await deps.roundingConfigs.findProduction())?.id ?? null,
});

describe('seeding the libraries', () => {
  it('starts a fresh database on the measured configuration, with the specification defaults one promotion away', async () => {
    const deps = await open();
    const seeded = await seedLibraries(deps);
    expect(seeded.production_default).toBe(true);
    expect(await production(deps)).toEqual({ set: 'ws-dixon-coles-elo-blend', rounding: 'rc-most-probable' });
    expect((await deps.weightSets.findById('ws-spec-defaults'))?.status).toBe('sandbox');
    expect((await deps.roundingConfigs.findById('rc-spec-defaults'))?.status).toBe('sandbox');
    expect(Object.values(await seedLibraries(deps)).some(Boolean)).toBe(false);
    expect(await production(deps)).toEqual({ set: 'ws-dixon-coles-elo-blend', rounding: 'rc-most-probable' });
  });

  it('moves a database nobody ever promoted in onto the measured configuration once, adding the specification set', async () => {
    const deps = await open();
    await seedAsBefore(deps);
    expect(await production(deps)).toEqual({ set: null, rounding: 'rc-spec-defaults' });
    const seeded = await seedLibraries(deps);
    expect(seeded).toMatchObject({ weight_sets: false, specification_defaults: true, production_default: true });
    expect(await production(deps)).toEqual({ set: 'ws-dixon-coles-elo-blend', rounding: 'rc-most-probable' });
    expect((await deps.weightSets.findById('ws-spec-defaults'))?.name).toBe('Specification defaults');
  });

  it('keeps what an admin promoted', async () => {
    const deps = await open();
    await seedAsBefore(deps);
    await deps.weightSets.promote('ws-attack-heavy', new Date('2026-06-01T00:00:00Z'));
    await deps.roundingConfigs.promote('rc-draw-keen', new Date('2026-06-01T00:00:00Z'));
    await seedLibraries(deps);
    expect(await production(deps)).toEqual({ set: 'ws-attack-heavy', rounding: 'rc-draw-keen' });
  });
});
