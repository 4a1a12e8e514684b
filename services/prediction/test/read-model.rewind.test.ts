// A read model whose database was wiped while its consumer group kept its offsets is filled again:
// on start, an empty read model rewinds its group and replays the retained events.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { hashSessionToken, manualClock } from '@scoreline/service-kit';
import { startWorkers } from '../src/workers/index.ts';
import { eplFixtureRecords } from './support/epl.ts';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';

let harness: Harness;
const season = eplFixtureRecords().filter((r) => r.season === '2026-27');
const token = randomBytes(24).toString('base64url');

setUpOnce(async () => {
  // Before gameweek 5 of 2026-27 kicks off: the paid gameweek's numbers are not public yet.
  harness = await startHarness({ clock: manualClock('2026-09-16T12:00:00Z') });
});
afterAll(async () => {
  await harness?.close();
});

const count = (collection: string) => harness.db.connection.collection(collection).countDocuments({});

describe('an emptied read model', () => {
  it('replays fixtures.upserted, fixtures.refreshed and payment.completed when its database was wiped', async () => {
    for (let start = 0; start < season.length; start += 100) {
      await harness.bus.publish('fixtures.upserted', { data: { season: '2026-27', fixtures: season.slice(start, start + 100) }, correlationId: 'r1' });
    }
    await harness.bus.publish('fixtures.refreshed', {
      data: { season: '2026-27', source: 'openfootball', total: 380, processed: 380, updated: 380, skipped: 0 },
      correlationId: 'r1',
    });
    await harness.bus.publish('payment.completed', { data: { token_hash: hashSessionToken(token), season: '2026-27', gameweek: 6 }, correlationId: 'p1' });
    await waitUntil(async () => (await count('fixtures')) === 380 && (await count('access_grants')) === 1, 30_000, 'the read models');
    await waitUntil(async () => (await count('prediction_gameweeks')) === 38, 30_000, 'the predictions');

    // The database is wiped while the groups keep their committed offsets.
    await harness.workers?.stop();
    await harness.db.connection.dropDatabase();
    const workers = await startWorkers(harness.context);
    try {
      await waitUntil(async () => (await count('fixtures')) === 380 && (await count('access_grants')) === 1, 60_000, 'the replayed read models');
      // The replayed refresh is a complete refresh again, so the predictions come back too.
      await waitUntil(async () => (await count('prediction_gameweeks')) === 38, 60_000, 'the recomputed predictions');
      const fixture = season.find((r) => r.gameweek === 6)!;
      const response = await request(harness.app).get(`/api/prediction/${fixture.id}`).set('X-Session-Token', token);
      expect(response.body).toMatchObject({ has_access: true, locked: false, has_prediction: true });
    } finally {
      await workers.stop();
    }
  }, 120_000);
});
