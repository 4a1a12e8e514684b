// Offline first start: an empty catalog ingests the embedded openfootball snapshot, through the
// same ingestion as a refresh (status, events); a catalog with fixtures is left alone.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '@scoreline/service-kit';
import { setUpOnce } from '@scoreline/test-support';
import { ingestSnapshotWhenEmpty } from '../src/use-cases/ingest-snapshot-when-empty.ts';
import { ingestionDeps } from '../src/workers/ingestion-worker.ts';
import { type Harness, type Observed, startHarness } from './support/harness.ts';

const PRODUCT_SEASONS = ['2022-23', '2023-24', '2024-25', '2025-26', '2026-27'];

let harness: Harness;
let observed: Observed;

setUpOnce(async () => {
  // The provider URL points nowhere: whatever is ingested can only come from the snapshot.
  harness = await startHarness({
    // Three of the twelve history seasons, 2019-20 (its misdated matches) between the other two: the
    // whole history takes minutes on a loaded machine, and every one of its seasons is checked to
    // normalise without a rejection in history-seasons.quirks.unit.test.ts.
    // Between Matchdays 4 and 5 of 2026-27: gameweek 5 is on sale.
    clock: manualClock('2026-09-16T12:00:00Z'),
    env: {
      CATALOG_BOOTSTRAP: 'snapshot',
      OPENFOOTBALL_BASE_URL: 'http://127.0.0.1:9/none',
      CATALOG_HISTORY_SEASONS: '2018,2019,2020',
    },
  });
  observed = await harness.observe(['fixtures.refreshed']);
});
afterAll(() => harness?.close());

describe('first start on an empty database', () => {
  it('ingests the five seasons of the embedded snapshot, then the history seasons, and shows the current gameweek at once', async () => {
    const outcomes = await harness.workers!.bootstrap;
    const history = ['2018-19', '2019-20', '2020-21'];
    // The product's seasons first (the site is ready as early as before), the history after them.
    expect([...outcomes!.entries()].map(([label, outcome]) => [label, outcome.status])).toEqual(
      [...PRODUCT_SEASONS, ...history].map((label) => [label, 'completed']),
    );
    const fixtures = harness.db.connection.collection('fixtures');
    expect(await fixtures.countDocuments({})).toBe(8 * 380);
    // Stored with the quirks handled: 2019-20 ends in July 2020, and a club has one name across eras.
    expect(await fixtures.countDocuments({ season: '2019-20', date: { $lt: '2019-08-09' } })).toBe(0);
    expect(await fixtures.countDocuments({ season: '2019-20', date: { $gte: '2020-07-01' } })).toBe(66);
    expect(await fixtures.countDocuments({ home_team: 'Manchester United' })).toBe(0);
    expect(await fixtures.countDocuments({ home_team: 'Manchester United FC' })).toBe(8 * 19);
    const status = (await request(harness.app).get('/api/refresh/status')).body;
    expect(status.running).toBe(false);
    expect(Object.values(status.progress).map((p) => (p as { updated: number }).updated)).toEqual(
      Array.from({ length: 8 }, () => 380),
    );
    // The public gameweek list is the live season's, whatever history lies behind it.
    const gameweek = (await request(harness.app).get('/api/fixtures/gameweek/current')).body;
    expect(gameweek.gameweek_info).toEqual({ current_gameweek: 5, season: '2026-27' });
    const refreshed = await observed.waitFor('fixtures.refreshed', 8, (e) =>
      e.correlation_id.startsWith('snapshot-'),
    );
    expect(refreshed.map((e) => e.data.season).sort()).toEqual([...history, ...PRODUCT_SEASONS]);
    // History seasons are not refreshable from the admin API: its seasons stay the product's.
    const refresh = await request(harness.app)
      .post('/api/refresh/season/2015')
      .set('Authorization', `Bearer ${harness.adminToken}`);
    expect(refresh.status).toBe(404);
  });

  it('leaves a database that already has fixtures alone on the next start', async () => {
    const before = await harness.db.connection.collection('fixtures').find({}).sort({ _id: 1 }).toArray();
    const outcome = await ingestSnapshotWhenEmpty(
      { seasons: harness.context.seasons, snapshot: harness.context.snapshot! },
      ingestionDeps(harness.context),
    );
    expect(outcome).toBeNull();
    expect(await harness.db.connection.collection('fixtures').find({}).sort({ _id: 1 }).toArray()).toEqual(
      before,
    );
  });
});
