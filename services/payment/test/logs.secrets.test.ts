// No session token, Stripe key or webhook secret ever reaches a log line: the whole purchase is
// run in both checkout modes with every log line captured (trace level), and the lines searched.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { payByWebhook, postWebhook, startCheckout } from './support/flows.ts';
import { seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { type CapturedLogs, captureLogs } from './support/log-capture.ts';
import { setUpOnce } from '@scoreline/test-support';
import { checkoutSessionEvent, signEvent } from './support/stripe-events.ts';

const stripeLogs: CapturedLogs = captureLogs();
const localLogs: CapturedLogs = captureLogs();
let stripe: Harness;
let local: Harness;

setUpOnce(async () => {
  [stripe, local] = await Promise.all([
    startHarness({ logger: stripeLogs.logger, workers: true }),
    startHarness({ logger: localLogs.logger, checkout: 'local-test' }),
  ]);
  await stripe.seedFixtures(seasonWithCurrentGameweek3());
  await local.seedFixtures(seasonWithCurrentGameweek3());
});
afterAll(async () => {
  await Promise.all([stripe?.close(), local?.close()]);
});

function expectNoSecret(lines: readonly string[], secrets: readonly string[]): void {
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThanOrEqual(16);
    const leaking = lines.filter((line) => line.includes(secret));
    expect(leaking, `a log line contains a secret: ${leaking[0]?.slice(0, 400)}`).toEqual([]);
  }
}

describe('log lines never contain a token, key or secret', () => {
  it('through a Stripe purchase: checkout, refused and accepted webhooks, activation, status by header and cookie', async () => {
    const checkout = await startCheckout(stripe);
    const tampered = signEvent(checkoutSessionEvent(checkout.purchase), 'whsec_wrong_secret_for_this_test');
    expect((await postWebhook(stripe.app, tampered)).status).toBe(400);
    await payByWebhook(stripe, checkout.purchase);
    expect((await request(stripe.app).post('/api/session/activate').send({ session_token: checkout.token })).status).toBe(200);
    await request(stripe.app).get('/api/session/status').set('X-Session-Token', checkout.token).expect(200);
    await request(stripe.app).get('/api/session/status').set('Cookie', `session_token=${checkout.token}`).expect(200);
    // The token in a query string (as the paid return carries it) is redacted from the logged URL.
    await request(stripe.app).get(`/api/session/status?session_token=${checkout.token}`).expect(200);
    const unknown = 'C'.repeat(43);
    await request(stripe.app).post('/api/session/activate').send({ session_token: unknown }).expect(404);

    const lines = stripeLogs.lines;
    // The capture works: the requests and the purchase were logged.
    expect(lines.some((line) => line.includes('"url":"/api/payment/create-session"'))).toBe(true);
    expect(lines.some((line) => line.includes('purchase paid; payment.completed published'))).toBe(true);
    expect(lines.some((line) => line.includes('webhook refused'))).toBe(true);
    expect(lines.some((line) => line.includes('[Redacted]'))).toBe(true);
    expectNoSecret(lines, [checkout.token, unknown, stripe.config.STRIPE_SECRET_KEY ?? '', stripe.config.STRIPE_WEBHOOK_SECRET, stripe.config.JWT_SECRET]);
  });

  it('through a local test checkout: the page address and the Pay form carry the token', async () => {
    const checkout = await startCheckout(local);
    const url = new URL(checkout.url);
    await request(local.app).get(`${url.pathname}${url.search}`).expect(200);
    await request(local.app)
      .post(`/api/payment/test-checkout/${checkout.purchase.session_id}/pay`)
      .type('form')
      .send({ session_token: checkout.token })
      .expect(200);
    expect((await request(local.app).post('/api/session/activate').send({ session_token: checkout.token })).status).toBe(200);

    const lines = localLogs.lines;
    expect(lines.some((line) => line.includes('/api/payment/test-checkout/'))).toBe(true);
    expect(lines.some((line) => line.includes('purchase paid; payment.completed published'))).toBe(true);
    expectNoSecret(lines, [checkout.token, local.config.STRIPE_WEBHOOK_SECRET, local.config.JWT_SECRET]);
  });
});
