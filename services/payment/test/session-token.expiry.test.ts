// Tokens expire 7 days after their checkout: an expired token activates nothing and its lookup
// says `expired`, even though it was paid. payment.completed carries that expiry, so the access the
// prediction service grants ends with the token, however late the payment arrived.
import { paymentCompletedSchema } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, expect, it } from 'vitest';
import { payByWebhook, startCheckout } from './support/flows.ts';
import { SEASON, seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { type Harness, type Observed, startHarness } from './support/harness.ts';
import { setUpOnce } from '@scoreline/test-support';

const DAY_MS = 24 * 60 * 60 * 1000;
let harness: Harness;
let observed: Observed;

setUpOnce(async () => {
  harness = await startHarness();
  await harness.seedFixtures(seasonWithCurrentGameweek3());
  observed = await harness.observe(['payment.completed']);
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

it('payment.completed carries the token expiry (its checkout plus 7 days), not the payment time plus 7 days', async () => {
  const checkout = await startCheckout(harness);
  const createdAt = harness.clock.now.getTime();
  // The payment clears two days after the checkout (a delayed payment method).
  harness.clock.advance(2 * DAY_MS);
  await payByWebhook(harness, checkout.purchase);
  const [event] = await observed.waitFor('payment.completed', 1, (e) => e.data.token_hash === checkout.purchase.token_hash);
  const data = paymentCompletedSchema.parse(event?.data);
  expect(data.expires_at).toBe(checkout.purchase.token_expires_at.toISOString());
  expect(Date.parse(data.expires_at!)).toBe(createdAt + 7 * DAY_MS);
  expect((await harness.purchase(checkout.purchase.session_id)).paid_at?.getTime()).toBe(createdAt + 2 * DAY_MS);

  // Past that expiry the token is expired here, as the access is in the prediction service.
  harness.clock.advance(5 * DAY_MS);
  const status = await request(harness.app).get('/api/session/status').set('X-Session-Token', checkout.token);
  expect(status.body).toMatchObject({ state: 'expired', expires_at: data.expires_at });
});
