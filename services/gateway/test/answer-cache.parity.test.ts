// The answer cache (src/edge/answer-cache.ts) in front of the gateway's Express chain, served the
// way main.ts serves it (startHttpServer with the cache as its front), asked over raw HTTP so every
// byte and header is seen: a repeat of a public read is answered from the cache (the service is not
// asked again) with the same status, headers and bytes Express gave, plus its own request id and
// rate-limit count; what must reach Express still does (credentials, a disallowed Origin, a
// private answer, an error, a reload), the limit is one budget for both paths, and the duration
// histogram and request log see every request.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Writable } from 'node:stream';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { AppError, createServiceRouter, operatorAppOf, startHttpServer, type RunningServer } from '@scoreline/service-kit';
import { answerCacheOf, createApp } from '../src/app.ts';
import { gatewayDeps } from './support/gateway-deps.ts';

const ALLOWED = 'http://localhost:3000';
const gameweek = (version: number) =>
  JSON.stringify({
    fixtures: Array.from({ length: 10 }, (_, i) => ({ fixture_id: 1000 + i, home_team: 'Brighton & Hove Albion', away_team: 'Wolverhampton Wanderers', predicted_outcome: 'home_win', has_prediction: true })),
    gameweek_info: { current_gameweek: 13, season: '2026-27', version },
  });
const longList = { posts: Array.from({ length: 60 }, (_, i) => ({ slug: `post-${i}`, title: `Why the model likes home sides, part ${i}`, excerpt: 'Home advantage, measured. '.repeat(4) })) };

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function ask(origin: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

// Per request by design: its id, node's Date and connection headers, the limit's remaining count;
// and how the length is said (Express streams a compressed answer chunked, the cache knows its length).
const PER_REQUEST = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'ratelimit', 'transfer-encoding', 'content-length']);
const lasting = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.has(name)));
const remaining = (answer: Answer) => Number(/remaining=(\d+)/.exec(String(answer.headers.ratelimit))?.[1]);

function startGateway(limitPerMinute: number, answerCacheMs = 60_000) {
  const calls = { gameweek: 0, posts: 0, missing: 0, trackRecord: 0 };
  let version = 1;
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'debug' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    }),
  );
  const catalog = createServiceRouter(['/api/fixtures']);
  catalog.get('/api/fixtures/gameweek/current', (req, res) => {
    calls.gameweek += 1;
    // What a paying visitor's request would see differently: never to be served to anyone else.
    if (req.get('authorization')) res.set('Cache-Control', 'private, no-store').type('application/json').send('{"premium":true}');
    else res.type('application/json').send(gameweek(version));
  });
  const blog = createServiceRouter(['/api/blog']);
  blog.get('/api/blog/posts', (_req, res) => {
    calls.posts += 1;
    res.json(longList);
  });
  blog.get('/api/blog/post/:slug', (req, res) => {
    calls.missing += 1;
    if (req.params.slug === 'huge') return void res.json({ slug: 'huge', content: 'x'.repeat(300 * 1024) });
    throw AppError.notFound(`Blog post not found: ${req.params.slug}`);
  });
  const prediction = createServiceRouter(['/api/track-record']);
  prediction.get('/api/track-record', (_req, res) => {
    calls.trackRecord += 1;
    res.set('Cache-Control', 'private, max-age=0').json({ graded: 120 });
  });
  const app = createApp(
    gatewayDeps({ logger, services: [catalog, blog, prediction] }, { corsOrigins: [ALLOWED], rateLimitPerMinute: limitPerMinute, answerCacheMs }),
  );
  return { app, calls, lines, bump: () => (version += 1) };
}

