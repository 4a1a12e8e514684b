import { describe, expect, it } from 'vitest';
import { fakeApi, json, offContract } from '../../../testing/fake-api.ts';
import {
  createCheckoutSession,
  fixtureCheckoutRequest,
  gameweekCheckoutRequest,
} from '../api/create-checkout-session.ts';

describe('createCheckoutSession', () => {
  it('posts the request with cookies and returns the checkout url', async () => {
    const { requests } = fakeApi({
      'POST /api/payment/create-session': () => json({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
    });
    await expect(createCheckoutSession(fixtureCheckoutRequest(101))).resolves.toBe(
      'https://checkout.stripe.com/c/pay/cs_test_1',
    );
    expect(requests[0]?.body).toEqual({ fixture_id: 101 });
    expect(requests[0]?.credentials).toBe('include');
  });

  it("raises 'Payment session failed: {server text}' on a non-OK answer", async () => {
    fakeApi({ 'POST /api/payment/create-session': () => json({ detail: 'Stripe is unavailable' }, 502) });
    await expect(createCheckoutSession(fixtureCheckoutRequest(101))).rejects.toThrow(
      'Payment session failed: Stripe is unavailable',
    );
  });

  it("raises 'No checkout URL returned from server.' when the url is missing", async () => {
    fakeApi({ 'POST /api/payment/create-session': () => offContract(json({})) });
    await expect(createCheckoutSession(fixtureCheckoutRequest(101))).rejects.toThrow(
      'No checkout URL returned from server.',
    );
  });

  it("raises 'No checkout URL returned from server.' for an empty answer or an empty url", async () => {
    fakeApi({ 'POST /api/payment/create-session': () => offContract(new Response(null, { status: 200 })) });
    await expect(createCheckoutSession(fixtureCheckoutRequest(101))).rejects.toThrow(
      'No checkout URL returned from server.',
    );
    fakeApi({ 'POST /api/payment/create-session': () => offContract(json({ url: '' })) });
    await expect(createCheckoutSession(fixtureCheckoutRequest(101))).rejects.toThrow(
      'No checkout URL returned from server.',
    );
  });
});

describe('checkout requests', () => {
  it('from home send the site root as both addresses', () => {
    expect(gameweekCheckoutRequest('http://localhost:8000')).toEqual({
      success_url: 'http://localhost:8000/',
      cancel_url: 'http://localhost:8000/',
    });
  });

  it('from a fixture send its numeric id', () => {
    expect(fixtureCheckoutRequest(7)).toEqual({ fixture_id: 7 });
  });
});
