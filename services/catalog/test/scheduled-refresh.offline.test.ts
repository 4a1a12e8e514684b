// The scheduled refresh with the providers out of reach: the configured live source
// (football-data.org, here a local server answering 503) is asked first, then openfootball (here
// an address nothing listens on), then the catalog reads the shipped snapshot, and the refresh
// status says which answered.
import { manualClock } from '@scoreline/service-kit';
import { setUpOnce } from '@scoreline/test-support';
import { refreshStatusSchema } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { runScheduledRefresh } from '../src/use-cases/run-scheduled-refresh.ts';
import { scheduledRefreshDeps } from '../src/refresh-schedule-deps.ts';
import { type Harness, type Observed, startHarness, waitUntil } from './support/harness.ts';
import { type TestServer, startServer } from './support/static-server.ts';

const clock = manualClock('2026-11-27T12:00:00Z');
let footballData: TestServer;
let harness: Harness;
let observed: Observed;

setUpOnce(async () => {
  footballData = await startServer((_url, response) => {
    response.statusCode = 503;
    response.end('down for maintenance');
  });
  harness = await startHarness({
    clock,
    env: {
      CATALOG_SEASONS: '2026',
      FOOTBALL_DATA_TOKEN: 'test-token',
      FOOTBALL_DATA_BASE_URL: footballData.baseUrl,
      OPENFOOTBALL_BASE_URL: 'http://127.0.0.1:9/football.json',
      CATALOG_SCHEDULE: 'on',
      CATALOG_SCHEDULE_JITTER: '0',
      // Its own timer checks rarely: the test checks by hand.
      CATALOG_SCHEDULE_CHECK_MS: '3600000',
    },
  });
  observed = await harness.observe(['fixtures.refreshed']);
});
afterAll(async () => {
  await harness?.close();
  await footballData?.close();
});

async function status() {
  return refreshStatusSchema.parse((await request(harness.app).get('/api/refresh/status')).body);
}

describe('scheduled refresh offline', () => {
  it('falls back from the live source to openfootball to the shipped snapshot, and says so', async () => {
    // The season's first refresh, by an admin, takes the same way.
    const accepted = await request(harness.app).post('/api/refresh/season/2026').set('Authorization', `Bearer ${harness.adminToken}`).set('X-Request-Id', 'first');
    expect(accepted.body.source).toBe('football-data');
    await observed.waitFor('fixtures.refreshed', 1, (e) => e.correlation_id === 'first');
    await waitUntil(async () => (await status()).schedule.last_run?.status === 'completed', 30_000, 'the first refresh completed');
    const before = await status();
    expect(before.schedule).toMatchObject({
      enabled: true,
      season: 2026,
      cadence: 'idle',
      next_run_at: '2026-11-27T18:00:00.000Z',
      last_run: { trigger: 'admin', status: 'completed', source: 'openfootball', fetched_from: 'snapshot' },
      last_scheduled_run: null,
    });
    expect(footballData.requests).toHaveLength(1);

    clock.set('2026-11-27T18:00:00Z');
    const check = await runScheduledRefresh(scheduledRefreshDeps(harness.context, 'offline-test'));
    expect(check).toMatchObject({ ran: true, outcome: { status: 'completed', updated: 0, skipped: 380 } });
    expect(footballData.requests).toHaveLength(2);
    expect(footballData.requests[1]!.url).toBe('/competitions/PL/matches?season=2026');
    const after = await status();
    expect(after.schedule).toMatchObject({
      last_run: { trigger: 'schedule', status: 'completed', source: 'openfootball', fetched_from: 'snapshot' },
      last_scheduled_run: { started_at: '2026-11-27T18:00:00.000Z', completed_at: '2026-11-27T18:00:00.000Z', outcome: 'completed', source: 'openfootball', fetched_from: 'snapshot', updated: 0, error: null },
      // 27 November against the snapshot: the results stop at Matchday 4.
      staleness: { season: '2026-27', overdue_matches: 70, last_result_at: '2026-09-14T19:00:00.000Z', results_up_to_gameweek: 4 },
    });
    // Six hours on: the match window of 28 November (15:00 to 18:00 plus three hours) opens later.
    expect(after.schedule.next_run_at).toBe('2026-11-28T00:00:00.000Z');
  });
});
