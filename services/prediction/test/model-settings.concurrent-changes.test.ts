// The production settings under changes made at the same moment on the real store (FerretDB v1,
// where an update in place is not atomic): six admins saving six different weights at once, and a
// promotion landing among them, all survive, each change is one version, and a promotion older
// than the stored change is still ignored. The one-document layout is carried over once.
import { DEFAULT_WEIGHTS, type WeightName } from '@scoreline/contracts';
import { connectDb, type Database } from '@scoreline/db';
import { silentLogger, testNames } from '@scoreline/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelSettingsRepository } from '../src/repositories/model-settings-repository.ts';
import { requireInfrastructure } from './support/harness.ts';

const METRICS: WeightName[] = ['H1', 'H2', 'H3', 'H4', 'A1', 'A2'];

describe('model settings: changes at the same moment', () => {
  let db: Database | undefined;

  beforeAll(async () => {
    await requireInfrastructure();
    db = await connectDb({ dbName: testNames('prediction', 'settings').dbName, logger: silentLogger, attempts: 1 });
  });
  afterAll(async () => {
    await db?.connection.dropDatabase();
    await db?.close();
  });

  it('keeps every one of six weights saved at once and a promotion of the rounding among them, one version each', async () => {
    const settings = createModelSettingsRepository(db!.connection);
    const at = new Date();
    const values = METRICS.map((_, i) => Number((0.11 + i / 100).toFixed(2)));
    await Promise.all([
      ...METRICS.map((metric, i) => settings.setWeight(metric, values[i]!, at)),
      settings.promoteRounding({ ...(await settings.get()).rounding, draw_threshold: 0.21 }, 'smart', { kind: 'promotion', id: 'r1', name: 'Wider draws' }, at),
    ]);
    const after = await settings.get();
    expect(METRICS.map((metric) => after.weights[metric])).toEqual(values);
    expect(after.rounding_source).toEqual({ kind: 'promotion', id: 'r1', name: 'Wider draws' });
    expect(after.version).toBe(7);
  });

  it('ignores a promotion older than the stored change, and changes nothing for it', async () => {
    const settings = createModelSettingsRepository(db!.connection);
    const before = await settings.get();
    const applied = await settings.promoteWeights({ ...DEFAULT_WEIGHTS }, { kind: 'promotion', id: 'old', name: 'Old' }, new Date(0));
    expect(applied).toBe(false);
    expect(await settings.get()).toEqual(before);
  });

  it('reads the one-document layout as its first version, once, however many read it at once', async () => {
    const legacyDb = await connectDb({ dbName: testNames('prediction', 'settings-legacy').dbName, logger: silentLogger, attempts: 1 });
    try {
      await legacyDb.connection.collection('model_settings').insertOne({
        _id: 'production' as never,
        weights: { ...DEFAULT_WEIGHTS, H1: 0.61 },
        rounding: (await createModelSettingsRepository(db!.connection).get()).rounding,
        weights_source: { kind: 'admin' },
        rounding_source: { kind: 'default' },
        weights_at: new Date('2026-11-01T00:00:00Z'),
        rounding_at: new Date(0),
        version: 4,
      });
      const settings = createModelSettingsRepository(legacyDb.connection);
      const read = await Promise.all(Array.from({ length: 5 }, () => settings.get()));
      expect(read.map((s) => [s.weights.H1, s.version])).toEqual(Array.from({ length: 5 }, () => [0.61, 4]));
      const saved = await settings.setWeight('A1', 0.33, new Date());
      expect([saved.weights.H1, saved.weights.A1, saved.version]).toEqual([0.61, 0.33, 5]);
    } finally {
      await legacyDb.connection.dropDatabase();
      await legacyDb.close();
    }
  });
});
