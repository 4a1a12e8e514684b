// Distributed mode while a service stops or restarts: a service closing a kept-alive connection as
// the gateway sends a request on it must not cost the visitor a 502 for a read (the gateway sends it
// once more on a new connection, as nginx's proxy_next_upstream does), and must never make the
// gateway send a write twice.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { parseServiceUrls, proxyRoutes } from '../src/edge/service-proxy.ts';
import { gatewayDeps } from './support/gateway-deps.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** A service that drops the connection of the first `drops` requests without answering (as a closing socket does), then answers. */
async function flakyService(drops: number): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      if (seen.length <= drops) {
        req.socket.destroy();
        return;
      }
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ answered: req.url }));
    });
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('gateway proxy: a service closing its connection', () => {
  it('sends a read once more on a new connection, so the visitor gets the answer', async () => {
    const service = await flakyService(1);
    const app = createApp(gatewayDeps({ services: [proxyRoutes(parseServiceUrls(`/api/blog=${service.url}`))] }));
    const res = await request(app).get('/api/blog/posts');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ answered: '/api/blog/posts' });
    expect(service.seen).toEqual(['GET /api/blog/posts', 'GET /api/blog/posts']);
  });

  it('answers 502 {detail} when the second attempt fails too (one retry, no loop)', async () => {
    const service = await flakyService(5);
    const app = createApp(gatewayDeps({ services: [proxyRoutes(parseServiceUrls(`/api/blog=${service.url}`))] }));
    const res = await request(app).get('/api/blog/posts');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ detail: 'The service behind /api/blog is unavailable' });
    expect(service.seen).toHaveLength(2);
  });

  it('never sends a write twice: the service may have acted on it', async () => {
    const service = await flakyService(1);
    const app = createApp(gatewayDeps({ services: [proxyRoutes(parseServiceUrls(`/api/payment=${service.url}`))] }));
    const res = await request(app).post('/api/payment/create-session').send({ fixture_id: 1 });
    expect(res.status).toBe(502);
    expect(service.seen).toEqual(['POST /api/payment/create-session']);
  });
});
