// GET /api/prediction/gameweek/{season}/{gameweek}, the home page's cards: every fixture's outcome
// for anyone; for a session token that paid for the gameweek (header or cookie) also each exact
// score and the probabilities, and until when; nothing premium for anyone else (the keys absent).
// Bad input is a 4xx {detail}.
import { randomBytes } from 'node:crypto';
import { gameweekPredictionsResponseSchema } from '@scoreline/contracts';
import { hashSessionToken } from '@scoreline/service-kit';
import { setUpOnce } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { eplFixtureRecords, seedPredictions } from './support/epl.ts';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';

const PREMIUM_KEYS = ['display_home_goals', 'display_away_goals', 'prob_home_win', 'prob_draw', 'prob_away_win'];
let harness: Harness;
const paidWeek = eplFixtureRecords().filter((r) => r.season === '2026-27' && r.gameweek === 6);
const token = randomBytes(24).toString('base64url');
const expiresAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
expiresAt.setMilliseconds(0);

const get = (path: string, auth: { header?: string; cookie?: string } = {}) => {
  const call = request(harness.app).get(path);
  if (auth.header) call.set('X-Session-Token', auth.header);
  if (auth.cookie) call.set('Cookie', `session_token=${encodeURIComponent(auth.cookie)}`);
  return call;
};

setUpOnce(async () => {
  harness = await startHarness();
  await seedPredictions(harness.context);
  await harness.bus.publish('payment.completed', {
    data: { token_hash: hashSessionToken(token), season: '2026-27', gameweek: 6, expires_at: expiresAt.toISOString() },
    correlationId: 'payment-gameweek',
  });
  await waitUntil(async () => (await get('/api/prediction/gameweek/2026-27/6', { header: token })).body.has_access === true, 30_000, 'the access read model to see the payment');
});
afterAll(async () => {
  await harness?.close();
});

describe('the gameweek for a session that paid for it', () => {
  it.each([['header'], ['cookie']] as const)('answers every exact score and probability, and the access end (%s)', async (via) => {
    const response = await get('/api/prediction/gameweek/2026-27/6', via === 'header' ? { header: token } : { cookie: token });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = gameweekPredictionsResponseSchema.parse(response.body);
    expect(body).toMatchObject({ season: '2026-27', gameweek: 6, has_access: true, access_expires_at: expiresAt.toISOString() });
    expect(body.predictions.map((p) => String(p.fixture_id)).sort()).toEqual(paidWeek.map((f) => f.id).sort());
    const stored = await harness.context.repositories.predictions.findGameweek('2026-27', 6);
    for (const p of body.predictions) {
      const entry = stored?.predictions.find((e) => e.fixture_id === String(p.fixture_id));
      expect(p).toEqual({
        fixture_id: p.fixture_id,
        predicted_outcome: entry?.predicted_outcome,
        has_prediction: true,
        display_home_goals: entry?.display_home_goals,
        display_away_goals: entry?.display_away_goals,
        prob_home_win: entry?.prob_home_win,
        prob_draw: entry?.prob_draw,
        prob_away_win: entry?.prob_away_win,
      });
    }
  });
});

describe('the gameweek without access', () => {
  it.each([
    ['no token', {}, '/api/prediction/gameweek/2026-27/6'],
    ['a token nobody issued', { header: 'tok_never_issued_0123456789abcdef' }, '/api/prediction/gameweek/2026-27/6'],
    ['the paid token, another gameweek', { header: token }, '/api/prediction/gameweek/2026-27/7'],
  ])('with %s answers the outcomes only, the premium keys absent', async (_label, auth, path) => {
    const response = await get(path, auth);
    expect(response.status).toBe(200);
    const body = gameweekPredictionsResponseSchema.parse(response.body);
    expect(body).toMatchObject({ has_access: false, access_expires_at: null });
    expect(body.predictions.length).toBeGreaterThan(0);
    expect(body.predictions.every((p) => p.has_prediction && p.predicted_outcome !== null)).toBe(true);
    for (const key of PREMIUM_KEYS) expect(response.text).not.toContain(key);
  });
});

describe('bad input', () => {
  it.each([
    ['a season that is not one', '/api/prediction/gameweek/2026-28/6', 400],
    ['gameweek 0', '/api/prediction/gameweek/2026-27/0', 400],
    ['a gameweek that is not a number', '/api/prediction/gameweek/2026-27/six', 400],
    ['a gameweek without fixtures', '/api/prediction/gameweek/2019-20/6', 404],
  ])('answers %s with a 4xx {detail}', async (_label, path, status) => {
    const response = await get(path, { header: token });
    expect(response.status).toBe(status);
    expect(typeof response.body.detail).toBe('string');
  });
});
