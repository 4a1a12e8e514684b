import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServiceRouter } from '@scoreline/service-kit';
import { createApp } from '../src/app.ts';
import { gatewayDeps } from './support/gateway-deps.ts';

// The edge: credentialed CORS for the configured origins only, and the general per-IP limit on /api.

function fixturesService() {
  const router = createServiceRouter(['/api/fixtures']);
  router.get('/api/fixtures/gameweek/current', (_req, res) => {
    res.json({ fixtures: [], gameweek_info: null });
  });
  return router;
}

describe('gateway edge', () => {
  it('allows the shell origin with credentials and the session header, and names no other origin', async () => {
    const app = createApp(gatewayDeps({ services: [fixturesService()] }));
    const preflight = await request(app)
      .options('/api/fixtures/gameweek/current')
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'x-session-token');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/X-Session-Token/);

    const foreign = await request(app).get('/api/fixtures/gameweek/current').set('Origin', 'https://evil.example');
    expect(foreign.status).toBe(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 429 {detail} past the per-minute budget of one IP', async () => {
    const app = createApp(gatewayDeps({ services: [fixturesService()] }, { rateLimitPerMinute: 2 }));
    expect((await request(app).get('/api/fixtures/gameweek/current')).status).toBe(200);
    expect((await request(app).get('/api/fixtures/gameweek/current')).status).toBe(200);
    const limited = await request(app).get('/api/fixtures/gameweek/current');
    expect(limited.status).toBe(429);
    expect(Object.keys(limited.body)).toEqual(['detail']);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
