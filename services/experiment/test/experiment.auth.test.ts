// Every experiment call is bearer (docs/product.md §7): without a token, or with a bad one, it answers
// 401 {detail} and does nothing; unknown paths under the service's prefixes are 404.
import { setUpOnce } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './support/harness.ts';

let h: Harness;
setUpOnce(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const CALLS: [method: 'get' | 'post' | 'delete', path: string][] = [
  ['get', '/api/sandbox/weight-sets'],
  ['post', '/api/sandbox/weight-sets'],
  ['delete', '/api/sandbox/weight-sets/ws-equal'],
  ['get', '/api/sandbox/experiments'],
  ['post', '/api/sandbox/experiments'],
  ['get', '/api/sandbox/experiments/exp-1'],
  ['delete', '/api/sandbox/experiments/exp-1'],
  ['post', '/api/sandbox/compare'],
  ['post', '/api/sandbox/promote/ws-equal'],
  ['get', '/api/sandbox/batch-test-diagnostic'],
  ['post', '/api/sandbox/batch-test-weights'],
  ['post', '/api/backtest/progressive'],
  ['get', '/api/backtest/progressive/results/detailed'],
  ['get', '/api/rounding-sandbox/configs'],
  ['get', '/api/rounding-sandbox/production-config'],
  ['post', '/api/rounding-sandbox/configs'],
  ['delete', '/api/rounding-sandbox/configs/rc-draw-keen'],
  ['post', '/api/rounding-sandbox/promote/rc-draw-keen'],
  ['post', '/api/rounding-sandbox/batch-test'],
];

describe('experiment auth', () => {
  it.each(CALLS)('%s %s without a token is a 401 {detail}', async (method, path) => {
    const response = await request(h.app)[method](path);
    expect(response.status).toBe(401);
    expect(typeof response.body.detail).toBe('string');
  });

  it('refuses a forged token and writes nothing', async () => {
    const before = await h.snapshot();
    const response = await request(h.app).post('/api/sandbox/promote/ws-equal').set('Authorization', 'Bearer not.a.token');
    expect(response.status).toBe(401);
    expect(await h.snapshot()).toEqual(before);
  });

  it('answers 404 for an unknown path under its prefixes', async () => {
    const response = await request(h.app).get('/api/sandbox/nothing-here').set('Authorization', h.auth);
    expect(response.status).toBe(404);
  });
});
