// POST /api/weights with a bad metric, a value outside 0-1, a non-number, a broken body, or without
// valid admin credentials: a 4xx {detail} every time, nothing written and no recalculation asked
// for. GET /api/weights needs the same credentials.
import { DEFAULT_WEIGHTS, errorBodySchema } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { fromRecord } from '../src/domain/fixture.ts';
import { eplFixtureRecords } from './support/epl.ts';
import { DEV_ADMIN_PASSWORD, type Harness, type Observed, startHarness } from './support/harness.ts';

let harness: Harness;
let observed: Observed;
let before: Record<string, unknown[]>;

setUpOnce(async () => {
  harness = await startHarness({ workers: false });
  // Fixtures in the read model, so that a valid save would publish a recalculation request.
  await harness.context.repositories.fixtures.saveChanged(eplFixtureRecords().slice(0, 40).map(fromRecord), new Date());
  observed = await harness.observe(['predictions.recalculation.requested']);
  before = await harness.snapshot();
});
afterAll(async () => {
  await harness?.close();
});

const post = (body: unknown, auth: 'bearer' | 'none' = 'bearer') => {
  const call = request(harness.app).post('/api/weights');
  if (auth === 'bearer') call.set('Authorization', `Bearer ${harness.adminToken}`);
  return call.send(body as object);
};

describe('POST /api/weights refuses bad input', () => {
  it.each([
    ['an unknown metric', { metric: 'H7', value: 0.5 }, /body\.metric/],
    ['a lower-case metric', { metric: 'h1', value: 0.5 }, /body\.metric/],
    ['a value above 1', { metric: 'H1', value: 1.01 }, /body\.value/],
    ['a negative value', { metric: 'A2', value: -0.1 }, /body\.value/],
    ['a numeric string', { metric: 'H1', value: '0.5' }, /body\.value/],
    ['a null value', { metric: 'H1', value: null }, /body\.value/],
    ['a boolean value', { metric: 'H1', value: true }, /body\.value/],
    ['no value', { metric: 'H1' }, /body\.value/],
    ['an empty body', {}, /body\.metric/],
    ['a list', [{ metric: 'H1', value: 0.5 }], /body/],
  ])('422 for %s', async (_what, body, detail) => {
    const response = await post(body);
    expect(response.status).toBe(422);
    expect(errorBodySchema.parse(response.body).detail).toMatch(detail);
  });

  it('400 for malformed JSON and 415 for a body that is not JSON', async () => {
    const malformed = await request(harness.app)
      .post('/api/weights')
      .set('Authorization', `Bearer ${harness.adminToken}`)
      .set('Content-Type', 'application/json')
      .send('{"metric": "H1", "value": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ detail: 'Malformed JSON body' });
    const text = await request(harness.app)
      .post('/api/weights')
      .set('Authorization', `Bearer ${harness.adminToken}`)
      .set('Content-Type', 'text/plain')
      .send('metric=H1&value=0.5');
    expect(text.status).toBe(415);
    expect(errorBodySchema.parse(text.body).detail).toBeTruthy();
  });
});

describe('POST and GET /api/weights need the admin', () => {
  it('401 without credentials, with an invalid bearer token, or with a wrong admin_password', async () => {
    const attempts = [
      post({ metric: 'H1', value: 0.5 }, 'none'),
      post({ metric: 'H1', value: 0.5 }, 'none').set('Authorization', 'Bearer not.a.token'),
      post({ metric: 'H1', value: 0.5 }, 'none').set('Authorization', `Bearer ${harness.adminToken}x`),
      request(harness.app).post('/api/weights?admin_password=wrong').send({ metric: 'H1', value: 0.5 }),
      request(harness.app).get('/api/weights'),
      request(harness.app).get('/api/weights?admin_password=wrong'),
    ];
    for (const attempt of attempts) {
      const response = await attempt;
      expect(response.status).toBe(401);
      expect(errorBodySchema.parse(response.body).detail).toMatch(/admin|bearer|token/i);
    }
  });

  it('wrote nothing and requested no recalculation', async () => {
    expect(await harness.snapshot()).toEqual(before);
    const weights = await request(harness.app).get(`/api/weights?admin_password=${DEV_ADMIN_PASSWORD}`);
    expect(weights.status).toBe(200);
    expect(weights.body).toEqual(DEFAULT_WEIGHTS);
    // A valid save proves the observer works: its request is the only one ever published (all of
    // them share one partition key, the read model's seasons, so earlier ones would arrive first).
    const saved = await post({ metric: 'A1', value: 0.35 }).set('X-Request-Id', 'the-valid-one');
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...DEFAULT_WEIGHTS, A1: 0.35 });
    await observed.waitFor('predictions.recalculation.requested', 1);
    expect(observed.of('predictions.recalculation.requested').map((e) => e.correlation_id)).toEqual(['the-valid-one']);
  });
});
