// What every app made by createServiceApp does whatever its routes (request-policy.ts), checked on
// routes mounted at registry paths: control characters refused with 400 `{detail}` in a path id, a
// query value, a body field or key (a NUL answered 500 from the store before); admin answers never
// cacheable and varying on Authorization; 405 with Allow for an undeclared method; HSTS only over https.
import { API } from '@scoreline/contracts';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEV_ADMIN_PASSWORD_HASH, issueAdminToken, requireAdmin, STRICT_TRANSPORT_SECURITY } from '../src/index.ts';
import { testApp } from './support/test-app.ts';

const auth = { JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256', ADMIN_PASSWORD_HASH: DEV_ADMIN_PASSWORD_HASH };

function app(options: { trustProxy?: boolean } = {}) {
  const router = express.Router();
  router.get(API.experiment.route, (req, res) => {
    res.json({ id: req.params.id, q: req.query.q ?? null });
  });
  router.post(API.createWeightSet.route, (req, res) => {
    res.status(201).json(req.body);
  });
  // A route that says its answer may be kept: the policy still wins for admin requests.
  router.get(API.weights.route, requireAdmin(auth, { passwordLimit: { limit: 100, windowMs: 60_000 } }), (_req, res) => {
    res.set('Cache-Control', 'public, max-age=30').json({ ok: true });
  });
  router.get(API.productionAccuracyBreakdown.route, (_req, res) => {
    res.json({ ok: true });
  });
  router.get(API.blogPosts.route, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=30').json({ posts: [] });
  });
  return testApp([router], { trustProxy: options.trustProxy });
}

describe('request policy: control characters', () => {
  it.each([
    ['a NUL in a path id', () => request(app()).get('/api/sandbox/experiments/ab%00cd'), 'the path'],
    ['an escape in a path id', () => request(app()).get('/api/sandbox/experiments/ab%1Bcd'), 'the path'],
    ['a NUL in a query value', () => request(app()).get('/api/sandbox/experiments/abc?q=x%00'), 'query.q'],
    ['a NUL in a body field', () => request(app()).post('/api/sandbox/weight-sets').send({ name: 'a\u0000b', weights: [1] }), 'body.name'],
    ['a DEL deep in a body', () => request(app()).post('/api/sandbox/weight-sets').send({ name: 'ok', tags: ['x', 'y\u007f'] }), 'body.tags[1]'],
    ['a control character in a body key', () => request(app()).post('/api/sandbox/weight-sets').send({ ['na\u0001me']: 'ok' }), 'body (a key)'],
  ])('refuses %s with 400 {detail} naming where', async (_case, send, where) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: `Control characters are not allowed (in ${where})` });
  });

  it('accepts tab, line feed and carriage return in text, and plain ids', async () => {
    const body = { name: 'two\tcolumns', description: 'line one\r\nline two' };
    const created = await request(app()).post('/api/sandbox/weight-sets').send(body);
    expect(created.status).toBe(201);
    expect(created.body).toEqual(body);
    const read = await request(app()).get('/api/sandbox/experiments/exp-1?q=caf%C3%A9');
    expect(read.body).toEqual({ id: 'exp-1', q: 'café' });
  });

  it('answers a malformed percent-escape in the path with 400 {detail}', async () => {
    const res = await request(app()).get('/api/sandbox/experiments/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['detail']);
  });
});

describe('request policy: admin answers are not cacheable', () => {
  it('answers ?admin_password= with no-store, whatever the route said', async () => {
    const res = await request(app()).get('/api/weights?admin_password=admin');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/\bAuthorization\b/);
  });

  it('answers a bearer with no-store and Vary: Authorization, and so the refusal of a bad one', async () => {
    const ok = await request(app()).get('/api/weights').set('Authorization', `Bearer ${issueAdminToken(auth, 60)}`);
    expect(ok.status).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.headers.vary).toMatch(/\bAuthorization\b/);
    const refused = await request(app()).get('/api/weights').set('Authorization', 'Bearer nope');
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('varies the anonymous answer of an operation an optional bearer changes on Authorization', async () => {
    const res = await request(app()).get('/api/diagnostics/production-accuracy-breakdown');
    expect(res.status).toBe(200);
    expect(res.headers.vary).toMatch(/\bAuthorization\b/);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('leaves a public read without credentials as its route said', async () => {
    const res = await request(app()).get('/api/blog/posts');
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.headers.vary ?? '').not.toMatch(/Authorization/);
  });
});

describe('request policy: methods and transport', () => {
  it('answers an undeclared method of a declared path 405 {detail} with Allow, and an unknown path 404', async () => {
    const put = await request(app()).put('/api/weights');
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    expect(Object.keys(put.body)).toEqual(['detail']);
    const del = await request(app()).delete('/api/blog/posts');
    expect(del.status).toBe(405);
    expect(del.headers.allow).toBe('GET, HEAD');
    expect((await request(app()).put('/api/no-such-thing')).status).toBe(404);
  });

  it('sends Strict-Transport-Security over https only', async () => {
    const plain = await request(app({ trustProxy: true })).get('/api/blog/posts');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await request(app({ trustProxy: true })).get('/api/blog/posts').set('X-Forwarded-Proto', 'https');
    expect(secure.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });
});
