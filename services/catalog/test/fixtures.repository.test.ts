// The catalog's fixtures on the real store: ids of several seasons are found by season (FerretDB v1
// answers `_id: {$in}` by reading every document), and new fixtures are inserted, a fixture that
// exists meanwhile being replaced rather than failing the refresh.
import { connectDb, type Database } from '@scoreline/db';
import { createLogger } from '@scoreline/service-kit';
import { setUpOnce } from '@scoreline/test-support';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Fixture } from '../src/domain/fixture.ts';
import { fixtureId } from '../src/domain/fixture-id.ts';
import { createFixturesRepository, type FixturesRepository } from '../src/repositories/fixtures-repository.ts';
import { requireInfrastructure } from './support/harness.ts';

let db: Database;
let fixtures: FixturesRepository;
const logger = createLogger({ name: 'catalog-test', level: 'silent' });
const now = new Date(Date.UTC(2026, 10, 24, 12));

const fixture = (year: number, home: number, away: number, goals: number | null = null): Fixture => ({
  fixture_id: fixtureId(year, home, away),
  season: `${year}-${String((year + 1) % 100).padStart(2, '0')}`,
  season_year: year,
  gameweek: 1,
  date: `${year}-08-16`,
  kickoff: `${year}-08-16T14:00:00Z`,
  home_team: `Club ${home}`,
  away_team: `Club ${away}`,
  home_team_id: null,
  away_team_id: null,
  venue: null,
  status: goals === null ? 'scheduled' : 'finished',
  home_goals: goals,
  away_goals: goals,
  source: 'openfootball',
  provider_ids: { openfootball: `${home}-${away}` },
});

setUpOnce(async () => {
  await requireInfrastructure();
  db = await connectDb({ dbName: `catalog_test_${randomUUID().slice(0, 8)}`, logger, attempts: 1 });
  fixtures = createFixturesRepository(db.connection);
  await db.syncIndexes();
});
afterAll(async () => {
  await db?.connection.dropDatabase();
  await db?.close();
});

describe('catalog fixtures repository', () => {
  it('finds exactly the ids asked for across seasons, not the rest of those seasons, and none that is not stored', async () => {
    const stored = [fixture(2010, 1, 2), fixture(2010, 2, 1), fixture(2024, 1, 2), fixture(2025, 3, 4)];
    await fixtures.insertNew(stored, now);
    const found = await fixtures.findByIds([fixtureId(2010, 1, 2), fixtureId(2025, 3, 4), fixtureId(2024, 9, 9), 12]);
    expect(found.map((f) => f.fixture_id).sort()).toEqual([fixtureId(2010, 1, 2), fixtureId(2025, 3, 4)].sort());
    expect(found.find((f) => f.season_year === 2010)).toEqual(stored[0]);
  });

  it('inserts 60 new fixtures and replaces one that already exists instead of failing', async () => {
    const fresh = Array.from({ length: 60 }, (_, i) => fixture(2023, 1 + (i % 30), 31 + Math.floor(i / 30)));
    await fixtures.insertNew(fresh.slice(0, 1), now);
    const played = { ...fresh[0]!, status: 'finished' as const, home_goals: 2, away_goals: 2 };
    await fixtures.insertNew([played, ...fresh.slice(1)], now);
    const found = await fixtures.findByIds(fresh.map((f) => f.fixture_id));
    expect(found).toHaveLength(60);
    expect(found.find((f) => f.fixture_id === played.fixture_id)).toEqual(played);
  });
});
