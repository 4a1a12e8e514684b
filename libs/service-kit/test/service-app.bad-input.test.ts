import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, parseBody, parseParams, parseQuery } from '../src/index.ts';
import { testApp } from './support/test-app.ts';

// Bad input answers a 4xx with {detail} before any handler code runs, never a 500; a handler that
// fails unexpectedly answers a 500 that leaks nothing.

const writes: unknown[] = [];
const router = express.Router();
const createBody = z.object({ name: z.string().min(1), fixture_id: z.number().int() });
router.post('/api/things', (req, res) => {
  const body = parseBody(req, createBody);
  writes.push(body);
  res.status(201).json(body);
});
router.get('/api/things/:id', (req, res) => {
  const { id } = parseParams(req, z.object({ id: z.string().regex(/^\d+$/, 'expected a numeric id') }));
  const { page } = parseQuery(req, z.object({ page: z.coerce.number().int().min(1).default(1) }));
  res.json({ id, page });
});
router.get('/api/conflict', () => {
  throw AppError.conflict('Already exists');
});
router.get('/api/crash', () => {
  throw new Error('database password is hunter2');
});
router.get('/api/async-crash', async () => {
  await Promise.resolve();
  throw new TypeError('cannot read properties of undefined');
});
router.get('/api/raw-zod', () => {
  z.object({ a: z.string() }).parse({});
});

const app = testApp([router], { bodyLimit: '1kb' });

describe('service app: bad input', () => {
  it('answers malformed JSON with 400 {detail} and writes nothing', async () => {
    writes.length = 0;
    const res = await request(app).post('/api/things').set('Content-Type', 'application/json').send('{"name": "x",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Malformed JSON body' });
    expect(writes).toEqual([]);
  });

  it('answers a body over the limit with 413 {detail}', async () => {
    const res = await request(app)
      .post('/api/things')
      .send({ name: 'x'.repeat(2048), fixture_id: 1 });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Request body too large (limit 1kb)' });
  });

  it('answers a body failing the schema with 422 naming the fields', async () => {
    const res = await request(app).post('/api/things').send({ name: '', fixture_id: 'seven' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/^body\.name: .+; body\.fixture_id: .+number/);
    expect(Object.keys(res.body)).toEqual(['detail']);
  });

  it('answers a non-JSON body with 415 {detail}', async () => {
    const res = await request(app).post('/api/things').set('Content-Type', 'text/plain').send('name=x');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ detail: 'Content-Type must be application/json' });
  });

  it('answers a POST without a body with 422 for the missing fields', async () => {
    const res = await request(app).post('/api/things');
    expect(res.status).toBe(422);
    expect(res.body.detail).toContain('body.name');
  });

  it('accepts valid input', async () => {
    writes.length = 0;
    const res = await request(app).post('/api/things').send({ name: 'x', fixture_id: 7 });
    expect(res.status).toBe(201);
    expect(writes).toEqual([{ name: 'x', fixture_id: 7 }]);
  });

  it('answers bad params and query with 422 naming where they were', async () => {
    const params = await request(app).get('/api/things/abc');
    expect(params.status).toBe(422);
    expect(params.body).toEqual({ detail: 'params.id: expected a numeric id' });
    const query = await request(app).get('/api/things/12?page=0');
    expect(query.status).toBe(422);
    expect(query.body.detail).toMatch(/^query\.page: /);
    const ok = await request(app).get('/api/things/12?page=2');
    expect(ok.body).toEqual({ id: '12', page: 2 });
  });

  it('answers unknown routes with 404 {detail}', async () => {
    const res = await request(app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found: GET /api/nothing-here' });
    const wrongMethod = await request(app).delete('/api/things');
    expect(wrongMethod.status).toBe(404);
  });

  it('answers an AppError with its own status and detail', async () => {
    const res = await request(app).get('/api/conflict');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: 'Already exists' });
  });

  it('answers a ZodError thrown by a route with 422, not 500', async () => {
    const res = await request(app).get('/api/raw-zod');
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/^a: /);
  });

  it('answers unexpected errors, sync or async, with a generic 500 that leaks no message', async () => {
    for (const path of ['/api/crash', '/api/async-crash']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ detail: 'Internal server error' });
      expect(res.text).not.toContain('hunter2');
    }
  });

  it('answers a malformed percent-encoded path with 400, not 500', async () => {
    const res = await request(app).get('/api/things/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(typeof res.body.detail).toBe('string');
  });
});
