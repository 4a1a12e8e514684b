// A control character in any name, description or path id of the experiment service is 400
// `{detail}` and writes nothing: a NUL reached the store (PostgreSQL under FerretDB refuses it,
// SQLSTATE 22P05) and answered 500, fourteen times across these operations.
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

const NUL = '\u0000';

describe('control characters in the experiment service', () => {
  it.each([
    ['a weight set name', '/api/sandbox/weight-sets', { name: `Null${NUL}set` }],
    ['a weight set description', '/api/sandbox/weight-sets', { name: 'Null description', description: `about${NUL}` }],
    ['an experiment name', '/api/sandbox/experiments', { name: `Null${NUL}run`, weight_set_id: 'ws-defence-heavy', test_season: 2024, gameweek_start: 1, gameweek_end: 2 }],
    ['an experiment description', '/api/sandbox/experiments', { name: 'Null run', description: `${NUL}`, weight_set_id: 'ws-defence-heavy', test_season: 2024, gameweek_start: 1, gameweek_end: 2 }],
    ['a rounding configuration name', '/api/rounding-sandbox/configs', { name: `Null${NUL}rounding` }],
    ['a rounding configuration description', '/api/rounding-sandbox/configs', { name: 'Null rounding', description: `x${NUL}y` }],
  ])('refuses %s holding a NUL with 400 {detail}, writing nothing', async (_label, path, body) => {
    const before = await h.snapshot();
    const response = await request(h.app).post(path).set('Authorization', h.auth).send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: expect.stringContaining('Control characters are not allowed') });
    expect(await h.snapshot()).toEqual(before);
  });

  it.each([
    ['GET', '/api/sandbox/experiments/exp%00'],
    ['DELETE', '/api/sandbox/experiments/exp%00'],
    ['DELETE', '/api/sandbox/weight-sets/ws%00'],
    ['DELETE', '/api/rounding-sandbox/configs/rc%00'],
    ['POST', '/api/sandbox/promote/ws%00'],
    ['POST', '/api/rounding-sandbox/promote/rc%00'],
    ['GET', '/api/cross-sandbox/job-status/job%00'],
    ['GET', '/api/cross-sandbox/results/job%00'],
    ['POST', '/api/cross-sandbox/resume-job/job%00'],
  ])('refuses %s %s (a NUL in the id) with 400 {detail}', async (method, path) => {
    const response = await request(h.app)[method.toLowerCase() as 'get' | 'delete' | 'post'](path).set('Authorization', h.auth);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: 'Control characters are not allowed (in the path)' });
  });
});
