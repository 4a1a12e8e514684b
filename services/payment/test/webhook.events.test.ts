// Verified webhook events on the real broker: checkout.session.completed turns the pending
// purchase paid once and publishes payment.completed (token hash, season, gameweek, token expiry), which the
// test consumes; redeliveries and look-alikes change nothing; a failed publish is retried by
// Stripe's redelivery.
import { createHash } from 'node:crypto';
import { paymentCompletedSchema } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { type Purchase, purchaseMetadata } from '../src/domain/purchase.ts';
import { payByWebhook, postWebhook, startCheckout } from './support/flows.ts';
import { SEASON, fixtureRecord, seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { type Harness, type Observed, startHarness } from './support/harness.ts';
import { setUpOnce } from '@scoreline/test-support';
import { checkoutSessionEvent, signEvent } from './support/stripe-events.ts';

let harness: Harness;
let observed: Observed;
const gameweek9 = fixtureRecord({ gameweek: 9 });

setUpOnce(async () => {
  harness = await startHarness();
  await harness.seedFixtures([...seasonWithCurrentGameweek3(), gameweek9]);
  observed = await harness.observe(['payment.completed']);
});
afterAll(async () => {
  await harness?.close();
});

const completedFor = (tokenHash: string) => observed.events.filter((e) => e.type === 'payment.completed' && (e.data as { token_hash: string }).token_hash === tokenHash);
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
const secret = () => harness.config.STRIPE_WEBHOOK_SECRET;

describe('checkout.session.completed', () => {
  it('records the purchase once and publishes payment.completed with the token hash, season and gameweek', async () => {
    const checkout = await startCheckout(harness, { fixture_id: Number(gameweek9.id) });
    const { response, signed } = await payByWebhook(harness, checkout.purchase, 'webhook-request-1');
    expect(response.body).toEqual({ received: true, outcome: 'recorded' });

    const purchase = await harness.purchase(checkout.purchase.session_id);
    expect(purchase).toMatchObject({ state: 'paid', completed_by_event: signed.id });
    expect(purchase.paid_at).toBeInstanceOf(Date);
    expect(purchase.published_at).toBeInstanceOf(Date);

    const tokenHash = createHash('sha256').update(checkout.token).digest('hex');
    const [event] = await observed.waitFor('payment.completed', 1, (e) => e.data.token_hash === tokenHash);
    expect(paymentCompletedSchema.parse(event?.data)).toEqual({
      token_hash: tokenHash,
      season: SEASON,
      gameweek: 9,
      expires_at: checkout.purchase.token_expires_at.toISOString(),
    });
    // The HTTP request that caused it is the event's correlation id.
    expect(event?.correlation_id).toBe('webhook-request-1');
  });

  it('the same event delivered twice: one purchase, one payment.completed, answered as a duplicate', async () => {
    const checkout = await startCheckout(harness);
    const signed = signEvent(checkoutSessionEvent(checkout.purchase), secret());
    const first = await postWebhook(harness.app, signed);
    const second = await postWebhook(harness.app, signed);
    expect(first.body).toEqual({ received: true, outcome: 'recorded' });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ received: true, outcome: 'duplicate' });

    const purchases = await harness.db.connection.collection('purchases').countDocuments({ token_hash: checkout.purchase.token_hash });
    expect(purchases).toBe(1);
    expect((await harness.purchase(checkout.purchase.session_id)).completed_by_event).toBe(signed.id);
    await observed.waitFor('payment.completed', 1, (e) => e.data.token_hash === checkout.purchase.token_hash);
    await settle();
    expect(completedFor(checkout.purchase.token_hash)).toHaveLength(1);
  });

  it('a second event for an already paid session (async_payment_succeeded after completed) changes nothing', async () => {
    const checkout = await startCheckout(harness);
    await payByWebhook(harness, checkout.purchase);
    const again = signEvent(checkoutSessionEvent(checkout.purchase, { type: 'checkout.session.async_payment_succeeded' }), secret());
    const response = await postWebhook(harness.app, again);
    expect(response.body).toEqual({ received: true, outcome: 'duplicate' });
    await observed.waitFor('payment.completed', 1, (e) => e.data.token_hash === checkout.purchase.token_hash);
    await settle();
    expect(completedFor(checkout.purchase.token_hash)).toHaveLength(1);
  });

  it('completed but not paid yet (a delayed payment method) grants nothing until async_payment_succeeded', async () => {
    const checkout = await startCheckout(harness);
    const unpaid = signEvent(checkoutSessionEvent(checkout.purchase, { session: { payment_status: 'unpaid' } }), secret());
    expect((await postWebhook(harness.app, unpaid)).body).toEqual({ received: true, outcome: 'ignored' });
    expect((await harness.purchase(checkout.purchase.session_id)).state).toBe('pending');

    const succeeded = signEvent(checkoutSessionEvent(checkout.purchase, { type: 'checkout.session.async_payment_succeeded' }), secret());
    expect((await postWebhook(harness.app, succeeded)).body).toEqual({ received: true, outcome: 'recorded' });
    expect((await harness.purchase(checkout.purchase.session_id)).state).toBe('paid');
  });
});

