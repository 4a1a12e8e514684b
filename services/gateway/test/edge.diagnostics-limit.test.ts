// The expensive public diagnostics (docs/engineering.md, "Public diagnostics per data version") get
// a tighter per-IP budget than the rest of /api (one budget across the five of them), answered 429
// {detail} with Retry-After, while the ordinary reads of the same client keep their own budget.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServiceRouter } from '@scoreline/service-kit';
import { createApp } from '../src/app.ts';
import { EXPENSIVE_DIAGNOSTICS_PATHS } from '../src/edge/rate-limits.ts';
import { gatewayDeps } from './support/gateway-deps.ts';

function services() {
  const router = createServiceRouter(['/api/fixtures', '/api/accuracy', '/api/diagnostics']);
  router.get('/api/fixtures/gameweek/current', (_req, res) => {
    res.json({ fixtures: [], gameweek_info: null });
  });
  for (const path of EXPENSIVE_DIAGNOSTICS_PATHS) {
    router.get([path, `${path}/:name`], (_req, res) => {
      res.json({ ok: true });
    });
  }
  return router;
}

describe('the diagnostics limit at the edge', () => {
  it('answers 429 {detail} with Retry-After past the diagnostics budget of one IP, across all five paths', async () => {
    const app = createApp(gatewayDeps({ services: [services()] }, { rateLimitPerMinute: 1000, diagnosticsRateLimitPerMinute: 5 }));
    for (const path of EXPENSIVE_DIAGNOSTICS_PATHS) {
      const call = path.endsWith('compare-sandbox-production') ? `${path}/default` : path;
      expect((await request(app).get(call)).status).toBe(200);
    }
    const limited = await request(app).get('/api/diagnostics/prediction-sample?fixture_id=1');
    expect(limited.status).toBe(429);
    expect(Object.keys(limited.body)).toEqual(['detail']);
    expect(limited.body.detail).toMatch(/diagnostics/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same client's ordinary reads are not held back by it.
    expect((await request(app).get('/api/fixtures/gameweek/current')).status).toBe(200);
  });

  it('is tighter than the general limit by default', async () => {
    const app = createApp(gatewayDeps({ services: [services()] }, { rateLimitPerMinute: 1000 }));
    const statuses: number[] = [];
    for (let call = 0; call < 61; call += 1) statuses.push((await request(app).get('/api/accuracy/diagnostics')).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
