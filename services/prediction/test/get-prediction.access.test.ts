// GET /api/prediction/{fixtureId} and the paid gameweek: a payment.completed event (token hash,
// season, gameweek, token expiry) on the real broker unlocks exactly that gameweek for that token,
// sent as the X-Session-Token header or the session_token cookie, until the token expires (the
// event's expires_at; without it, 7 days from the payment). Without access the answer has no exact
// score and no probabilities at all: the keys are absent, not null. The product's clock is pinned
// before gameweek 5 of 2026-27 kicks off, so none of these matches has kicked off (a kicked-off
// match's numbers are public: get-prediction.kicked-off.test.ts).
import { randomBytes } from 'node:crypto';
import { createEventEnvelope, type PredictionResponse, predictionResponseSchema } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { hashSessionToken, manualClock } from '@scoreline/service-kit';
import { eplFixtureRecords, seedPredictions } from './support/epl.ts';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';

const PREMIUM_KEYS = [
  'prob_home_win',
  'prob_draw',
  'prob_away_win',
  'display_home_goals',
  'display_away_goals',
  'predicted_home_goals',
  'predicted_away_goals',
  'model',
];

let harness: Harness;
const records = eplFixtureRecords();
const paidWeek = records.filter((r) => r.season === '2026-27' && r.gameweek === 6);
const otherWeek = records.filter((r) => r.season === '2026-27' && r.gameweek === 7);
const sameNumberOtherSeason = records.filter((r) => r.season === '2025-26' && r.gameweek === 6);
const token = randomBytes(24).toString('base64url');
const clock = manualClock('2026-09-16T12:00:00Z');

setUpOnce(async () => {
  harness = await startHarness({ clock });
  await seedPredictions(harness.context);
  await harness.bus.publish('payment.completed', {
    data: { token_hash: hashSessionToken(token), season: '2026-27', gameweek: 6 },
    correlationId: 'payment-1',
  });
  await waitUntil(
    async () => (await get(paidWeek[0]!.id, { header: token })).body.has_access === true,
    30_000,
    'the access read model to see the payment',
  );
});
afterAll(async () => {
  await harness?.close();
});

function get(fixtureId: string, auth: { header?: string; cookie?: string } = {}) {
  const call = request(harness.app).get(`/api/prediction/${fixtureId}`);
  if (auth.header) call.set('X-Session-Token', auth.header);
  if (auth.cookie) call.set('Cookie', `theme=dark; session_token=${encodeURIComponent(auth.cookie)}`);
  return call;
}

async function storedEntry(fixtureId: string, season: string, gameweek: number) {
  const gw = await harness.context.repositories.predictions.findGameweek(season, gameweek);
  const entry = gw?.predictions.find((p) => p.fixture_id === fixtureId);
  if (!entry) throw new Error(`no stored prediction for ${fixtureId}`);
  return entry;
}

function expectLocked(body: PredictionResponse, text: string): void {
  expect(body.has_access).toBe(false);
  expect(body.locked).toBe(true);
  for (const key of PREMIUM_KEYS) expect(Object.hasOwn(body, key), key).toBe(false);
  // Not even a null placeholder: the raw text carries none of the premium names.
  for (const key of PREMIUM_KEYS) expect(text).not.toContain(key);
}

