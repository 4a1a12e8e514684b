// create-session against stripe-mock with the real Stripe SDK: the answer is the checkout's url;
// the purchase is stored pending, under the session id, with only the token's hash; the token is
// random, long and travels only in the success address.
import { createHash } from 'node:crypto';
import { createCheckoutSessionResponseSchema } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { SITE_ROOT, startCheckout } from './support/flows.ts';
import { SEASON, fixtureRecord, seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { setUpOnce } from '@scoreline/test-support';

let harness: Harness;
const gameweek7 = fixtureRecord({ gameweek: 7 });

setUpOnce(async () => {
  harness = await startHarness();
  await harness.seedFixtures([...seasonWithCurrentGameweek3(), gameweek7]);
});
afterAll(async () => {
  await harness?.close();
});

describe('POST /api/payment/create-session against stripe-mock', () => {
  it('from the home screen: answers the checkout url and stores a pending purchase of the current gameweek', async () => {
    const response = await request(harness.app)
      .post('/api/payment/create-session')
      .send({ success_url: SITE_ROOT, cancel_url: SITE_ROOT });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { url } = createCheckoutSessionResponseSchema.parse(response.body);
    expect(new URL(url).protocol).toBe('https:');
    expect(response.headers['cache-control']).toBe('no-store');

    const made = harness.checkoutRequests.at(-1);
    expect(made).toBeDefined();
    const token = made?.sessionToken ?? '';
    const purchase = await harness.purchaseOfToken(token);
    expect(purchase).toMatchObject({
      season: SEASON,
      gameweek: 3,
      fixture_id: null,
      state: 'pending',
      checkout: 'stripe',
      amount: 999,
      currency: 'gbp',
      success_url: SITE_ROOT,
      cancel_url: SITE_ROOT,
      paid_at: null,
      published_at: null,
    });
    expect(purchase.session_id).toMatch(/^cs_test_/);
    expect(made?.metadata).toEqual({ product: 'gameweek_unlock', purchase_id: purchase.purchase_id, season: SEASON, gameweek: '3' });
    expect(made?.purchaseId).toBe(purchase.purchase_id);
  });

  it('from a fixture page: buys the fixture\'s gameweek and returns to that fixture page on the caller\'s site', async () => {
    const response = await request(harness.app)
      .post('/api/payment/create-session')
      .set('Origin', 'http://localhost:3000')
      .send({ fixture_id: Number(gameweek7.id) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const made = harness.checkoutRequests.at(-1);
    const purchase = await harness.purchaseOfToken(made?.sessionToken ?? '');
    const page = `http://localhost:3000/fixture/${gameweek7.id}`;
    expect(purchase).toMatchObject({ season: SEASON, gameweek: 7, fixture_id: gameweek7.id, success_url: page, cancel_url: page });
    expect(made?.successUrl).toBe(`${page}?session_token=${made?.sessionToken}`);
    expect(made?.cancelUrl).toBe(page);
    expect(made?.metadata).toMatchObject({ fixture_id: gameweek7.id, gameweek: '7' });
  });

  it('makes a random token of at least 128 bits per attempt, stores only its SHA-256 and sends it only in the success address', async () => {
    const first = await startCheckout(harness);
    const second = await startCheckout(harness);
    for (const checkout of [first, second]) {
      expect(Buffer.from(checkout.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      expect(checkout.purchase.token_hash).toBe(createHash('sha256').update(checkout.token).digest('hex'));
      const stored = await harness.db.connection.collection('purchases').findOne({ _id: checkout.purchase.session_id as never });
      expect(JSON.stringify(stored)).not.toContain(checkout.token);
    }
    expect(first.token).not.toBe(second.token);
    expect(first.purchase.session_id).not.toBe(second.purchase.session_id);

    const [firstRequest, secondRequest] = harness.checkoutRequests.slice(-2);
    expect(new URL(firstRequest?.successUrl ?? '').searchParams.get('session_token')).toBe(first.token);
    expect(firstRequest?.cancelUrl).toBe(SITE_ROOT);
    expect(firstRequest?.cancelUrl).not.toContain(first.token);
    // One idempotency key per attempt: a retried call of the same attempt cannot make a second session.
    expect(firstRequest?.idempotencyKey).not.toBe(secondRequest?.idempotencyKey);
    expect(firstRequest?.idempotencyKey).toContain(first.purchase.purchase_id);
  });

  it('binds the token to what was bought and lets it expire 7 days after the checkout', async () => {
    const { purchase } = await startCheckout(harness);
    expect(purchase.token_expires_at.getTime() - purchase.created_at.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
  });
});
