// Tokens expire 7 days after their checkout: an expired token activates nothing and its lookup
// says `expired`, even though it was paid.
import request from 'supertest';
import { afterAll, expect, it } from 'vitest';
import { payByWebhook, startCheckout } from './support/flows.ts';
import { SEASON, seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { setUpOnce } from './support/set-up-once.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let harness: Harness;

setUpOnce(async () => {
  harness = await startHarness();
  await harness.seedFixtures(seasonWithCurrentGameweek3());
});
afterAll(async () => {
  await harness?.close();
});

it('a paid token works until its 7 days are over, and then activates nothing', async () => {
  const checkout = await startCheckout(harness);
  await payByWebhook(harness, checkout.purchase);

  harness.clock.advance(7 * DAY_MS - 60_000);
  const lastMinute = await request(harness.app).post('/api/session/activate').send({ session_token: checkout.token });
  expect(lastMinute.status).toBe(200);
  // The cookie never outlives the token.
  expect(String(lastMinute.headers['set-cookie'])).toMatch(/Max-Age=60;/);

  harness.clock.advance(60_000);
  const expired = await request(harness.app).post('/api/session/activate').send({ session_token: checkout.token });
  expect(expired.status).toBe(410);
  expect(expired.body).toEqual({ detail: 'Session token expired' });
  expect(expired.headers['set-cookie']).toBeUndefined();

  const status = await request(harness.app).get('/api/session/status').set('X-Session-Token', checkout.token);
  expect(status.body).toEqual({
    state: 'expired',
    season: SEASON,
    gameweek: 3,
    expires_at: checkout.purchase.token_expires_at.toISOString(),
  });
});
