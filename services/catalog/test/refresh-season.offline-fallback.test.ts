// The default provider fetches openfootball over the network, so without internet every refresh
// ended in error although the same files ship in services/catalog/data. When the network source
// cannot be reached at all, the season is read from the shipped snapshot, and the refresh status
// says so (`fetched_from: 'snapshot'`); an HTTP error from a reachable provider is still an error
// (refresh-season.provider-failure.test.ts).
import { refreshStatusSchema } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { type Harness, type Observed, startHarness, waitUntil } from './support/harness.ts';

let harness: Harness;
let observed: Observed;

setUpOnce(async () => {
  // Offline: nothing listens on port 1, so every fetch is refused before any HTTP answer.
  harness = await startHarness({ env: { OPENFOOTBALL_BASE_URL: 'http://127.0.0.1:1/football.json', CATALOG_SEASONS: '2025' } });
  observed = await harness.observe(['fixtures.refreshed']);
});
afterAll(async () => {
  await harness?.close();
});

const status = async () => refreshStatusSchema.parse((await request(harness.app).get('/api/refresh/status')).body);

describe('refresh while the network source cannot be reached', () => {
  it('reads the season from the shipped snapshot and says so in the status', async () => {
    const accepted = await request(harness.app)
      .post('/api/refresh/season/2025')
      .set('Authorization', `Bearer ${harness.adminToken}`)
      .set('X-Request-Id', 'offline-refresh');
    expect(accepted.status).toBe(202);
    await waitUntil(async () => (await status()).running === false, 60_000, 'the refresh to end');
    const answer = await status();
    expect(answer.error).toBeNull();
    expect(answer.progress['2025']).toMatchObject({
      status: 'completed',
      source: 'openfootball',
      fetched_from: 'snapshot',
      total: 380,
    });
    const [refreshed] = await observed.waitFor('fixtures.refreshed', 1, (e) => e.correlation_id === 'offline-refresh');
    expect(refreshed?.data).toMatchObject({ season: '2025-26', source: 'openfootball', total: 380 });
    expect(await harness.db.connection.collection('fixtures').countDocuments({ season: '2025-26' })).toBe(380);
  });
});
