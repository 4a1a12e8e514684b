// create-session for a gameweek the presented session already unlocks: 409 {detail}, nothing
// created; the same session may still buy another gameweek, and a token that is unpaid, unknown or
// expired refuses nothing. The session is presented as X-Session-Token or as the cookie.
import { SESSION_COOKIE_NAME, SESSION_TOKEN_HEADER } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { payByWebhook, SITE_ROOT, startCheckout, type StartedCheckout } from './support/flows.ts';
import { fixtureRecord, seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { setUpOnce } from '@scoreline/test-support';

let harness: Harness;
let paid: StartedCheckout;
const season = seasonWithCurrentGameweek3();
const gameweek7 = fixtureRecord({ gameweek: 7 });
const home = { success_url: SITE_ROOT, cancel_url: SITE_ROOT };

setUpOnce(async () => {
  harness = await startHarness();
  await harness.seedFixtures([...season, gameweek7]);
  paid = await startCheckout(harness);
  await payByWebhook(harness, paid.purchase);
});
afterAll(async () => {
  await harness?.close();
});

const createSession = (body: object) => request(harness.app).post('/api/payment/create-session').send(body);

describe('create-session with a session that already unlocks the gameweek', () => {
  it('answers 409 {detail} from the home screen, presented as X-Session-Token, and creates nothing', async () => {
    const before = harness.checkoutRequests.length;
    const response = await createSession(home).set(SESSION_TOKEN_HEADER, paid.token);
    expect(response.status).toBe(409);
    expect(response.body.detail).toBe(
      `This session already unlocks gameweek 3 of ${paid.purchase.season} until ${paid.purchase.token_expires_at.toISOString()}; there is nothing more to buy for it`,
    );
    expect(harness.checkoutRequests).toHaveLength(before);
  });

  it('answers 409 from a fixture page of that gameweek, presented as the cookie', async () => {
    const fixtureOfGameweek3 = season.find((f) => f.gameweek === 3);
    const response = await createSession({ fixture_id: Number(fixtureOfGameweek3?.id) }).set('Cookie', `${SESSION_COOKIE_NAME}=${paid.token}`);
    expect(response.status).toBe(409);
    expect(response.body.detail).toMatch(/^This session already unlocks gameweek 3 /);
  });

  it('still sells that session another gameweek', async () => {
    const response = await createSession({ fixture_id: Number(gameweek7.id) }).set(SESSION_TOKEN_HEADER, paid.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it('refuses nothing for a session that has not paid, or a token nobody issued', async () => {
    const unpaid = await startCheckout(harness);
    expect((await createSession(home).set(SESSION_TOKEN_HEADER, unpaid.token)).status).toBe(200);
    expect((await createSession(home).set(SESSION_TOKEN_HEADER, 'tok_never_issued_0123456789abcdef')).status).toBe(200);
  });

  // Last: it moves the harness's clock past the paid token's expiry.
  it('refuses nothing once the paid session has expired', async () => {
    harness.clock.advance(paid.purchase.token_expires_at.getTime() - harness.clock.now.getTime() + 1);
    const response = await createSession(home).set(SESSION_TOKEN_HEADER, paid.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });
});
