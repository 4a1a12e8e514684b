// POST /api/session/activate turns a paid token into the HttpOnly session cookie (7 days, path /,
// SameSite Lax, Secure); GET /api/session/status reads the cookie or the X-Session-Token header.
// Only a paid token activates: the return URL alone proves nothing.
import {
  API,
  errorStatusesOf,
  SESSION_ACTIVATION_RETRY_MS,
  SESSION_PAYMENT_PENDING_DETAIL,
  sessionActivationResponseSchema,
  sessionStatusResponseSchema,
} from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { payByWebhook, startCheckout } from './support/flows.ts';
import { SEASON, seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { setUpOnce } from '@scoreline/test-support';

let harness: Harness;

setUpOnce(async () => {
  harness = await startHarness();
  await harness.seedFixtures(seasonWithCurrentGameweek3());
});
afterAll(async () => {
  await harness?.close();
});

const activate = (target: Harness, token: unknown) =>
  request(target.app).post('/api/session/activate').send({ session_token: token });

function cookieOf(response: request.Response): string {
  const cookies = response.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = cookies?.find((c) => c.startsWith('session_token='));
  if (!cookie) throw new Error(`no session_token cookie in ${JSON.stringify(cookies)}`);
  return cookie;
}

describe('POST /api/session/activate', () => {
  it('a paid token: 200 {active, expires_at} and the HttpOnly cookie for 7 days, path /, SameSite Lax, Secure', async () => {
    const checkout = await startCheckout(harness);
    await payByWebhook(harness, checkout.purchase);
    const response = await activate(harness, checkout.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = sessionActivationResponseSchema.parse(response.body);
    expect(new Date(body.expires_at).getTime()).toBe(checkout.purchase.token_expires_at.getTime());

    const cookie = cookieOf(response);
    const attributes = cookie.split(';').map((part) => part.trim());
    expect(attributes[0]).toBe(`session_token=${checkout.token}`);
    expect(attributes).toContain('Path=/');
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('Secure');
    expect(attributes).toContain('SameSite=Lax');
    const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))?.slice('Max-Age='.length));
    expect(maxAge).toBeLessThanOrEqual(7 * 24 * 60 * 60);
    expect(maxAge).toBeGreaterThan(7 * 24 * 60 * 60 - 60);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a pending token (checkout started, no signed webhook): 409 and no cookie', async () => {
    const checkout = await startCheckout(harness);
    const response = await activate(harness, checkout.token);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ detail: 'Payment not confirmed yet; please try again in a moment' });
    expect(response.headers['set-cookie']).toBeUndefined();
    // The OpenAPI document (generated from the registry) declares this answer.
    expect(errorStatusesOf(API.activateSession)).toHaveProperty('409');
  });

  it('the buyer back before the webhook: 409 at once with Retry-After, then 200 once the webhook lands', async () => {
    const checkout = await startCheckout(harness);
    const early = await activate(harness, checkout.token);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ detail: SESSION_PAYMENT_PENDING_DETAIL });
    expect(early.headers['retry-after']).toBe(String(SESSION_ACTIVATION_RETRY_MS / 1000));
    await payByWebhook(harness, checkout.purchase);
    const response = await activate(harness, checkout.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(cookieOf(response)).toContain(`session_token=${checkout.token}`);
  });

  it('an unknown token: 404', async () => {
    const response = await activate(harness, 'A'.repeat(43));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: 'Unknown session token' });
  });

  it('a body without a token: 422 naming the field', async () => {
    const response = await request(harness.app).post('/api/session/activate').send({});
    expect(response.status).toBe(422);
    expect(response.body.detail).toMatch(/^body\.session_token: /);
  });
});

describe('GET /api/session/status', () => {
  it('reads the X-Session-Token header (docs/product.md §7) and the session cookie alike', async () => {
    const checkout = await startCheckout(harness);
    const pending = await request(harness.app)
      .get('/api/session/status')
      .set('X-Session-Token', checkout.token);
    expect(sessionStatusResponseSchema.parse(pending.body)).toMatchObject({
      state: 'pending',
      season: SEASON,
      gameweek: 3,
    });

    await payByWebhook(harness, checkout.purchase);
    const byHeader = await request(harness.app)
      .get('/api/session/status')
      .set('X-Session-Token', checkout.token);
    const byCookie = await request(harness.app)
      .get('/api/session/status')
      .set('Cookie', `session_token=${checkout.token}`);
    for (const response of [byHeader, byCookie]) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        state: 'paid',
        season: SEASON,
        gameweek: 3,
        expires_at: checkout.purchase.token_expires_at.toISOString(),
      });
    }
  });

  it('no token and an unknown token', async () => {
    expect((await request(harness.app).get('/api/session/status')).body).toEqual({
      state: 'none',
      season: null,
      gameweek: null,
      expires_at: null,
    });
    const unknown = await request(harness.app)
      .get('/api/session/status')
      .set('X-Session-Token', 'B'.repeat(43));
    expect(unknown.body).toEqual({ state: 'unknown', season: null, gameweek: null, expires_at: null });
  });
});
