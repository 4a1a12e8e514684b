// Model against market on the real broker and store: fixtures.upserted batches carrying the
// catalog's closing odds (2024-25, as the catalog publishes them with CATALOG_ODDS_DIR) → the read
// model keeps the odds → the production accuracy breakdown adds the market's favourite accuracy and
// RPS for an administrator's bearer token, and no public answer ever carries an odd.
import { type FixtureRecord, productionAccuracyBreakdownSchema } from '@scoreline/contracts';
import { loadEplSeason } from '@scoreline/epl-data';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { eplFixtureRecords } from './support/epl.ts';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';

const SEASON = '2024-25';
let harness: Harness;
const odds = new Map(loadEplSeason(SEASON).map((m) => [m.id, m]));
const records: FixtureRecord[] = eplFixtureRecords()
  .filter((r) => r.season === SEASON)
  .map((r) => {
    const m = odds.get(r.id);
    return m?.odds_home && m.odds_draw && m.odds_away ? { ...r, odds_home: m.odds_home, odds_draw: m.odds_draw, odds_away: m.odds_away } : r;
  });
const bearer = () => ({ Authorization: `Bearer ${harness.adminToken}` });
const breakdown = async (headers: Record<string, string> = {}) =>
  request(harness.app).get('/api/diagnostics/production-accuracy-breakdown').set(headers);

setUpOnce(async () => {
  harness = await startHarness();
  const batches = [];
  for (let start = 0; start < records.length; start += 100) {
    batches.push({ data: { season: SEASON, fixtures: records.slice(start, start + 100) }, correlationId: 'market-1' });
  }
  await harness.bus.publishMany('fixtures.upserted', batches);
  await harness.bus.publish('fixtures.refreshed', {
    data: { season: SEASON, source: 'openfootball', total: 380, processed: 380, updated: 380, skipped: 0 },
    correlationId: 'market-1',
  });
  await waitUntil(
    async () => productionAccuracyBreakdownSchema.parse((await breakdown(bearer())).body).market?.overall.total === 380,
    120_000,
    'the 2024-25 predictions to be judged against the market',
  );
});
afterAll(async () => {
  await harness?.close();
});

describe('production accuracy breakdown: the model against the market', () => {
  it('stores the closing odds that arrived on fixtures.upserted in the read model', async () => {
    const first = records[0]!;
    const doc = await harness.db.connection.collection('fixtures').findOne({ _id: first.id as never });
    expect(doc).toMatchObject({ odds_home: first.odds_home, odds_draw: first.odds_draw, odds_away: first.odds_away });
    expect(first.odds_home).toBeGreaterThan(1);
  });

  it("gives an administrator the market's favourite accuracy and RPS beside the model's, per season and band", async () => {
    const response = await breakdown(bearer());
    expect(response.status).toBe(200);
    const body = productionAccuracyBreakdownSchema.parse(response.body);
    const market = body.market!;
    // The shared data README's baseline for 2024-25 closing odds: favourite 55.53 %, RPS 0.1961.
    expect(market.by_season[SEASON]).toEqual({
      total: 380,
      market_outcome_accuracy: 55.53,
      market_rps: 0.1961,
      model_outcome_accuracy: body.by_season[SEASON]!.outcome_accuracy,
      model_rps: body.by_season[SEASON]!.rps,
    });
    const bands = Object.values(market.by_gameweek_range);
    expect(bands.map((b) => b.total)).toEqual([100, 180, 100]);
    expect(market.overall.total).toBe(bands.reduce((sum, b) => sum + b.total, 0));
  });

  it('answers visitors without the market figure and without any odds', async () => {
    const response = await breakdown();
    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('market');
    expect(JSON.stringify(response.body)).not.toMatch(/odds|market/);
  });

  it('refuses a bearer token that is not valid instead of answering as a visitor', async () => {
    const response = await breakdown({ Authorization: 'Bearer not.a.token' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ detail: expect.any(String) });
  });

  it('never puts odds in the public prediction, sample or track-record answers', async () => {
    const played = records.find((r) => r.gameweek === 20)!;
    for (const path of [
      `/api/prediction/${played.id}`,
      `/api/diagnostics/prediction-sample?fixture_id=${played.id}`,
      '/api/accuracy/diagnostics',
      '/api/diagnostics/compare-sandbox-production/default',
      '/api/track-record',
    ]) {
      const response = await request(harness.app).get(path);
      expect(response.status, path).toBeLessThan(500);
      expect(JSON.stringify(response.body), path).not.toMatch(/odds/);
    }
  });
});
