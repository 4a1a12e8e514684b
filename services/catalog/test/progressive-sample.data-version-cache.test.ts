// GET /api/diagnostics/progressive-sample read every played fixture on each request. It is kept per
// version of the fixtures: seven requests (five at once) read the store once, and a fixture write
// (a refresh's, from any process) is in the next answer.
import { progressiveSampleSchema } from '@scoreline/contracts';
import { setUpOnce } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createCatalog } from '../src/context.ts';
import type { Fixture } from '../src/domain/fixture.ts';
import { fixtureOf } from './support/fixture-of.ts';
import { type Harness, startHarness } from './support/harness.ts';

let harness: Harness;
let reads = 0;

const fixture = (id: number, kickoff: string, goals: number | null): Fixture => fixtureOf({ id, season: '2025-26', gameweek: 1, kickoff, goals });

setUpOnce(async () => {
  harness = await startHarness({ workers: false });
  const { fixtures } = harness.context.repositories;
  await fixtures.save([fixture(2025001001, '2025-08-15T19:00:00.000Z', 1), fixture(2025001002, '2025-08-16T14:00:00.000Z', null)], new Date());
  const findPlayed = fixtures.findPlayed.bind(fixtures);
  fixtures.findPlayed = async (options) => {
    reads += 1;
    return findPlayed(options);
  };
});
afterAll(() => harness?.close());

const sample = async () => {
  const response = await request(harness.app).get('/api/diagnostics/progressive-sample?season=2025');
  expect(response.status).toBe(200);
  return progressiveSampleSchema.parse(response.body);
};

describe('GET /api/diagnostics/progressive-sample per data version', () => {
  it('reads the store once for seven requests, five of them at once', async () => {
    const before = reads;
    const answers = [...(await Promise.all(Array.from({ length: 5 }, sample))), await sample(), await sample()];
    expect(reads - before).toBe(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.total_available_fixtures).toBe(1);
  });

  it('answers with a result stored since (another process writing through its own context)', async () => {
    expect((await sample()).sample_fixtures.map((f) => f.fixture_id)).toEqual([2025001001]);
    // Its own repositories and cache on the same database, as the worker process has.
    const other = createCatalog({ config: harness.config, logger: harness.context.logger, db: harness.db, bus: harness.bus });
    await other.repositories.fixtures.save([fixture(2025001002, '2025-08-16T14:00:00.000Z', 2)], new Date());
    const after = await sample();
    expect(after.total_available_fixtures).toBe(2);
    expect(after.sample_fixtures.map((f) => f.fixture_id)).toEqual([2025001001, 2025001002]);
  });
});
