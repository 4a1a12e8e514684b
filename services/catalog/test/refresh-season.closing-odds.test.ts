// The market's closing odds on the real broker and store: with CATALOG_ODDS_DIR pointing at the
// shared season CSVs, a refresh of 2024-25 (openfootball over local HTTP) publishes every fixture
// on fixtures.upserted with the odds of the same clubs on the same date; the catalog itself stores
// none and none of its public answers carries one.
import { type EventEnvelope, fixturesUpsertedSchema } from '@scoreline/contracts';
import { loadEplSeason } from '@scoreline/epl-data';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { type Harness, type Observed, startHarness } from './support/harness.ts';
import { eplDataDir, rawOpenfootballDir } from './support/epl-data.ts';
import { type TestServer, serveFolder } from './support/static-server.ts';

let provider: TestServer;
let harness: Harness;
let observed: Observed;

setUpOnce(async () => {
  provider = await serveFolder(rawOpenfootballDir());
  harness = await startHarness({
    env: { OPENFOOTBALL_BASE_URL: provider.baseUrl, CATALOG_ODDS_DIR: eplDataDir() },
  });
  observed = await harness.observe(['fixtures.upserted']);
});
afterAll(async () => {
  await harness?.close();
  await provider?.close();
});

describe('refresh 2024-25 with a closing-odds source', () => {
  it('publishes each fixture with the closing odds of its date and clubs', async () => {
    const accepted = await request(harness.app)
      .post('/api/refresh/season/2024')
      .set('Authorization', `Bearer ${harness.adminToken}`)
      .set('X-Request-Id', 'odds-2024');
    expect(accepted.status).toBe(202);
    const upserted = await observed.waitFor('fixtures.upserted', 4, (e) => e.correlation_id === 'odds-2024', 120_000);
    const records = upserted.flatMap(
      (event: EventEnvelope<'fixtures.upserted'>) => fixturesUpsertedSchema.parse(event.data).fixtures,
    );
    expect(records).toHaveLength(380);
    expect(records.filter((r) => r.odds_home !== undefined)).toHaveLength(380);
    // Spot-check against the CSV row of the same pairing.
    const csv = loadEplSeason('2024-25', eplDataDir());
    for (const record of records.slice(0, 20)) {
      const row = csv.find((m) => m.home_team === record.home_team.name && m.away_team === record.away_team.name)!;
      expect([record.odds_home, record.odds_draw, record.odds_away]).toEqual([row.odds_home, row.odds_draw, row.odds_away]);
    }
  });

  it('stores no odds in its own fixtures and serves none publicly', async () => {
    const docs = await harness.db.connection.collection('fixtures').find({}).toArray();
    expect(docs).toHaveLength(380);
    expect(JSON.stringify(docs)).not.toMatch(/odds/);
    for (const path of [
      '/api/fixtures/gameweek/current',
      '/api/diagnostics/season-completeness/2024',
      '/api/diagnostics/progressive-sample',
    ]) {
      const response = await request(harness.app).get(path);
      expect(response.status, path).toBeLessThan(500);
      expect(JSON.stringify(response.body), path).not.toMatch(/odds/);
    }
  });
});
