// The webhook trusts nothing it cannot verify: a missing, malformed, foreign, tampered or stale
// signature answers 400 `{detail}` and writes nothing (the purchase stays pending, no event is
// recorded, nothing is published).
import { errorBodySchema } from '@scoreline/contracts';
import request from 'supertest';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { postWebhook, startCheckout, type StartedCheckout } from './support/flows.ts';
import { seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { type Harness, type Observed, startHarness } from './support/harness.ts';
import { setUpOnce } from '@scoreline/test-support';
import { checkoutSessionEvent, signEvent } from './support/stripe-events.ts';

let harness: Harness;
let observed: Observed;
let checkout: StartedCheckout;

setUpOnce(async () => {
  harness = await startHarness();
  await harness.seedFixtures(seasonWithCurrentGameweek3());
  observed = await harness.observe(['payment.completed']);
  checkout = await startCheckout(harness);
});
afterAll(async () => {
  await harness?.close();
});

async function expectRefused(response: request.Response, detail: RegExp): Promise<void> {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(errorBodySchema.parse(response.body).detail).toMatch(detail);
  const purchase = await harness.purchase(checkout.purchase.session_id);
  expect(purchase.state).toBe('pending');
  expect(purchase.paid_at).toBeNull();
  expect(await harness.context.repositories.webhookEvents.count()).toBe(0);
}

describe('POST /api/payment/webhook refuses what is not signed by Stripe with our secret', () => {
  it('no Stripe-Signature header', async () => {
    const { payload } = signEvent(
      checkoutSessionEvent(checkout.purchase),
      harness.config.STRIPE_WEBHOOK_SECRET,
    );
    await expectRefused(await postWebhook(harness.app, { payload }), /^Missing Stripe-Signature header$/);
  });

  it('a malformed header', async () => {
    const { payload } = signEvent(
      checkoutSessionEvent(checkout.purchase),
      harness.config.STRIPE_WEBHOOK_SECRET,
    );
    await expectRefused(
      await postWebhook(harness.app, { payload, signature: 'not-a-signature' }),
      /^Webhook signature verification failed: Unable to extract timestamp and signatures from header/,
    );
  });

  it('signed with another secret', async () => {
    const signed = signEvent(
      checkoutSessionEvent(checkout.purchase),
      'whsec_someone_elses_secret_0123456789',
    );
    await expectRefused(
      await postWebhook(harness.app, signed),
      /^Webhook signature verification failed: No signatures found matching/,
    );
  });

  it('a tampered body (signed, then changed)', async () => {
    const signed = signEvent(checkoutSessionEvent(checkout.purchase), harness.config.STRIPE_WEBHOOK_SECRET);
    const payload = signed.payload.replace('"payment_status": "paid"', '"payment_status": "paid" ');
    expect(payload).not.toBe(signed.payload);
    await expectRefused(
      await postWebhook(harness.app, { ...signed, payload }),
      /^Webhook signature verification failed: No signatures found matching/,
    );
  });

  it('re-serialized JSON (same data, other bytes): the signature covers the exact bytes', async () => {
    const signed = signEvent(checkoutSessionEvent(checkout.purchase), harness.config.STRIPE_WEBHOOK_SECRET);
    const payload = JSON.stringify(JSON.parse(signed.payload));
    await expectRefused(
      await postWebhook(harness.app, { ...signed, payload }),
      /^Webhook signature verification failed/,
    );
  });

  it('a stale event (signed more than 5 minutes ago: a replay)', async () => {
    const signed = signEvent(checkoutSessionEvent(checkout.purchase), harness.config.STRIPE_WEBHOOK_SECRET, {
      timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
    });
    await expectRefused(
      await postWebhook(harness.app, signed),
      /^Webhook signature verification failed: Timestamp outside the tolerance zone/,
    );
  });

  it('an empty body', async () => {
    const response = await request(harness.app)
      .post('/api/payment/webhook')
      .set('Stripe-Signature', 't=1,v1=00');
    await expectRefused(response, /^Webhook body must be the JSON event as Stripe sent it$/);
  });

  it.each([
    ['an array', '[1,2,3]'],
    ['an object without type', '{"id":"evt_1","data":{"object":{}}}'],
    [
      'an event whose data.object is not an object',
      '{"id":"evt_1","type":"checkout.session.completed","data":{"object":[1]}}',
    ],
  ])('a correctly signed body that is not an event: %s', async (_name, payload) => {
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: harness.config.STRIPE_WEBHOOK_SECRET,
    });
    await expectRefused(
      await postWebhook(harness.app, { payload, signature }),
      /^Webhook body is not a Stripe event/,
    );
  });

  it('published nothing for any of them; the valid delivery afterwards is the only payment.completed', async () => {
    const signed = signEvent(checkoutSessionEvent(checkout.purchase), harness.config.STRIPE_WEBHOOK_SECRET);
    const response = await postWebhook(harness.app, signed);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, outcome: 'recorded' });
    const [event] = await observed.waitFor('payment.completed', 1);
    expect(event?.data.token_hash).toBe(checkout.purchase.token_hash);
    // Give any stray earlier event the time to arrive; there must be none.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(observed.events.filter((e) => e.type === 'payment.completed')).toHaveLength(1);
  });
});
