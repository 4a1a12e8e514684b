import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, baseConfigSchema, operatorListenOf, startHttpServer, type RunningServer } from '../src/index.ts';
import { silentLogger, testApp } from './support/test-app.ts';
import { rawGet } from './support/raw-get.ts';

// /metrics and /ready are for operators only (docs/engineering.md, "Operator endpoints"). The
// product's listener answers them 404 like any unknown path; they are served on the operator
// listener (OPERATOR_HOST, loopback by default, and OPERATOR_PORT, PORT + 1000 by default), which
// probes and Prometheus reach and the public never does. /health (liveness, touches nothing) stays
// on both.

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.shutdown('test');
  running = undefined;
});

describe('operator endpoints: their own listener', () => {
  it('answers /metrics and /ready on the public app with the 404 {detail} of an unknown path', async () => {
    const app = testApp([], { readiness: { mongodb: async () => {} } });
    for (const path of ['/metrics', '/ready']) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ detail: `Not found: GET ${path}` });
    }
    expect((await request(app).get('/health')).status).toBe(200);
  });

  it('serves /ready and /metrics on the operator port, and nothing of the product there', async () => {
    const app = testApp([], { readiness: { mongodb: async () => {} } });
    running = await startHttpServer(app, { port: 0, operator: { port: 0 }, logger: silentLogger(), handleSignals: false });
    const operatorPort = running.operatorAddress!.port;
    expect(operatorPort).not.toBe(running.address.port);
    expect(running.operatorAddress!.address).toBe('127.0.0.1');
    const ready = await rawGet(operatorPort, '/ready');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ok', dependencies: { mongodb: 'up' } });
    const metrics = await rawGet(operatorPort, '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.body).toContain('http_request_duration_seconds');
    expect((await rawGet(operatorPort, '/health')).status).toBe(200);
    expect((await rawGet(operatorPort, '/api/anything')).status).toBe(404);
    expect((await rawGet(running.address.port, '/metrics')).status).toBe(404);
    expect((await rawGet(running.address.port, '/ready')).status).toBe(404);
  });

  it('listens on loopback at PORT + 1000 unless OPERATOR_HOST / OPERATOR_PORT say otherwise', () => {
    expect(operatorListenOf(loadConfig(baseConfigSchema, { PORT: '8101' }))).toEqual({ port: 9101, host: '127.0.0.1' });
    expect(operatorListenOf(loadConfig(baseConfigSchema, { PORT: '0' }))).toEqual({ port: 0, host: '127.0.0.1' });
    expect(operatorListenOf(loadConfig(baseConfigSchema, { PORT: '8000', OPERATOR_PORT: '9500', OPERATOR_HOST: '0.0.0.0' }))).toEqual({ port: 9500, host: '0.0.0.0' });
  });
});
