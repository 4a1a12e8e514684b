// The algorithm sandbox's weight sets over HTTP on the real store and broker: the seeded library,
// create, the 400s and 409s that write nothing, delete, promote and its events.
import { weightSetSchema, weightSetsResponseSchema, DEFAULT_WEIGHTS, SPECIFICATION_DEFAULTS_NAME } from '@scoreline/contracts';
import { PRODUCTION_DEFAULT_MODEL } from '@scoreline/engine';
import { setUpOnce } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { SEED_WEIGHT_SETS } from '../src/domain/seed-library.ts';
import { type Harness, startHarness } from './support/harness.ts';

let h: Harness;
setUpOnce(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('weight sets', () => {
  it('starts with the seeded library of thirteen sets, each described, the measured default promoted and the specification defaults first', async () => {
    const response = await request(h.app).get('/api/sandbox/weight-sets').set('Authorization', h.auth);
    expect(response.status).toBe(200);
    const body = weightSetsResponseSchema.parse(response.body);
    expect(body.sandbox_weight_sets.map((s) => s.name)).toEqual(SEED_WEIGHT_SETS.map((s) => s.name));
    expect(body.sandbox_weight_sets).toHaveLength(13);
    expect(body.sandbox_weight_sets.every((s) => s.description.length > 20)).toBe(true);
    // Production starts on the measured best (libs/engine production-default.ts): the library's blend.
    const promoted = body.sandbox_weight_sets.filter((s) => s.status === 'promoted');
    expect(promoted.map((s) => s.id)).toEqual(['ws-dixon-coles-elo-blend']);
    expect(promoted[0]?.model).toEqual(PRODUCTION_DEFAULT_MODEL);
    expect(body.sandbox_weight_sets[0]).toMatchObject({ id: 'ws-spec-defaults', name: SPECIFICATION_DEFAULTS_NAME, weights: DEFAULT_WEIGHTS, status: 'sandbox' });
    expect(body.sandbox_weight_sets[0]?.model).toEqual({ family: 'six_metric', weights: DEFAULT_WEIGHTS });
    // A Dixon–Coles set keeps the default six weights beside its parameters.
    expect(body.production_weights).toEqual(DEFAULT_WEIGHTS);
  });

  it('creates a set with defaults for the weights left out, and publishes the new list', async () => {
    const observed = await h.observe(['weight-sets.changed']);
    const response = await request(h.app)
      .post('/api/sandbox/weight-sets')
      .set('Authorization', h.auth)
      .send({ name: 'Home fortress', description: 'H1 up', weights: { H1: 0.8 } });
    expect(response.status).toBe(201);
    const created = weightSetSchema.parse(response.body);
    expect(created.weights).toEqual({ ...DEFAULT_WEIGHTS, H1: 0.8 });
    expect(created.status).toBe('sandbox');
    const [event] = await observed.waitFor('weight-sets.changed', 1, (e) => e.data.weight_sets.some((s) => s.id === created.id));
    expect(event?.data.weight_sets).toHaveLength(14);
  });

  it('refuses a second set of the same name in another case (409), writing nothing', async () => {
    const before = await h.snapshot();
    const response = await request(h.app).post('/api/sandbox/weight-sets').set('Authorization', h.auth).send({ name: 'ATTACK HEAVY' });
    expect(response.status).toBe(409);
    expect(response.body.detail).toContain('already exists');
    expect(await h.snapshot()).toEqual(before);
  });

  it.each([
    ['no name', { weights: { H1: 0.5 } }],
    ['a blank name', { name: '   ' }],
    ['a weight above 1', { name: 'Too much', weights: { A1: 1.5 } }],
    ['a negative weight', { name: 'Too little', weights: { H2: -0.1 } }],
    ['a weight that is not a number', { name: 'Text', weights: { H3: 'high' } }],
  ])('answers 400 {detail} for %s and writes nothing', async (_label, body) => {
    const before = await h.snapshot();
    const response = await request(h.app).post('/api/sandbox/weight-sets').set('Authorization', h.auth).send(body);
    expect(response.status).toBe(400);
    expect(typeof response.body.detail).toBe('string');
    expect(await h.snapshot()).toEqual(before);
  });

  it('deletes a set, and answers 404 for an unknown one', async () => {
    const created = weightSetSchema.parse(
      (await request(h.app).post('/api/sandbox/weight-sets').set('Authorization', h.auth).send({ name: 'Short lived' })).body,
    );
    const deleted = await request(h.app).delete(`/api/sandbox/weight-sets/${created.id}`).set('Authorization', h.auth);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: created.id, deleted: true });
    const again = await request(h.app).delete(`/api/sandbox/weight-sets/${created.id}`).set('Authorization', h.auth);
    expect(again.status).toBe(404);
    expect(again.body.detail).toContain('not found');
  });

  it('promotes a set: weights.promoted is published, the set is labelled promoted, the production weights follow, and it cannot be deleted', async () => {
    const observed = await h.observe(['weights.promoted']);
    const promote = await request(h.app).post('/api/sandbox/promote/ws-defence-heavy').set('Authorization', h.auth);
    expect(promote.status).toBe(200);
    expect(promote.body.message).toBe('Weight set "Defence heavy" promoted to production');
    expect(typeof promote.body.next_step).toBe('string');
    const [event] = await observed.waitFor('weights.promoted', 1);
    const defenceHeavy = SEED_WEIGHT_SETS.find((set) => set.id === 'ws-defence-heavy')?.weights;
    expect(event?.data).toEqual({
      weight_set_id: 'ws-defence-heavy',
      name: 'Defence heavy',
      weights: defenceHeavy,
      model: { family: 'six_metric', weights: defenceHeavy },
    });

    const list = weightSetsResponseSchema.parse((await request(h.app).get('/api/sandbox/weight-sets').set('Authorization', h.auth)).body);
    expect(list.sandbox_weight_sets.filter((s) => s.status === 'promoted').map((s) => s.id)).toEqual(['ws-defence-heavy']);
    expect(list.production_weights).toEqual(defenceHeavy);

    const before = await h.snapshot();
    const refused = await request(h.app).delete('/api/sandbox/weight-sets/ws-defence-heavy').set('Authorization', h.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('cannot be deleted');
    expect(await h.snapshot()).toEqual(before);

    // Promoting another returns the first to the sandbox: one promoted set at a time.
    await request(h.app).post('/api/sandbox/promote/ws-attack-heavy').set('Authorization', h.auth).expect(200);
    const after = weightSetsResponseSchema.parse((await request(h.app).get('/api/sandbox/weight-sets').set('Authorization', h.auth)).body);
    expect(after.sandbox_weight_sets.filter((s) => s.status === 'promoted').map((s) => s.id)).toEqual(['ws-attack-heavy']);
  });

  it('answers 404 for promoting an unknown set', async () => {
    const response = await request(h.app).post('/api/sandbox/promote/ws-nope').set('Authorization', h.auth);
    expect(response.status).toBe(404);
  });
});
