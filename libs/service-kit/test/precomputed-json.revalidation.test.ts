import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { precomputeJson, sendPrecomputedJson } from '../src/index.ts';
import { testApp } from './support/test-app.ts';

// A shared answer serialized and hashed once: the same bytes and ETag as Express's own res.json of
// the value, and the same 304 to a matching If-None-Match.

const value = { fixtures: [{ fixture_id: 7, home_team: 'Arsenal', away_team: 'Chelsea', venue: 'Emirates Stadium' }], note: 'é £' };
const answer = precomputeJson(value);

function app() {
  const router = express.Router();
  router.get('/api/precomputed', (_req, res) => sendPrecomputedJson(res, answer));
  router.get('/api/by-express', (_req, res) => {
    res.json(value);
  });
  return testApp([router]);
}

describe('precomputed JSON answers', () => {
  it('sends the bytes of the value with the ETag Express would give them', async () => {
    const served = app();
    const mine = await request(served).get('/api/precomputed');
    const express = await request(served).get('/api/by-express');
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(mine.body).toEqual(value);
    expect(mine.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(value))));
    expect(mine.headers.etag).toMatch(/^W\/"[0-9a-f]+-.+"$/);
    expect(mine.headers.etag).toBe(express.headers.etag);
  });

  it('answers a matching If-None-Match with 304 and no body, another with the whole answer', async () => {
    const served = app();
    const fresh = await request(served).get('/api/precomputed').set('If-None-Match', answer.etag);
    expect(fresh.status).toBe(304);
    expect(fresh.text).toBe('');
    expect(fresh.headers.etag).toBe(answer.etag);
    const other = await request(served).get('/api/precomputed').set('If-None-Match', 'W/"2-abc"');
    expect(other.status).toBe(200);
    expect(other.body).toEqual(value);
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await request(app()).head('/api/precomputed');
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(answer.etag);
    expect(head.text).toBeUndefined();
  });
});
