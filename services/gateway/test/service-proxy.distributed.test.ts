import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { parseServiceUrls, proxyRoutes } from '../src/edge/service-proxy.ts';
import { gatewayDeps } from './support/gateway-deps.ts';

// Distributed mode: the gateway forwards by path prefix, the longest prefix winning, with the
// exact original body bytes (the Stripe webhook signature depends on them) and the request id.

let target: http.Server;
let url = '';
beforeAll(async () => {
  target = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ path: req.url, body: Buffer.concat(chunks).toString('utf8'), requestId: req.headers['x-request-id'] ?? null }));
    });
  });
  target.listen(0, '127.0.0.1');
  await once(target, 'listening');
  url = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

describe('gateway: distributed mode', () => {
  it('parses prefix=url pairs, longest prefix first, and refuses malformed ones', () => {
    const routes = parseServiceUrls('/api/payment=http://pay:8103, /api/payment/webhook=http://hooks:9000');
    expect(routes.map((r) => r.prefix)).toEqual(['/api/payment/webhook', '/api/payment']);
    expect(() => parseServiceUrls('payment=http://pay:8103')).toThrow(/SERVICE_URLS/);
    expect(() => parseServiceUrls('/api/payment=ftp://x')).toThrow(/SERVICE_URLS/);
  });

  it('forwards the exact body bytes and the path to the owning service', async () => {
    const app = createApp(gatewayDeps({ services: [proxyRoutes(parseServiceUrls(`/api/payment=${url}`))] }));
    const raw = '{"b": 1,   "a":"x"}';
    const res = await request(app).post('/api/payment/webhook').set('Content-Type', 'application/json').set('X-Request-Id', 'req-123').send(raw);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ path: '/api/payment/webhook', body: raw, requestId: 'req-123' });
    const elsewhere = await request(app).get('/api/paymentx');
    expect(elsewhere.status).toBe(404);
  });

  it('hands the service the id it gave a request that came without one, the id it answers with', async () => {
    const app = createApp(gatewayDeps({ services: [proxyRoutes(parseServiceUrls(`/api/payment=${url}`))] }));
    const res = await request(app).get('/api/payment/status');
    expect(res.status).toBe(200);
    const answered = res.headers['x-request-id'];
    expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    expect((res.body as { requestId: string | null }).requestId).toBe(answered);
  });

  it('sends each path to the service of its longest prefix when services share a prefix stem', async () => {
    const other = http.createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ other: req.url }));
    });
    other.listen(0, '127.0.0.1');
    await once(other, 'listening');
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      const routes = parseServiceUrls(`/api/payment=${url},/api/payment/webhook=${otherUrl},/api/session=${url}`);
      const app = createApp(gatewayDeps({ services: [proxyRoutes(routes)] }));
      expect((await request(app).get('/api/payment/webhook/x')).body).toEqual({ other: '/api/payment/webhook/x' });
      expect((await request(app).get('/api/payment/status')).body.path).toBe('/api/payment/status');
      expect((await request(app).get('/api/session/abc')).body.path).toBe('/api/session/abc');
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it('answers 502 {detail} when the owning service is down', async () => {
    const app = createApp(gatewayDeps({ services: [proxyRoutes(parseServiceUrls('/api/blog=http://127.0.0.1:1'))] }));
    const res = await request(app).get('/api/blog/posts');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ detail: 'The service behind /api/blog is unavailable' });
  });
});
