// create-session never sells a match that has kicked off: a gameweek with no match left to kick off
// is refused 409 {detail} before any checkout or purchase exists; a gameweek in progress is still
// sold (its remaining matches) from the home screen until its last kick-off, then the next one is.
// The harness clock is the product's clock: the test moves it past kick-offs.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { SITE_ROOT } from './support/flows.ts';
import { SEASON, fixtureRecord, kickoffOfGameweek, seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { type Harness, startHarness } from './support/harness.ts';

const HOUR_MS = 3_600_000;

let harness: Harness;
const season = seasonWithCurrentGameweek3();
const gameweek2 = season.find((fixture) => fixture.gameweek === 2)!;
const gameweek3 = season.find((fixture) => fixture.gameweek === 3)!;
// Gameweek 3's second match, a day after its first.
const gameweek3Late = fixtureRecord({ gameweek: 3, kickoff: new Date(Date.parse(kickoffOfGameweek(3)) + 24 * HOUR_MS).toISOString() });

setUpOnce(async () => {
  harness = await startHarness();
  await harness.seedFixtures([...season, gameweek3Late]);
});
afterAll(async () => {
  await harness?.close();
});

async function purchasedGameweek(response: request.Response): Promise<number> {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const purchase = await harness.purchaseOfToken(harness.checkoutRequests.at(-1)!.sessionToken);
  expect(purchase.season).toBe(SEASON);
  return purchase.gameweek;
}

describe('POST /api/payment/create-session and kick-off', () => {
  it('refuses a gameweek whose every match has kicked off, 409 {detail}, creating nothing', async () => {
    const before = harness.checkoutRequests.length;
    const response = await request(harness.app).post('/api/payment/create-session').set('Origin', 'http://localhost:3000').send({ fixture_id: Number(gameweek2.id) });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      detail: `Gameweek 2 of ${SEASON} has no match left to kick off: its predictions are public now and no longer sold`,
    });
    expect(harness.checkoutRequests.length).toBe(before);
  });

  it('sells a gameweek in progress for its remaining match, then the next gameweek once it has kicked off', async () => {
    const home = () => request(harness.app).post('/api/payment/create-session').send({ success_url: SITE_ROOT, cancel_url: SITE_ROOT });
    const fromFixturePage = () =>
      request(harness.app).post('/api/payment/create-session').set('Origin', 'http://localhost:3000').send({ fixture_id: Number(gameweek3.id) });
    const started = harness.clock.now.getTime();
    try {
      expect(await purchasedGameweek(await home())).toBe(3);
      // The first match of gameweek 3 has kicked off; the second one is still to come.
      harness.clock.now = new Date(Date.parse(gameweek3.kickoff) + HOUR_MS);
      expect(await purchasedGameweek(await home())).toBe(3);
      expect(await purchasedGameweek(await fromFixturePage())).toBe(3);
      // Both have kicked off: the home screen sells gameweek 4, and gameweek 3 is no longer sold.
      harness.clock.now = new Date(Date.parse(gameweek3Late.kickoff));
      expect(await purchasedGameweek(await home())).toBe(4);
      const refused = await fromFixturePage();
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toMatch(/^Gameweek 3 of 2025-26 has no match left to kick off/);
    } finally {
      harness.clock.now = new Date(started);
    }
  });
});
