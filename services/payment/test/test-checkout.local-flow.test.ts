// Without a Stripe key (development), the whole purchase works on one machine: create-session
// answers the local TEST MODE page, whose Pay button completes the purchase through a signed
// checkout.session.completed delivered to the same webhook handler, then sends the buyer back to
// the site root with the token, which activates.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { SITE_ROOT, startCheckout } from './support/flows.ts';
import { SEASON, seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { type Harness, type Observed, startHarness } from './support/harness.ts';
import { setUpOnce } from '@scoreline/test-support';

let harness: Harness;
let stripeMode: Harness;
let observed: Observed;

setUpOnce(async () => {
  [harness, stripeMode] = await Promise.all([startHarness({ checkout: 'local-test' }), startHarness()]);
  await harness.seedFixtures(seasonWithCurrentGameweek3());
  await stripeMode.seedFixtures(seasonWithCurrentGameweek3());
  observed = await harness.observe(['payment.completed']);
});
afterAll(async () => {
  await Promise.all([harness?.close(), stripeMode?.close()]);
});

function pagePath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

describe('the local test checkout', () => {
  it("is served on the site's configured origin, whatever Host header the request carries", async () => {
    const response = await request(harness.app)
      .post('/api/payment/create-session')
      .set('Host', 'attacker.example')
      .send({ success_url: SITE_ROOT, cancel_url: SITE_ROOT });
    expect(response.status).toBe(200);
    const url = new URL(String(response.body.url));
    expect(url.host).not.toBe('attacker.example');
    expect(url.origin).toBe(new URL(SITE_ROOT).origin);
  });

  it('create-session answers the TEST MODE page on this API, which shows the gameweek and the price', async () => {
    const checkout = await startCheckout(harness);
    expect(checkout.purchase.checkout).toBe('local-test');
    const url = new URL(checkout.url);
    expect(url.pathname).toBe(`/api/payment/test-checkout/${checkout.purchase.session_id}`);
    expect(url.searchParams.get('session_token')).toBe(checkout.token);

    const page = await request(harness.app).get(pagePath(checkout.url));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('TEST MODE — no real payment');
    expect(page.text).toContain('Pay £9.99');
    expect(page.text).toContain(`gameweek 3, season ${SEASON}`);
    expect(page.text).not.toContain('<script');
    // The page's own CSP: its form may post here, and nothing runs or loads.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('Pay: signed webhook → paid purchase, payment.completed, back to the site root with the token, which activates', async () => {
    const checkout = await startCheckout(harness);
    const pay = await request(harness.app)
      .post(`/api/payment/test-checkout/${checkout.purchase.session_id}/pay`)
      .type('form')
      .send({ session_token: checkout.token });
    const back = `${SITE_ROOT}?session_token=${checkout.token}`;
    expect(pay.status).toBe(200);
    expect(pay.text).toContain(`<meta http-equiv="refresh" content="0; url=${back}">`);
    expect(pay.text).toContain(`<a href="${back}">Return to Scoreline</a>`);
    // Not a 303: a Location header would put the token into the request log line.
    expect(pay.headers.location).toBeUndefined();

    const purchase = await harness.purchase(checkout.purchase.session_id);
    expect(purchase.state).toBe('paid');
    expect(purchase.completed_by_event).toMatch(/^evt_localtest_/);
    expect(await harness.context.repositories.webhookEvents.has(purchase.completed_by_event ?? '')).toBe(
      true,
    );
    const tokenHash = createHash('sha256').update(checkout.token).digest('hex');
    const [event] = await observed.waitFor('payment.completed', 1, (e) => e.data.token_hash === tokenHash);
    expect(event?.data).toEqual({
      token_hash: tokenHash,
      season: SEASON,
      gameweek: 3,
      expires_at: purchase.token_expires_at.toISOString(),
    });

    const activation = await request(harness.app)
      .post('/api/session/activate')
      .send({ session_token: checkout.token });
    expect(activation.status).toBe(200);

    // A second click is harmless: still one purchase, and the buyer is sent back again.
    const again = await request(harness.app)
      .post(`/api/payment/test-checkout/${checkout.purchase.session_id}/pay`)
      .type('form')
      .send({ session_token: checkout.token });
    expect(again.status).toBe(200);
    expect(
      await harness.db.connection.collection('purchases').countDocuments({ token_hash: tokenHash }),
    ).toBe(1);
  });

  it("the page and Pay require the checkout's own token", async () => {
    const mine = await startCheckout(harness);
    const other = await startCheckout(harness);
    const page = await request(harness.app).get(
      `/api/payment/test-checkout/${mine.purchase.session_id}?session_token=${other.token}`,
    );
    expect(page.status).toBe(403);
    const pay = await request(harness.app)
      .post(`/api/payment/test-checkout/${mine.purchase.session_id}/pay`)
      .type('form')
      .send({ session_token: other.token });
    expect(pay.status).toBe(403);
    expect(pay.body.detail).toBe('This session token does not belong to this checkout');
    expect((await harness.purchase(mine.purchase.session_id)).state).toBe('pending');

    const missing = await request(harness.app)
      .post(`/api/payment/test-checkout/${mine.purchase.session_id}/pay`)
      .type('form')
      .send({});
    expect(missing.status).toBe(400);
    const unknown = await request(harness.app).get(
      `/api/payment/test-checkout/cs_localtest_${'0'.repeat(32)}?session_token=${mine.token}`,
    );
    expect(unknown.status).toBe(404);
  });

  it('does not exist when a Stripe key is configured', async () => {
    const checkout = await startCheckout(stripeMode);
    const page = await request(stripeMode.app).get(
      `/api/payment/test-checkout/cs_localtest_${'0'.repeat(32)}?session_token=${checkout.token}`,
    );
    expect(page.status).toBe(404);
    expect(page.body.detail).toMatch(/^Not found: GET /);
  });
});
