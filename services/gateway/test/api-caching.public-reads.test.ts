import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME, SESSION_TOKEN_HEADER } from '@scoreline/contracts';
import { AppError, createServiceRouter } from '@scoreline/service-kit';
import { createApp } from '../src/app.ts';
import { API_COMPRESSION_THRESHOLD_BYTES } from '../src/edge/api-compression.ts';
import { PUBLIC_READ_CACHE_CONTROL } from '../src/edge/http-caching.ts';
import { gatewayDeps } from './support/gateway-deps.ts';

// The public reads carry an ETag and the edge's shared-cache policy and answer a matching
// If-None-Match with 304; the session-dependent prediction stays private and unstored; large JSON
// is compressed and the small hot answer is not. The services are stand-ins answering the way
// the real routes do (res.send of the catalog's serialized body, res.json, the prediction route's
// own `private, no-store`), because what is under test is the edge around them.

const gameweekBody = JSON.stringify({
  fixtures: Array.from({ length: 10 }, (_, i) => ({
    fixture_id: 1000 + i,
    home_team: 'Brighton & Hove Albion',
    away_team: 'Wolverhampton Wanderers',
    date: '2026-11-28T15:00:00Z',
    venue: 'American Express Stadium',
    predicted_outcome: 'home_win',
    has_prediction: true,
  })),
  gameweek_info: { current_gameweek: 13, season: '2026-27' },
});
const longPost = { slug: 'long-read', title: 'A long read', content: 'Why the model likes home sides. '.repeat(400) };

function catalogService() {
  const router = createServiceRouter(['/api/fixtures']);
  router.get('/api/fixtures/gameweek/current', (_req, res) => {
    res.type('application/json').send(gameweekBody);
  });
  return router;
}

function blogService() {
  const router = createServiceRouter(['/api/blog']);
  router.get('/api/blog/posts', (_req, res) => {
    res.json({ posts: [{ slug: longPost.slug, title: longPost.title }] });
  });
  router.get('/api/blog/post/:slug', (req, res) => {
    if (req.params.slug !== longPost.slug) throw AppError.notFound(`Blog post not found: ${req.params.slug}`);
    res.json(longPost);
  });
  return router;
}

function predictionService() {
  const router = createServiceRouter(['/api/prediction', '/api/track-record']);
  router.get('/api/prediction/:fixtureId', (req, res) => {
    const paid = req.get(SESSION_TOKEN_HEADER) !== undefined;
    res.set('Cache-Control', 'private, no-store').json({ fixture_id: Number(req.params.fixtureId), ...(paid ? { prob_home_win: 0.5 } : {}) });
  });
  router.get('/api/track-record', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=60').json({ graded: 120 });
  });
  return router;
}

const app = createApp(gatewayDeps({ services: [catalogService(), blogService(), predictionService()] }));

describe('gateway: public read answers are cacheable and revalidate with 304', () => {
  it('gives the current gameweek an ETag and the shared-cache policy, and 304 on a matching If-None-Match', async () => {
    const first = await request(app).get('/api/fixtures/gameweek/current');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(first.headers['cache-control']).toMatch(/public, max-age=\d+, stale-while-revalidate=\d+/);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await request(app).get('/api/fixtures/gameweek/current').set('If-None-Match', etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);

    const stale = await request(app).get('/api/fixtures/gameweek/current').set('If-None-Match', 'W/"another-body"');
    expect(stale.status).toBe(200);
    expect(JSON.parse(stale.text)).toEqual(JSON.parse(gameweekBody));
  });

  it('does the same for the blog list, a blog post and the track record (whose own max-age the edge replaces)', async () => {
    for (const url of ['/api/blog/posts', '/api/blog/post/long-read', '/api/track-record']) {
      const first = await request(app).get(url);
      expect(first.status, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe(PUBLIC_READ_CACHE_CONTROL);
      const again = await request(app).get(url).set('If-None-Match', first.headers.etag!);
      expect(again.status, url).toBe(304);
    }
  });

  it('lets no cache keep an error answer of a public path', async () => {
    const missing = await request(app).get('/api/blog/post/nope');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/public|max-age/);
  });
});

describe('gateway: premium answers are never publicly cacheable', () => {
  it('keeps the prediction with a session private and unstored, by header or cookie', async () => {
    const byHeader = await request(app).get('/api/prediction/1001').set(SESSION_TOKEN_HEADER, 'a'.repeat(43));
    const byCookie = await request(app).get('/api/prediction/1001').set('Cookie', `${SESSION_COOKIE_NAME}=${'b'.repeat(43)}`);
    for (const res of [byHeader, byCookie]) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['cache-control']).not.toMatch(/public|s-maxage|stale-while-revalidate/);
    }
    expect(byHeader.body).toHaveProperty('prob_home_win');
  });

  it('never loosens a public path a service marks private', async () => {
    const router = createServiceRouter(['/api/blog']);
    router.get('/api/blog/posts', (_req, res) => {
      res.set('Cache-Control', 'private, no-store').json({ posts: [] });
    });
    const strict = createApp(gatewayDeps({ services: [router] }));
    const res = await request(strict).get('/api/blog/posts');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('gateway: API compression', () => {
  it('compresses a large JSON answer and leaves the small hot one alone, both varying on Accept-Encoding', async () => {
    expect(JSON.stringify(longPost).length).toBeGreaterThan(API_COMPRESSION_THRESHOLD_BYTES);
    const large = await request(app).get('/api/blog/post/long-read').set('Accept-Encoding', 'gzip');
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers.vary).toMatch(/Accept-Encoding/i);
    expect(large.body).toEqual(longPost);

    expect(gameweekBody.length).toBeLessThan(API_COMPRESSION_THRESHOLD_BYTES);
    const small = await request(app).get('/api/fixtures/gameweek/current').set('Accept-Encoding', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toMatch(/Accept-Encoding/i);

    const plain = await request(app).get('/api/blog/post/long-read').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(longPost);
  });

  it('sends a large answer uncompressed to a client accepting no encoding, still varying on Accept-Encoding', async () => {
    // supertest (superagent) asks for gzip unless told otherwise: unset it to send no Accept-Encoding.
    const none = await request(app).get('/api/blog/post/long-read').unset('Accept-Encoding');
    expect(none.status).toBe(200);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toMatch(/Accept-Encoding/i);
    expect(none.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(longPost))));
    expect(none.body).toEqual(longPost);
  });
});
