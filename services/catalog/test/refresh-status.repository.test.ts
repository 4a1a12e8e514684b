// Refresh progress on the real store: runs begin and end as seasons are queued and finished,
// concurrent writers never lose each other's season, and the status is derived from the seasons.
import { connectDb, type Database } from '@scoreline/db';
import { createLogger, manualClock } from '@scoreline/service-kit';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { seasonFromYear } from '../src/domain/season.ts';
import {
  type RefreshRunsRepository,
  createRefreshRunsRepository,
} from '../src/repositories/refresh-runs-repository.ts';
import { createFixturesRepository } from '../src/repositories/fixtures-repository.ts';
import { createRefreshLeaseRepository } from '../src/repositories/refresh-lease-repository.ts';
import { getRefreshStatus, type RefreshStatusDeps } from '../src/use-cases/get-refresh-status.ts';
import { requireInfrastructure } from './support/harness.ts';

let db: Database;
let runs: RefreshRunsRepository;
const logger = createLogger({ name: 'catalog-test', level: 'silent' });
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 12, 0, seconds));
const queued = (year: number) => ({
  season: seasonFromYear(year),
  source: 'openfootball' as const,
  correlationId: `req-${year}`,
});
const counts = { updated: 380, skipped: 0, processed: 380, total: 380, no_data: 0 };

/** The status as the route reads it, the schedule off (its own tests: scheduled-refresh.*). */
function statusDeps(): RefreshStatusDeps {
  return {
    season: seasonFromYear(2026),
    settings: { matchDayIntervalMs: 300_000, idleIntervalMs: 21_600_000, jitter: 0, leaseMs: 600_000 },
    fixtures: createFixturesRepository(db.connection),
    refreshRuns: runs,
    leases: createRefreshLeaseRepository(db.connection),
    clock: manualClock(at(10)),
    scheduled: false,
  };
}

setUpOnce(async () => {
  await requireInfrastructure();
  db = await connectDb({ dbName: `catalog_test_${randomUUID().slice(0, 8)}`, logger, attempts: 1 });
  runs = createRefreshRunsRepository(db.connection);
});
beforeEach(async () => {
  await db.connection.collection('refresh_seasons').deleteMany({});
});
afterAll(async () => {
  await db?.connection.dropDatabase();
  await db?.close();
});

describe('refresh runs', () => {
  it('answers an idle status before any refresh', async () => {
    expect(await getRefreshStatus(statusDeps())).toEqual({
      running: false,
      current_season: null,
      progress: {},
      started_at: null,
      completed_at: null,
      error: null,
      schedule: {
        enabled: false,
        season: 2026,
        season_label: '2026-27',
        cadence: null,
        next_run_at: null,
        last_run: null,
        last_scheduled_run: null,
        staleness: null,
      },
    });
  });

  it('groups seasons queued while a run is active, and completes when the last one does', async () => {
    await runs.queue(queued(2022), at(0));
    await runs.queue(queued(2023), at(1));
    await runs.start(queued(2022), at(2));
    let status = await getRefreshStatus(statusDeps());
    expect(status).toMatchObject({
      running: true,
      current_season: 2022,
      started_at: at(0).toISOString(),
      completed_at: null,
    });
    expect(status.progress['2023']).toMatchObject({ status: 'pending', season_label: '2023-24' });

    await runs.progress(seasonFromYear(2022), { ...counts, updated: 100, processed: 100 });
    expect((await getRefreshStatus(statusDeps())).progress['2022']).toMatchObject({
      status: 'processing',
      processed: 100,
    });
    await runs.complete(seasonFromYear(2022), counts, at(3));
    status = await getRefreshStatus(statusDeps());
    expect(status).toMatchObject({ running: true, current_season: 2023 });

    await runs.start(queued(2023), at(4));
    await runs.fail(seasonFromYear(2023), 'openfootball answered HTTP 404', at(5));
    status = await getRefreshStatus(statusDeps());
    expect(status).toMatchObject({
      running: false,
      current_season: null,
      completed_at: at(5).toISOString(),
      error: '2023-24: openfootball answered HTTP 404',
    });
    expect(status.progress['2022']).toMatchObject({
      status: 'completed',
      ...counts,
      completed_at: at(3).toISOString(),
    });
  });

  it('starts a new run when a season is queued after the last one finished', async () => {
    await runs.queue(queued(2022), at(0));
    await runs.start(queued(2022), at(1));
    await runs.complete(seasonFromYear(2022), counts, at(2));
    await runs.queue(queued(2024), at(10));
    const status = await getRefreshStatus(statusDeps());
    expect(Object.keys(status.progress)).toEqual(['2024']);
    expect(status).toMatchObject({ running: true, started_at: at(10).toISOString() });
  });

  it('keeps a season queued moments after the last run ended in that run (the admin panel starts seasons 1 s apart)', async () => {
    await runs.queue(queued(2022), at(20));
    await runs.start(queued(2022), at(20));
    await runs.complete(seasonFromYear(2022), counts, at(21));
    await runs.queue(queued(2023), at(22));
    const status = await getRefreshStatus(statusDeps());
    expect(Object.keys(status.progress).sort()).toEqual(['2022', '2023']);
    expect(status).toMatchObject({ running: true, started_at: at(20).toISOString() });
  });

  it('keeps every season when replicas queue at the same moment (one document per season)', async () => {
    const replicas = [2022, 2023, 2024, 2025, 2026].map(() => createRefreshRunsRepository(db.connection));
    await Promise.all(replicas.map((replica, index) => replica.queue(queued(2022 + index), at(0))));
    const status = await getRefreshStatus(statusDeps());
    expect(Object.keys(status.progress)).toEqual(['2022', '2023', '2024', '2025', '2026']);
    expect(Object.values(status.progress).every((p) => p.status === 'pending')).toBe(true);
    expect(status).toMatchObject({ running: true, current_season: 2022 });
  });

  it('keeps every update when the worker reports on one season while the API queues others', async () => {
    await runs.queue(queued(2022), at(0));
    await runs.start(queued(2022), at(1));
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        runs.progress(seasonFromYear(2022), { ...counts, processed: 38 * (i + 1) }),
      ),
      runs.queue(queued(2023), at(2)),
      runs.queue(queued(2024), at(3)),
    ]);
    await runs.complete(seasonFromYear(2022), counts, at(4));
    const status = await getRefreshStatus(statusDeps());
    expect(Object.fromEntries(Object.entries(status.progress).map(([year, p]) => [year, p.status]))).toEqual({
      '2022': 'completed',
      '2023': 'pending',
      '2024': 'pending',
    });
    expect(status).toMatchObject({ running: true, current_season: 2023, started_at: at(0).toISOString() });
  });

  it('shows a season the worker took without it being queued (start-up ingest, dead-letter replay)', async () => {
    await runs.start(queued(2026), at(0));
    const status = await getRefreshStatus(statusDeps());
    expect(status).toMatchObject({ running: true, current_season: 2026, started_at: at(0).toISOString() });
  });
});
