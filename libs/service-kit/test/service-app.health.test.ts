import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { healthAnswerSchema, livenessAnswerSchema } from '@scoreline/contracts';
import { createServiceRouter, operatorAppOf, runHealthChecks } from '../src/index.ts';
import { silentLogger, testApp } from './support/test-app.ts';

// /health says the process serves; /ready says whether its dependencies answer (503 otherwise);
// /metrics exposes Prometheus text with request durations by route pattern. /ready and /metrics are
// the operator app's (its own listener: http-server.operator-listener.test.ts).

const up = async (): Promise<void> => {};
const down = async (): Promise<void> => {
  throw new Error('connection refused');
};
const hangs = (signal: AbortSignal): Promise<void> =>
  new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));

describe('service app: health, readiness and metrics', () => {
  it('answers liveness without touching dependencies', async () => {
    const app = testApp([], { readiness: { mongodb: down } });
    const res = await request(app).get('/health');
    expect(res.status).toBe(200);
    expect(livenessAnswerSchema.parse(res.body)).toEqual({ status: 'ok' });
  });

  it('answers ready with 200 when every check is up', async () => {
    const res = await request(operatorAppOf(testApp([], { readiness: { mongodb: up, kafka: up } }))).get('/ready');
    expect(res.status).toBe(200);
    expect(healthAnswerSchema.parse(res.body)).toEqual({ status: 'ok', dependencies: { mongodb: 'up', kafka: 'up' } });
  });

  it('answers ready with 503 degraded naming the dependency that is down, without its error', async () => {
    const res = await request(operatorAppOf(testApp([], { readiness: { mongodb: up, kafka: down } }))).get('/ready');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'degraded', dependencies: { mongodb: 'up', kafka: 'down' } });
    expect(res.text).not.toContain('refused');
  });

  it('counts a check that does not answer in time as down and aborts it', async () => {
    let aborted = false;
    const answer = await runHealthChecks(
      {
        slow: (signal) => {
          signal.addEventListener('abort', () => {
            aborted = true;
          });
          return hangs(signal);
        },
        fast: up,
      },
      { timeoutMs: 50, logger: silentLogger() },
    );
    expect(answer).toEqual({ status: 'degraded', dependencies: { slow: 'down', fast: 'up' } });
    expect(aborted).toBe(true);
  });

  it('exposes request durations labelled by route pattern, not by URL', async () => {
    const router = createServiceRouter(['/api/items']);
    router.get('/api/items/:id', (_req, res) => {
      res.json({});
    });
    const app = testApp([router]);
    await request(app).get('/api/items/41');
    await request(app).get('/api/items/42');
    const res = await request(operatorAppOf(app)).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/api\/items\/:id"[^}]*\} 2/);
    expect(res.text).not.toContain('/api/items/41');
  });
});
