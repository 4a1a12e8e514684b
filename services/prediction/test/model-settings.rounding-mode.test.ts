// The production settings' rounding mode on the real store: nothing saved reads as the measured
// starting configuration; a promotion stores its mode beside the parameters; a version written
// before modes existed (no rounding_mode) was smart rounding and reads so.
import { DEFAULT_ROUNDING_PARAMETERS, DEFAULT_WEIGHTS } from '@scoreline/contracts';
import { connectDb, type Database } from '@scoreline/db';
import { PRODUCTION_DEFAULT_MODEL, PRODUCTION_DEFAULT_ROUNDING_MODE } from '@scoreline/engine';
import { silentLogger, testNames } from '@scoreline/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionRounding } from '../src/domain/model-settings.ts';
import { createModelSettingsRepository } from '../src/repositories/model-settings-repository.ts';
import { requireInfrastructure } from './support/harness.ts';

describe('model settings: the rounding mode', () => {
  let db: Database | undefined;
  beforeAll(async () => {
    await requireInfrastructure();
    db = await connectDb({ dbName: testNames('prediction', 'rounding-mode').dbName, logger: silentLogger, attempts: 1 });
  });
  afterAll(async () => {
    await db?.connection.dropDatabase();
    await db?.close();
  });

  it('reads the measured starting configuration while nothing was saved', async () => {
    const settings = await createModelSettingsRepository(db!.connection).get();
    expect(settings).toMatchObject({ model: PRODUCTION_DEFAULT_MODEL, rounding_mode: PRODUCTION_DEFAULT_ROUNDING_MODE, rounding: DEFAULT_ROUNDING_PARAMETERS, version: 0 });
    expect(productionRounding(settings)).toBe('most_probable');
  });

  it('keeps the default model when only the rounding is promoted, and the mode each promotion names', async () => {
    const repository = createModelSettingsRepository(db!.connection);
    const source = { kind: 'promotion', id: 'rc-spec-defaults', name: 'Specification defaults' } as const;
    expect(await repository.promoteRounding({ ...DEFAULT_ROUNDING_PARAMETERS }, 'smart', source, new Date('2026-11-01T00:00:00Z'))).toBe(true);
    const smart = await repository.get();
    expect(smart).toMatchObject({ model: PRODUCTION_DEFAULT_MODEL, rounding_mode: 'smart', rounding_source: source, version: 1 });
    expect(productionRounding(smart)).toEqual(DEFAULT_ROUNDING_PARAMETERS);
    await repository.promoteRounding({ ...DEFAULT_ROUNDING_PARAMETERS }, 'most_probable', { ...source, id: 'rc-most-probable' }, new Date('2026-11-02T00:00:00Z'));
    expect(await repository.get()).toMatchObject({ rounding_mode: 'most_probable', version: 2 });
  });

  it('reads a version stored before rounding modes as smart rounding of the six-metric model it names', async () => {
    await db!.connection.collection('model_settings_versions').insertOne({
      _id: '000000000009' as never,
      weights: { ...DEFAULT_WEIGHTS },
      rounding: { ...DEFAULT_ROUNDING_PARAMETERS, draw_threshold: 0.3 },
      weights_source: { kind: 'admin' },
      rounding_source: { kind: 'default' },
      weights_at: new Date('2026-10-01T00:00:00Z'),
      rounding_at: new Date(0),
      version: 9,
    });
    const settings = await createModelSettingsRepository(db!.connection).get();
    expect(settings).toMatchObject({ model: { family: 'six_metric', weights: DEFAULT_WEIGHTS }, rounding_mode: 'smart', version: 9 });
    expect(productionRounding(settings)).toEqual({ ...DEFAULT_ROUNDING_PARAMETERS, draw_threshold: 0.3 });
  });
});
