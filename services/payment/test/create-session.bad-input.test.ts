// create-session refuses what it cannot sell, always with a `{detail}` the page shows as
// 'Payment session failed: {detail}', and stores nothing when it refuses.
import { errorBodySchema } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { CheckoutProviderError } from '../src/checkout/checkout-gateway.ts';
import { SITE_ROOT } from './support/flows.ts';
import { seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { setUpOnce } from '@scoreline/test-support';

let harness: Harness;
let empty: Harness;
let failingProvider: Harness;

setUpOnce(async () => {
  [harness, empty, failingProvider] = await Promise.all([
    startHarness(),
    startHarness(),
    // Stripe reachable but refusing (an account problem, an outage): the SDK's error class.
    startHarness({
      wrapCheckout: (gateway) => ({
        ...gateway,
        create: () => Promise.reject(new CheckoutProviderError('api_error: the provider is down for maintenance')),
      }),
    }),
  ]);
  await harness.seedFixtures(seasonWithCurrentGameweek3());
  await failingProvider.seedFixtures(seasonWithCurrentGameweek3());
});
afterAll(async () => {
  await Promise.all([harness?.close(), empty?.close(), failingProvider?.close()]);
});

async function refused(target: Harness, body: unknown, status: number, detail: RegExp): Promise<void> {
  const response = await request(target.app).post('/api/payment/create-session').send(body as object);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const answer = errorBodySchema.parse(response.body);
  expect(answer.detail).toMatch(detail);
}

describe('POST /api/payment/create-session refuses bad input with {detail}', () => {
  it('an invalid fixture_id', async () => {
    await refused(harness, { fixture_id: 'abc' }, 422, /^body\.fixture_id: /);
    await refused(harness, { fixture_id: -4 }, 422, /^body\.fixture_id: /);
    await refused(harness, { fixture_id: 1.5 }, 422, /^body\.fixture_id: /);
    await refused(harness, { fixture_id: null }, 422, /^body\.fixture_id: /);
  });

  it('an unknown fixture', async () => {
    await refused(harness, { fixture_id: 999_999_999 }, 404, /^Fixture 999999999 not found$/);
  });

  it('missing return addresses from the home screen', async () => {
    await refused(harness, {}, 422, /body\.success_url: .*body\.cancel_url: /);
    await refused(harness, { success_url: SITE_ROOT }, 422, /^body\.cancel_url: /);
    await refused(harness, { cancel_url: SITE_ROOT }, 422, /^body\.success_url: /);
  });

  it('addresses that are not http(s) URLs', async () => {
    await refused(harness, { success_url: 'javascript:alert(1)', cancel_url: SITE_ROOT }, 422, /^body\.success_url: /);
    await refused(harness, { success_url: 'not a url', cancel_url: SITE_ROOT }, 422, /^body\.success_url: /);
  });

  it('addresses on other hosts (no open redirect)', async () => {
    await refused(harness, { success_url: 'https://evil.example/', cancel_url: SITE_ROOT }, 400, /^success_url must be an address on this site .*not https:\/\/evil\.example$/);
    await refused(harness, { success_url: SITE_ROOT, cancel_url: 'https://scoreline.test.evil.example/' }, 400, /^cancel_url must be an address on this site/);
    // Same host, another scheme or port, is another origin.
    await refused(harness, { success_url: 'http://scoreline.test/', cancel_url: SITE_ROOT }, 400, /^success_url must be an address on this site/);
    await refused(harness, { success_url: 'https://scoreline.test:8443/', cancel_url: SITE_ROOT }, 400, /^success_url must be an address on this site/);
    await refused(harness, { fixture_id: 1, success_url: 'https://evil.example/' }, 400, /^success_url must be an address on this site/);
  });

  it('addresses with credentials, which hide the real host from a reader', async () => {
    await refused(harness, { success_url: 'https://scoreline.test@evil.example/', cancel_url: SITE_ROOT }, 400, /^success_url must not contain credentials$/);
    await refused(harness, { success_url: 'https://user:pw@scoreline.test/', cancel_url: SITE_ROOT }, 400, /^success_url must not contain credentials$/);
  });

  it('a body that is not JSON', async () => {
    const response = await request(harness.app).post('/api/payment/create-session').set('Content-Type', 'application/json').send('{"success_url":');
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body).detail).toBe('Malformed JSON body');
  });

  it('stores nothing for any of the refusals above', async () => {
    expect(await harness.context.repositories.purchases.count()).toBe(0);
    expect(harness.checkoutRequests).toHaveLength(0);
  });

  it('no gameweek known yet (the fixtures read model is empty): 503', async () => {
    await refused(empty, { success_url: SITE_ROOT, cancel_url: SITE_ROOT }, 503, /^No current gameweek is known yet/);
  });

  it('the payment provider refusing: 502 with its reason, and nothing stored', async () => {
    await refused(failingProvider, { success_url: SITE_ROOT, cancel_url: SITE_ROOT }, 502, /^Payment provider error: api_error: the provider is down/);
    expect(await failingProvider.context.repositories.purchases.count()).toBe(0);
  });
});
