// The fixtures and predictions kept in memory between reads (repositories/read-model-snapshot.ts),
// on the real store with two repositories on one database, as two replicas have: each sees the
// other's writes at its next read, its own writes at once, and a wiped database is read afresh.
import { DEFAULT_ROUNDING_PARAMETERS, DEFAULT_WEIGHTS } from '@scoreline/contracts';
import { connectDb, type Database } from '@scoreline/db';
import { createLogger } from '@scoreline/service-kit';
import { setUpOnce } from '@scoreline/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRecord } from '../src/domain/fixture.ts';
import type { StoredPrediction } from '../src/domain/stored-prediction.ts';
import { createFixturesRepository, type FixturesRepository } from '../src/repositories/fixtures-repository.ts';
import { createPredictionsRepository, type PredictionsRepository } from '../src/repositories/predictions-repository.ts';
import { createReadModelSnapshot } from '../src/repositories/read-model-snapshot.ts';
import { eplFixtureRecords } from './support/epl.ts';
import { requireInfrastructure } from './support/harness.ts';

const logger = createLogger({ name: 'prediction-test', level: 'silent' });
const season = eplFixtureRecords().filter((r) => r.season === '2024-25').map(fromRecord);
const at = new Date(Date.UTC(2026, 10, 24, 12));
let db: Database;
let replicaA: { fixtures: FixturesRepository; predictions: PredictionsRepository };
let replicaB: { fixtures: FixturesRepository; predictions: PredictionsRepository };

const entry = (fixtureId: string, home: number): StoredPrediction => ({
  fixture_id: fixtureId,
  predicted_home_goals: home + 0.25,
  predicted_away_goals: 1.1,
  display_home_goals: home,
  display_away_goals: 1,
  predicted_outcome: home > 1 ? 'home_win' : home === 1 ? 'draw' : 'away_win',
  prob_home_win: 0.5,
  prob_draw: 0.3,
  prob_away_win: 0.2,
  team_metrics_default: false,
  all_metrics_default: false,
});
const settings = { weights: { ...DEFAULT_WEIGHTS }, rounding: { ...DEFAULT_ROUNDING_PARAMETERS } };

setUpOnce(async () => {
  await requireInfrastructure();
  db = await connectDb({ dbName: `prediction_test_${randomUUID().slice(0, 8)}`, logger, attempts: 1 });
  const replica = () => ({ fixtures: createFixturesRepository(db.connection), predictions: createPredictionsRepository(db.connection) });
  replicaA = replica();
  replicaB = replica();
});
afterAll(async () => {
  await db?.connection.dropDatabase();
  await db?.close();
});

describe('read models kept in memory between reads', () => {
  it("sees its own writes at once and the other replica's writes at its next read", async () => {
    await replicaA.fixtures.saveChanged(season.slice(0, 200), at);
    expect(await replicaA.fixtures.findAll()).toHaveLength(200);
    await replicaA.fixtures.saveChanged(season.slice(200), at);
    expect((await replicaA.fixtures.findAll()).map((f) => f.fixture_id).sort()).toEqual(season.map((f) => f.fixture_id).sort());

    const played = { ...season[5]!, status: 'finished' as const, home_goals: 4, away_goals: 0 };
    expect(await replicaB.fixtures.saveChanged([played], at)).toBe(1);
    expect((await replicaA.fixtures.findAll()).find((f) => f.fixture_id === played.fixture_id)).toEqual(played);
    // The stored version B wrote is what A compares with: the same fixture again writes nothing.
    expect(await replicaA.fixtures.saveChanged([played], at)).toBe(0);
  });

  it('reads a wiped database afresh instead of answering from memory', async () => {
    await replicaA.predictions.saveGameweeks([{ season: '2024-25', gameweek: 1, predictions: [entry(season[0]!.fixture_id, 2)], ...settings }], at);
    expect(await replicaA.predictions.findAll()).toHaveLength(1);
    await db.connection.dropDatabase();
    expect(await replicaA.fixtures.findAll()).toEqual([]);
    expect(await replicaA.predictions.findAll()).toEqual([]);
    expect(await replicaA.fixtures.saveChanged(season.slice(0, 10), at)).toBe(10);
  });

  it('keeps gameweeks as the store returns them through saves, entry rewrites and deletions on either replica', async () => {
    const key = (g: { season: string; gameweek: number }) => `${g.season}:${g.gameweek}`;
    const gameweeks = [1, 2, 3].map((gameweek) => ({
      season: '2024-25',
      gameweek,
      predictions: [entry(season[gameweek]!.fixture_id, gameweek - 1), { ...entry(season[gameweek + 10]!.fixture_id, 1), predicted_outcome: null }],
      ...settings,
    }));
    await replicaA.predictions.findAll();
    await replicaA.predictions.saveGameweeks(gameweeks, at);
    const fromMemory = await replicaA.predictions.findAll();
    const fromStore = await createPredictionsRepository(db.connection).findAll();
    expect([...fromMemory].sort((a, b) => key(a).localeCompare(key(b)))).toEqual([...fromStore].sort((a, b) => key(a).localeCompare(key(b))));

    await replicaB.predictions.saveEntries([{ season: '2024-25', gameweek: 2, predictions: [entry(season[2]!.fixture_id, 3)] }]);
    await replicaA.predictions.deleteGameweeks([{ season: '2024-25', gameweek: 3 }]);
    const now = await replicaA.predictions.findAll();
    expect(now.map(key).sort()).toEqual(['2024-25:1', '2024-25:2']);
    expect(now.find((g) => g.gameweek === 2)?.predictions).toEqual([entry(season[2]!.fixture_id, 3)]);
  });
});

describe('a read that overlaps a write of the same process', () => {
  it('keeps the copy the write brought up to date, so the next read is still from memory', async () => {
    let loads = 0;
    let stored = ['a', 'b'];
    let release: () => void = () => undefined;
    let slow = false;
    const snapshot = createReadModelSnapshot(db.connection, 'overlap-test', {
      key: (item: { id: string }) => item.id,
      load: async () => {
        loads += 1;
        const now = stored.map((id) => ({ id }));
        if (slow) await new Promise<void>((resolve) => (release = resolve));
        return now;
      },
    });
    await snapshot.written({});
    expect((await snapshot.all()).map((i) => i.id)).toEqual(['a', 'b']);
    // A slow full read (the track record's rebuild) begins under an old token…
    await snapshot.write(async () => {
      stored = ['a', 'b', 'c'];
    });
    slow = true;
    const slowRead = snapshot.all();
    await new Promise((resolve) => setTimeout(resolve, 50));
    slow = false;
    // …a read and a write of this process finish meanwhile…
    await snapshot.all();
    await snapshot.write(
      async () => {
        stored = ['a', 'b', 'c', 'd'];
      },
      () => ({ put: [{ id: 'd' }] }),
    );
    release();
    await slowRead;
    // …and the next read answers the newest copy from memory, not the slow read's older one.
    const loadsBefore = loads;
    expect((await snapshot.all()).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(loads).toBe(loadsBefore);
  });
});