describe('with access to the gameweek', () => {
  it('answers the exact score, the raw goals and the probabilities for every fixture of it (header)', async () => {
    for (const fixture of paidWeek) {
      const response = await get(fixture.id, { header: token });
      expect(response.status).toBe(200);
      const body = predictionResponseSchema.parse(response.body);
      const entry = await storedEntry(fixture.id, '2026-27', 6);
      expect(body).toEqual({
        fixture_id: Number(fixture.id),
        season: '2026-27',
        gameweek: 6,
        home_team: fixture.home_team.name,
        away_team: fixture.away_team.name,
        date: fixture.kickoff,
        venue: null,
        predicted_outcome: entry.predicted_outcome,
        has_prediction: true,
        has_access: true,
        locked: false,
        prob_home_win: entry.prob_home_win,
        prob_draw: entry.prob_draw,
        prob_away_win: entry.prob_away_win,
        display_home_goals: entry.display_home_goals,
        display_away_goals: entry.display_away_goals,
        predicted_home_goals: entry.predicted_home_goals,
        predicted_away_goals: entry.predicted_away_goals,
        model: entry.explanation,
      });
      // The production default is the six-metric model: the note shows the weights and this match's metrics.
      expect(body.model).toMatchObject({ family: 'six_metric', weights: { H1: 0.4 } });
      expect(body.prob_home_win! + body.prob_draw! + body.prob_away_win!).toBeCloseTo(1, 4);
      expect(Number.isInteger(body.display_home_goals)).toBe(true);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('accepts the token from the session_token cookie as well', async () => {
    const response = await get(paidWeek[3]!.id, { cookie: token });
    expect(response.body).toMatchObject({ has_access: true, locked: false });
    expect(typeof response.body.display_home_goals).toBe('number');
  });
});

describe('without access', () => {
  it('leaves every premium field out for another gameweek of the same token', async () => {
    for (const fixture of otherWeek) {
      const response = await get(fixture.id, { header: token, cookie: token });
      expect(response.status).toBe(200);
      const body = predictionResponseSchema.parse(response.body);
      expectLocked(body, response.text);
      // The outcome itself is public (the gameweek list shows it too).
      expect(body.has_prediction).toBe(true);
      expect(['home_win', 'away_win', 'draw']).toContain(body.predicted_outcome);
    }
  });

  it('gives the token nothing more for the same gameweek number of another season (played, so public to everyone alike)', async () => {
    const withToken = await get(sameNumberOtherSeason[0]!.id, { header: token });
    const anonymous = await get(sameNumberOtherSeason[0]!.id);
    expect(withToken.body).toEqual(anonymous.body);
    expect(anonymous.body).toMatchObject({ season: '2025-26', gameweek: 6, has_access: true, locked: false });
  });

  it('leaves them out with no token, an unknown token or a malformed one', async () => {
    const fixtureId = paidWeek[0]!.id;
    for (const auth of [{}, { header: randomBytes(24).toString('base64url') }, { header: 'short' }, { cookie: '%E0%A4%A' }]) {
      const response = await get(fixtureId, auth);
      expect(response.status, JSON.stringify(auth)).toBe(200);
      expectLocked(predictionResponseSchema.parse(response.body), response.text);
    }
  });

  it('keeps a redelivered payment.completed to one grant', async () => {
    await harness.bus.publish('payment.completed', {
      data: { token_hash: hashSessionToken(token), season: '2026-27', gameweek: 6 },
      correlationId: 'payment-1-again',
    });
    // Same token hash, so same partition key: once this later event is handled, so is the redelivery.
    await harness.bus.publish('payment.completed', {
      data: { token_hash: hashSessionToken(token), season: '2026-27', gameweek: 8 },
      correlationId: 'payment-3',
    });
    const week8 = records.find((r) => r.season === '2026-27' && r.gameweek === 8)!;
    await waitUntil(async () => (await get(week8.id, { header: token })).body.has_access === true, 30_000, 'the gameweek 8 payment');
    const grants = await harness.db.connection.collection('access_grants').find({ token_hash: hashSessionToken(token) }).toArray();
    expect(grants.map((g) => g._id).sort()).toEqual([`${hashSessionToken(token)}:2026-27:6`, `${hashSessionToken(token)}:2026-27:8`]);
    // Gameweek 7 stays locked for this token.
    const response = await get(otherWeek[0]!.id, { header: token });
    expectLocked(predictionResponseSchema.parse(response.body), response.text);
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** Publishes payment.completed as of `occurredAt` (the bus stamps the present) and waits until it is recorded. */
async function pastPayment(tokenHash: string, occurredAt: Date, expiresAt?: Date): Promise<void> {
  const envelope = createEventEnvelope(
    'payment.completed',
    { token_hash: tokenHash, season: '2026-27', gameweek: 6, ...(expiresAt ? { expires_at: expiresAt.toISOString() } : {}) },
    { correlationId: 'payment-old', occurredAt },
  );
  const producer = harness.bus.kafka.producer();
  await producer.connect();
  await producer.send({ topic: harness.bus.topicName('payment.completed'), messages: [{ key: envelope.data.token_hash, value: JSON.stringify(envelope) }] });
  await producer.disconnect();
  await waitUntil(
    async () => (await harness.db.connection.collection('access_grants').countDocuments({ token_hash: tokenHash })) === 1,
    30_000,
    'the old payment to be recorded',
  );
}

describe('an expired grant', () => {
  it('unlocks nothing once the session lifetime (7 days) has passed since a payment without expires_at', async () => {
    const old = randomBytes(24).toString('base64url');
    await pastPayment(hashSessionToken(old), new Date(clock().getTime() - 8 * DAY_MS));
    const response = await get(paidWeek[0]!.id, { header: old });
    expectLocked(predictionResponseSchema.parse(response.body), response.text);
  });

  it('unlocks nothing once the token expiry the event carries has passed, however recent the payment', async () => {
    const expired = randomBytes(24).toString('base64url');
    await harness.bus.publish('payment.completed', {
      data: { token_hash: hashSessionToken(expired), season: '2026-27', gameweek: 6, expires_at: new Date(clock().getTime() - 60_000).toISOString() },
      correlationId: 'payment-expired',
    });
    await waitUntil(
      async () => (await harness.db.connection.collection('access_grants').countDocuments({ token_hash: hashSessionToken(expired) })) === 1,
      30_000,
      'the expired payment to be recorded',
    );
    for (const auth of [{ header: expired }, { cookie: expired }]) {
      const response = await get(paidWeek[0]!.id, auth);
      expect(response.status).toBe(200);
      expectLocked(predictionResponseSchema.parse(response.body), response.text);
    }
  });

  it('honours a token expiry later than 7 days after the payment (the event, not the fallback, decides)', async () => {
    const longLived = randomBytes(24).toString('base64url');
    await pastPayment(hashSessionToken(longLived), new Date(clock().getTime() - 8 * DAY_MS), new Date(clock().getTime() + DAY_MS));
    const response = await get(paidWeek[0]!.id, { header: longLived });
    expect(response.body).toMatchObject({ has_access: true, locked: false });
    expect(typeof response.body.prob_home_win).toBe('number');
  });
});
