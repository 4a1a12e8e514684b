// A fault test: stripe-mock stopped under the payment service. A stripe-mock of the
// test's own (test-support startPrivateStripe), so the run's shared one keeps serving every other
// payment test. While it is down create-session answers 503 {detail} with Retry-After and leaves no
// pending purchase behind; once it is back, a checkout is created again. The purchases before the
// outage are all still there, unchanged. Frozen (SIGSTOP: it takes connections and never answers),
// create-session answered 503 after 46 s (15-s timeouts, three attempts); the client's bounds
// (STRIPE_TIMEOUT_MS, STRIPE_NETWORK_RETRIES) make it about 8.5 s, and the frozen case's client
// timeout, far under the old 46 s, fails a hang without failing a loaded machine.
import { createCheckoutSessionResponseSchema, errorBodySchema } from '@scoreline/contracts';
import { type PrivateStripe, setUpOnce, startPrivateStripe } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { SITE_ROOT, startCheckout } from './support/flows.ts';
import { seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';

let stripe: PrivateStripe;
let harness: Harness;

setUpOnce(async () => {
  stripe = await startPrivateStripe();
  harness = await startHarness({ env: { STRIPE_API_BASE: stripe.apiBase } });
  await harness.seedFixtures(seasonWithCurrentGameweek3());
});
afterAll(async () => {
  await harness?.close();
  await stripe?.close();
});

const createSession = (timeoutMs = 20_000) =>
  request(harness.app).post('/api/payment/create-session').send({ success_url: SITE_ROOT, cancel_url: SITE_ROOT }).timeout(timeoutMs);

describe('POST /api/payment/create-session while stripe-mock is stopped', () => {
  it('answers 503 {detail} with Retry-After, stores no purchase, and creates checkouts again once it is back', async () => {
    const before = await startCheckout(harness);
    expect(before.purchase.state).toBe('pending');
    const purchasesBefore = await harness.context.repositories.purchases.count();
    expect(purchasesBefore).toBe(1);

    await stripe.down();
    for (let call = 0; call < 3; call += 1) {
      const refused = await createSession();
      expect(refused.status).toBe(503);
      expect(errorBodySchema.parse(refused.body).detail).toMatch(/^Payment provider unreachable/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // No pending purchase left behind by the refused attempts; the earlier one is intact.
    expect(await harness.context.repositories.purchases.count()).toBe(purchasesBefore);
    expect(await harness.purchaseOfToken(before.token)).toEqual(before.purchase);

    await stripe.up();
    let again: request.Response | undefined;
    await waitUntil(async () => {
      again = await createSession();
      return again.status === 200;
    }, 60_000, 'create-session answering 200 after stripe-mock restarted');
    expect(new URL(createCheckoutSessionResponseSchema.parse(again?.body).url).protocol).toBe('https:');
    expect(await harness.context.repositories.purchases.count()).toBe(purchasesBefore + 1);
  });

  it('answers 503 {detail} while stripe-mock is frozen, and creates checkouts again once it thaws', async () => {
    const purchasesBefore = await harness.context.repositories.purchases.count();
    await stripe.signal('STOP');
    try {
      const refused = await createSession(25_000);
      expect(refused.status).toBe(503);
      expect(errorBodySchema.parse(refused.body).detail).toMatch(/^Payment provider unreachable/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await harness.context.repositories.purchases.count()).toBe(purchasesBefore);
    } finally {
      await stripe.signal('CONT');
    }
    await waitUntil(async () => (await createSession()).status === 200, 60_000, 'create-session answering 200 after stripe-mock thawed');
    expect(await harness.context.repositories.purchases.count()).toBe(purchasesBefore + 1);
  });
});
