// main.ts exports start/stop like every service's main.ts, so a test (or a supervisor) starts the
// whole gateway process in-process: here in distributed mode in front of one stand-in service,
// listening on a free port, forwarding to it, and closed again by stop().
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, start, stop } from '../src/main.ts';

let upstream: http.Server;
let upstreamUrl = '';
let gateway: RunningGateway | undefined;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ served: req.url }));
  });
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (gateway) await stop(gateway);
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

describe('gateway main: start and stop', () => {
  it('starts in distributed mode on a free port, forwards, and stops', async () => {
    gateway = await start(
      { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SERVICE_URLS: `/api/fixtures=${upstreamUrl}` },
      { handleSignals: false },
    );
    expect(gateway.mode).toBe('distributed');
    const base = `http://127.0.0.1:${gateway.server.address.port}`;
    const response = await fetch(`${base}/api/fixtures/2025-26`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ served: '/api/fixtures/2025-26' });

    const running = gateway;
    gateway = undefined;
    expect(await stop(running)).toBe(0);
    await expect(fetch(`${base}/api/fixtures/2025-26`)).rejects.toThrow();
  });
});