describe('events that are not a payment of this purchase are acknowledged and change nothing', () => {
  it.each([
    ['another client_reference_id', () => ({ client_reference_id: 'someone-else' })],
    ['metadata naming another gameweek', (p: Purchase) => ({ metadata: { ...purchaseMetadata(p), gameweek: '4' } })],
    ['metadata naming another purchase', (p: Purchase) => ({ metadata: { ...purchaseMetadata(p), purchase_id: 'another' } })],
    ['no metadata', () => ({ metadata: {} })],
    ['another amount', () => ({ amount_total: 1 })],
    ['another currency', () => ({ currency: 'usd' })],
  ])('%s', async (_label, session) => {
    const checkout = await startCheckout(harness);
    const signed = signEvent(checkoutSessionEvent(checkout.purchase, { session: session(checkout.purchase) }), secret());
    const response = await postWebhook(harness.app, signed);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, outcome: 'ignored' });
    expect((await harness.purchase(checkout.purchase.session_id)).state).toBe('pending');
  });

  it('a session id no purchase has', async () => {
    const checkout = await startCheckout(harness);
    const signed = signEvent(checkoutSessionEvent(checkout.purchase, { session: { id: 'cs_test_not_ours' } }), secret());
    expect((await postWebhook(harness.app, signed)).body).toEqual({ received: true, outcome: 'ignored' });
    expect(await harness.context.repositories.purchases.findBySessionId('cs_test_not_ours')).toBeNull();
  });

  it('an event type this service does not handle', async () => {
    const checkout = await startCheckout(harness);
    const signed = signEvent({ ...checkoutSessionEvent(checkout.purchase), type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } }, secret());
    expect((await postWebhook(harness.app, signed)).body).toEqual({ received: true, outcome: 'ignored' });
  });

  it('a checkout event whose object is not a checkout session: 400', async () => {
    const signed = signEvent({ id: 'evt_test_odd', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'pi_1', object: 'payment_intent' } } }, secret());
    const response = await postWebhook(harness.app, signed);
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('Webhook event checkout.session.completed does not carry a checkout session');
  });
});

describe('checkout.session.expired', () => {
  it('abandons the pending purchase, whose token can then not be activated', async () => {
    const checkout = await startCheckout(harness);
    const expired = signEvent(checkoutSessionEvent(checkout.purchase, { type: 'checkout.session.expired', session: { status: 'expired', payment_status: 'unpaid' } }), secret());
    expect((await postWebhook(harness.app, expired)).body).toEqual({ received: true, outcome: 'recorded' });
    expect((await harness.purchase(checkout.purchase.session_id)).state).toBe('abandoned');
    const activation = await request(harness.app).post('/api/session/activate').send({ session_token: checkout.token });
    expect(activation.status).toBe(409);
    expect(activation.body.detail).toBe('This checkout expired without a payment');
  });
});

describe('publishing is at least once', () => {
  it('a publish that fails answers 5xx (so Stripe redelivers); the redelivery publishes', async () => {
    const checkout = await startCheckout(harness);
    const failing = harness.appWith({
      publisher: { publish: () => Promise.reject(new Error('broker unavailable')) },
    });
    const signed = signEvent(checkoutSessionEvent(checkout.purchase), secret());
    const first = await postWebhook(failing, signed);
    expect(first.status).toBe(500);
    const afterFailure = await harness.purchase(checkout.purchase.session_id);
    expect(afterFailure.state).toBe('paid');
    expect(afterFailure.published_at).toBeNull();

    const redelivery = await postWebhook(harness.app, signed);
    expect(redelivery.body).toEqual({ received: true, outcome: 'recorded' });
    expect((await harness.purchase(checkout.purchase.session_id)).published_at).toBeInstanceOf(Date);
    await observed.waitFor('payment.completed', 1, (e) => e.data.token_hash === checkout.purchase.token_hash);
  });
});
