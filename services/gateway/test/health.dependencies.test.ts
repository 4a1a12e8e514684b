import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { healthAnswerSchema } from '@scoreline/contracts';
import { createLogger, operatorAppOf } from '@scoreline/service-kit';
import { createApp } from '../src/app.ts';
import { gatewayDeps } from './support/gateway-deps.ts';

// GET /api/health tells whether the system's dependencies answer: 200 when all do, 503 degraded
// naming the ones that do not, never the reason (that is logged).

const logger = createLogger({ name: 'gateway-test', level: 'silent' });
const up = async (): Promise<void> => {};
const down = async (): Promise<void> => {
  throw new Error('connect ECONNREFUSED 10.0.0.7:27017');
};
const never = (): Promise<void> => new Promise(() => {});

const appWith = (checks: Parameters<typeof createApp>[0]['checks'], healthTimeoutMs?: number) =>
  createApp(gatewayDeps({ logger, checks, healthTimeoutMs }));

describe('gateway: GET /api/health', () => {
  it('answers 200 ok when every dependency is up', async () => {
    const res = await request(appWith({ kafka: up, mongodb: up })).get('/api/health');
    expect(res.status).toBe(200);
    expect(healthAnswerSchema.parse(res.body)).toEqual({ status: 'ok', dependencies: { kafka: 'up', mongodb: 'up' } });
  });

  it('answers 503 degraded naming the dependency that is down, without its error', async () => {
    const res = await request(appWith({ kafka: up, mongodb: down })).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'degraded', dependencies: { kafka: 'up', mongodb: 'down' } });
    expect(res.text).not.toContain('10.0.0.7');
  });

  it('answers within the timeout when a dependency hangs, counting it down', async () => {
    const started = Date.now();
    const res = await request(appWith({ kafka: never, mongodb: up }, 100)).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body.dependencies).toEqual({ kafka: 'down', mongodb: 'up' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers the same on /ready for orchestrators (operator listener), and /health stays a plain liveness answer', async () => {
    const app = appWith({ kafka: down, mongodb: up });
    const ready = await request(operatorAppOf(app)).get('/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.dependencies).toEqual({ kafka: 'down', mongodb: 'up' });
    const live = await request(app).get('/health');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
  });

  it('echoes a request id, answers unknown paths with 404 {detail} and another method with 405', async () => {
    const app = appWith({ kafka: up });
    const res = await request(app).get('/api/health').set('X-Request-Id', 'probe-1');
    expect(res.headers['x-request-id']).toBe('probe-1');
    const missing = await request(app).get('/api/healthz');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Not found: GET /api/healthz' });
    const wrongMethod = await request(app).post('/api/health');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toContain('GET');
    expect(wrongMethod.body.detail).toEqual(expect.any(String));
  });
});
