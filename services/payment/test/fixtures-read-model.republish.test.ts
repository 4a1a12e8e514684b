// The fixtures read model when the catalog publishes a season again (every refresh does) on the
// real store: unchanged fixtures are left as they were (their updated_at does not move), a changed
// one is set, a new one is added, and two deliveries of the same new fixtures at once (a redelivery
// during a rebalance) store each fixture once without failing either.
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { fixtureRecord, seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { type Harness, startHarness } from './support/harness.ts';

let harness: Harness;

setUpOnce(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

interface StoredFixture {
  _id: string;
  gameweek: number;
  status: string;
  has_result: boolean;
  updated_at: Date;
}

async function storedOf(ids: readonly string[]): Promise<Map<string, StoredFixture>> {
  const docs = await harness.db.connection
    .collection<StoredFixture>('fixtures')
    .find({ _id: { $in: [...ids] } })
    .toArray();
  return new Map(docs.map((doc) => [doc._id, doc]));
}

describe('fixtures.upserted again → the read model', () => {
  it('leaves unchanged fixtures alone, sets a changed one and adds a new one', async () => {
    const season = '2031-32';
    const fixtures = seasonWithCurrentGameweek3(season);
    const repository = harness.context.repositories.fixtures;
    await repository.upsertMany(fixtures, new Date('2031-08-01T00:00:00Z'));

    const [first, , third] = fixtures;
    const played = { ...third!, status: 'finished' as const, home_goals: 3, away_goals: 0 };
    const added = fixtureRecord({ season, gameweek: 5 });
    const again = new Date('2031-08-20T00:00:00Z');
    await repository.upsertMany([...fixtures.filter((f) => f.id !== third!.id), played, added], again);

    const stored = await storedOf([...fixtures.map((f) => f.id), added.id]);
    expect(stored.size).toBe(5);
    expect(stored.get(first!.id)?.updated_at.toISOString()).toBe('2031-08-01T00:00:00.000Z');
    expect(stored.get(third!.id)).toMatchObject({ status: 'finished', has_result: true, updated_at: again });
    expect(stored.get(added.id)).toMatchObject({ gameweek: 5, status: 'scheduled', has_result: false, updated_at: again });
  });

  it('two deliveries of the same new fixtures at once store each fixture once, and neither fails', async () => {
    const fixtures = seasonWithCurrentGameweek3('2032-33');
    const repository = harness.context.repositories.fixtures;
    const at = new Date('2032-08-01T00:00:00Z');
    const outcomes = await Promise.allSettled([repository.upsertMany(fixtures, at), repository.upsertMany(fixtures, at)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    const stored = await storedOf(fixtures.map((f) => f.id));
    expect([...stored.keys()].sort()).toEqual(fixtures.map((f) => f.id).sort());
    expect(await harness.db.connection.collection('fixtures').countDocuments({ season: '2032-33' })).toBe(4);
  });
});
