// The live season's scheduled refresh with two catalog replicas on the same store and broker,
// against a local openfootball server that counts its requests: every due run fetches the season
// exactly once, whichever replica takes it, and the refresh flows on as an admin's does
// (fixtures.refreshed). First with the product's clock moved by hand and both replicas checking at
// once, then with both replicas' timers running on their own.
import { pinnedClock, manualClock, type Clock } from '@scoreline/service-kit';
import { setUpOnce } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../src/context.ts';
import { runScheduledRefresh, type ScheduleCheck } from '../src/use-cases/run-scheduled-refresh.ts';
import { scheduledRefreshDeps } from '../src/refresh-schedule-deps.ts';
import { startRefreshScheduler } from '../src/workers/refresh-scheduler.ts';
import { rawOpenfootballDir } from './support/epl-data.ts';
import { type Harness, type Observed, startHarness, waitUntil } from './support/harness.ts';
import { type TestServer, serveFolder } from './support/static-server.ts';

const INTERVAL_MS = 1500;
const manual = manualClock('2026-11-27T12:00:00Z');
// Moved by hand, then (the timers' part) running on from where the hand left it.
let running: Clock | null = null;
const clock: Clock = () => (running ? running() : manual());

let provider: TestServer;
let harness: Harness;
let replica: { context: CatalogContext; close(): Promise<void> };
let observed: Observed;

const liveFetches = () => provider.requests.filter((r) => r.url.includes('/2026-27/')).length;
const runs = () => harness.db.connection.collection('scheduled_refreshes').find({}).sort({ acquired_at: 1 }).toArray();

setUpOnce(async () => {
  provider = await serveFolder(rawOpenfootballDir());
  const env = {
    OPENFOOTBALL_BASE_URL: provider.baseUrl,
    CATALOG_SEASONS: '2025,2026',
    CATALOG_SCHEDULE_MATCH_DAY_INTERVAL_MS: String(INTERVAL_MS),
    CATALOG_SCHEDULE_IDLE_INTERVAL_MS: String(INTERVAL_MS),
    CATALOG_SCHEDULE_JITTER: '0',
    CATALOG_SCHEDULE_CHECK_MS: '200',
  };
  harness = await startHarness({ env, clock });
  replica = await harness.replica(env);
  observed = await harness.observe(['fixtures.refreshed']);
  // The season's first refresh, by an admin: the schedule keeps a season fresh once it has data.
  const accepted = await request(harness.app).post('/api/refresh/season/2026').set('Authorization', `Bearer ${harness.adminToken}`).set('X-Request-Id', 'first');
  expect(accepted.status).toBe(202);
  await observed.waitFor('fixtures.refreshed', 1, (e) => e.correlation_id === 'first');
  await waitUntil(async () => (await harness.context.repositories.refreshRuns.ofSeason({ year: 2026, label: '2026-27' }))?.status === 'completed', 30_000, 'the first refresh completed');
});
afterAll(async () => {
  await replica?.close();
  await harness?.close();
  await provider?.close();
});

describe('scheduled refresh across two replicas', () => {
  it('is not due before its interval, and each due run is fetched once by one replica', async () => {
    const replicas = [scheduledRefreshDeps(harness.context, 'replica-a'), scheduledRefreshDeps(replica.context, 'replica-b')];
    const checkBoth = () => Promise.all(replicas.map((deps) => runScheduledRefresh(deps)));
    const before = liveFetches();
    expect((await checkBoth()).map((check) => check.ran)).toEqual([false, false]);
    expect(liveFetches()).toBe(before);

    const rounds: ScheduleCheck[][] = [];
    for (let round = 0; round < 3; round++) {
      manual.advance(INTERVAL_MS);
      rounds.push(await checkBoth());
    }
    for (const checks of rounds) {
      expect(checks.filter((check) => check.ran)).toHaveLength(1);
      // The other replica lost the insert of the same run, or read the new run and found nothing due.
      const other = checks.find((check) => !check.ran)!;
      expect(['taken', 'not-due']).toContain(!other.ran && other.reason);
    }
    expect(liveFetches() - before).toBe(3);
    const stored = await runs();
    expect(stored.map((run) => run.outcome)).toEqual(['completed', 'completed', 'completed']);
    expect(new Set(stored.map((run) => run._id)).size).toBe(3);
    // Each refresh went on as an admin's: the other services hear of it.
    const scheduled = await observed.waitFor('fixtures.refreshed', 3, (e) => e.correlation_id.startsWith('schedule-'));
    expect(scheduled.map((e) => e.data)).toEqual(Array.from({ length: 3 }, () => ({ season: '2026-27', source: 'openfootball', total: 380, processed: 380, updated: 0, skipped: 380 })));
    const status = (await request(harness.app).get('/api/refresh/status')).body;
    expect(status.schedule.last_scheduled_run).toMatchObject({ outcome: 'completed', source: 'openfootball', fetched_from: 'network', updated: 0, error: null });
    expect(status.schedule.last_run).toMatchObject({ trigger: 'schedule', status: 'completed', source: 'openfootball', fetched_from: 'network' });
  });

  it('runs on both replicas timers one run at a time, one fetch per run', async () => {
    const before = liveFetches();
    const runsBefore = (await runs()).length;
    running = pinnedClock(manual());
    const schedulers = [startRefreshScheduler(harness.context), startRefreshScheduler(replica.context)];
    try {
      await waitUntil(async () => (await runs()).filter((run) => run.released_at !== null).length >= runsBefore + 3, 120_000, 'three more scheduled runs');
    } finally {
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    }
    const stored = (await runs()).slice(runsBefore);
    expect(stored.every((run) => run.released_at !== null && run.outcome === 'completed')).toBe(true);
    expect(liveFetches() - before).toBe(stored.length);
    // Never two at once: each run took the lease after the one before released it.
    for (let i = 1; i < stored.length; i++) {
      expect(stored[i]!.acquired_at.getTime()).toBeGreaterThanOrEqual(stored[i - 1]!.released_at.getTime());
    }
  });
});