describe('gateway answer cache', () => {
  const gateway = startGateway(10_000);
  let server: RunningServer | undefined;
  let origin = '';

  beforeAll(async () => {
    server = await startHttpServer(gateway.app, { port: 0, logger: pino({ level: 'silent' }), handleSignals: false, front: answerCacheOf(gateway.app).front });
    origin = `http://127.0.0.1:${server.address.port}`;
  });
  afterAll(async () => {
    await server?.shutdown('test over');
  });

  const variants: Array<{ name: string; path: string; headers: Record<string, string>; method?: string; calls: 'gameweek' | 'posts' }> = [
    { name: 'a plain GET of the current gameweek', path: '/api/fixtures/gameweek/current', headers: {}, calls: 'gameweek' },
    { name: 'the same from the allowed origin (CORS headers)', path: '/api/fixtures/gameweek/current', headers: { Origin: ALLOWED }, calls: 'gameweek' },
    { name: 'a HEAD', path: '/api/fixtures/gameweek/current', headers: {}, method: 'HEAD', calls: 'gameweek' },
    { name: 'a large answer, gzip accepted (compressed)', path: '/api/blog/posts', headers: { 'Accept-Encoding': 'gzip' }, calls: 'posts' },
    { name: 'a large answer, brotli accepted', path: '/api/blog/posts', headers: { 'Accept-Encoding': 'br, gzip' }, calls: 'posts' },
    { name: 'a large answer, no encoding accepted', path: '/api/blog/posts', headers: {}, calls: 'posts' },
  ];

  for (const variant of variants) {
    it(`answers a repeat of ${variant.name} from the cache, as Express answered it`, async () => {
      const first = await ask(origin, variant.path, variant.headers, variant.method);
      const asked = gateway.calls[variant.calls];
      const second = await ask(origin, variant.path, variant.headers, variant.method);
      expect(first.status).toBe(200);
      expect(gateway.calls[variant.calls]).toBe(asked);
      expect(second.status).toBe(first.status);
      expect(lasting(second.headers)).toEqual(lasting(first.headers));
      expect(second.body.equals(first.body)).toBe(true);
      expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      expect(remaining(second)).toBe(remaining(first) - 1);
      if (variant.method !== 'HEAD' && first.headers['content-length'] !== undefined) expect(second.headers['content-length']).toBe(first.headers['content-length']);
    });
  }

  it('answers a matching If-None-Match with the 304 Express gave, and a stale one with the whole answer', async () => {
    const whole = await ask(origin, '/api/fixtures/gameweek/current');
    const etag = String(whole.headers.etag);
    const first = await ask(origin, '/api/fixtures/gameweek/current', { 'If-None-Match': etag });
    const asked = gateway.calls.gameweek;
    const second = await ask(origin, '/api/fixtures/gameweek/current', { 'If-None-Match': etag });
    expect(first.status).toBe(304);
    expect(second.status).toBe(304);
    expect(gateway.calls.gameweek).toBe(asked);
    expect(lasting(second.headers)).toEqual(lasting(first.headers));
    expect(second.body.length).toBe(0);
    const stale = await ask(origin, '/api/fixtures/gameweek/current', { 'If-None-Match': 'W/"not-this-one"' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(whole.body)).toBe(true);
    expect(gateway.calls.gameweek).toBe(asked);
  });

  it('never answers a request with credentials, a disallowed Origin or a reload from the cache', async () => {
    await ask(origin, '/api/fixtures/gameweek/current');
    const asked = gateway.calls.gameweek;
    const paid = await ask(origin, '/api/fixtures/gameweek/current', { Authorization: 'Bearer someone' });
    expect(paid.body.toString()).toBe('{"premium":true}');
    expect(gateway.calls.gameweek).toBe(asked + 1);
    await ask(origin, '/api/fixtures/gameweek/current', { Cookie: 'session_token=abc' });
    await ask(origin, '/api/fixtures/gameweek/current', { 'X-Session-Token': 'abc' });
    await ask(origin, '/api/fixtures/gameweek/current', { 'Cache-Control': 'no-cache' });
    const foreign = await ask(origin, '/api/fixtures/gameweek/current', { Origin: 'https://elsewhere.example' });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(gateway.calls.gameweek).toBe(asked + 5);
    // And the public answer was not replaced by the private one.
    expect((await ask(origin, '/api/fixtures/gameweek/current')).body.toString()).toContain('"fixtures"');
    expect(gateway.calls.gameweek).toBe(asked + 5);
  });

  it('never keeps an error or an answer its service made private', async () => {
    const missing = [await ask(origin, '/api/blog/post/nope'), await ask(origin, '/api/blog/post/nope')];
    expect(missing.map((answer) => answer.status)).toEqual([404, 404]);
    expect(JSON.parse(missing[1]!.body.toString())).toEqual({ detail: 'Blog post not found: nope' });
    expect(gateway.calls.missing).toBe(2);
    await ask(origin, '/api/track-record');
    await ask(origin, '/api/track-record');
    expect(gateway.calls.trackRecord).toBe(2);
    // Nor an answer over ANSWER_CACHE_MAX_BYTES.
    const huge = [await ask(origin, '/api/blog/post/huge'), await ask(origin, '/api/blog/post/huge')];
    expect(huge.map((answer) => answer.status)).toEqual([200, 200]);
    expect(gateway.calls.missing).toBe(4);
  });

  it('keeps nothing of what is not a public read', async () => {
    const kept = answerCacheOf(gateway.app).size;
    for (const path of ['/api/health', '/api/docs', '/api/nowhere', '/not-the-api']) await ask(origin, path);
    expect(answerCacheOf(gateway.app).size).toBe(kept);
  });

  it('counts cached answers in the duration histogram and logs them with their request id', async () => {
    const metrics = () => supertest(operatorAppOf(gateway.app)).get('/metrics').then((res) => res.text);
    const count = (text: string) => Number(/http_request_duration_seconds_count\{service="gateway",method="GET",route="\/api\/fixtures\/gameweek\/current",status_code="200"\} (\d+)/.exec(text)?.[1] ?? 0);
    await ask(origin, '/api/fixtures/gameweek/current');
    const before = count(await metrics());
    const cached = await ask(origin, '/api/fixtures/gameweek/current', { 'X-Request-Id': 'cached-read-1' });
    expect(cached.headers['x-request-id']).toBe('cached-read-1');
    expect(count(await metrics())).toBe(before + 1);
    const line = gateway.lines.find((entry) => entry.request_id === 'cached-read-1');
    expect(line).toMatchObject({ level: 20, msg: 'request completed', res: { statusCode: 200 }, req: { method: 'GET', url: '/api/fixtures/gameweek/current' } });
  });
});

describe('gateway answer cache and the rate limit', () => {
  it('counts cached and uncached answers in one budget, and past it Express answers 429 {detail}', async () => {
    const gateway = startGateway(5);
    const server = await startHttpServer(gateway.app, { port: 0, logger: pino({ level: 'silent' }), handleSignals: false, front: answerCacheOf(gateway.app).front });
    try {
      const origin = `http://127.0.0.1:${server.address.port}`;
      const answers: Answer[] = [];
      for (let i = 0; i < 7; i += 1) answers.push(await ask(origin, '/api/fixtures/gameweek/current'));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect(answers.slice(0, 5).map(remaining)).toEqual([4, 3, 2, 1, 0]);
      expect(gateway.calls.gameweek).toBe(1);
      expect(JSON.parse(answers[5]!.body.toString())).toEqual({ detail: 'Too many requests; slow down and try again shortly' });
      expect(answers[5]!.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await server.shutdown('test over');
    }
  });
});

describe('gateway answer cache expiry', () => {
  it('asks the service again once an answer is older than GATEWAY_ANSWER_CACHE_MS, and serves the new one', async () => {
    const gateway = startGateway(10_000, 150);
    const server = await startHttpServer(gateway.app, { port: 0, logger: pino({ level: 'silent' }), handleSignals: false, front: answerCacheOf(gateway.app).front });
    try {
      const origin = `http://127.0.0.1:${server.address.port}`;
      const first = await ask(origin, '/api/fixtures/gameweek/current');
      gateway.bump();
      const cached = await ask(origin, '/api/fixtures/gameweek/current');
      expect(cached.body.equals(first.body)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const fresh = await ask(origin, '/api/fixtures/gameweek/current');
      expect(fresh.body.toString()).toContain('"version":2');
      expect(gateway.calls.gameweek).toBe(2);
    } finally {
      await server.shutdown('test over');
    }
  });
});
