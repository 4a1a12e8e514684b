import request from 'supertest';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { createAdminPasswordBudget, createServiceRouter, DEV_ADMIN_PASSWORD, JWT_AUDIENCE, JWT_ISSUER, requireBearer } from '@scoreline/service-kit';
import { adminTokenResponseSchema } from '@scoreline/contracts';
import { createApp } from '../src/app.ts';
import { gatewayDeps, testAuth } from './support/gateway-deps.ts';

// POST /api/auth/admin-token: the admin password in, a short-lived bearer token out that the
// services' requireBearer accepts; wrong or missing passwords are 4xx {detail}, and failed
// attempts are limited per IP.

function guardedService() {
  const router = createServiceRouter(['/api/admin']);
  router.use(requireBearer(testAuth));
  router.get('/api/admin/ping', (_req, res) => {
    res.json({ ok: true });
  });
  return router;
}

describe('admin login', () => {
  it('issues a short-lived HS256 token that unlocks bearer-guarded routes', async () => {
    const app = createApp(gatewayDeps({ services: [guardedService()] }, { adminTokenTtlSeconds: 900 }));
    const res = await request(app).post('/api/auth/admin-token').send({ password: DEV_ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = adminTokenResponseSchema.parse(res.body);
    expect(body.expires_in).toBe(900);
    const claims = jwt.verify(body.token, testAuth.JWT_SECRET, { algorithms: ['HS256'], issuer: JWT_ISSUER, audience: JWT_AUDIENCE }) as jwt.JwtPayload;
    expect(claims.exp! - claims.iat!).toBe(900);
    const guarded = await request(app).get('/api/admin/ping').set('Authorization', `Bearer ${body.token}`);
    expect(guarded.body).toEqual({ ok: true });
  });

  it('refuses a wrong password with 401 {detail} and a missing one with 422 {detail}', async () => {
    const app = createApp(gatewayDeps());
    const wrong = await request(app).post('/api/auth/admin-token').send({ password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ detail: 'Incorrect password' });
    const missing = await request(app).post('/api/auth/admin-token').send({});
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toMatch(/password/);
    expect(Object.keys(missing.body)).toEqual(['detail']);
  });

  it('locks an IP out after too many failed attempts, with 429 {detail} and Retry-After', async () => {
    const app = createApp(gatewayDeps({ passwordBudget: createAdminPasswordBudget({ limit: 3 }) }));
    for (let i = 0; i < 3; i += 1) {
      expect((await request(app).post('/api/auth/admin-token').send({ password: 'guess' })).status).toBe(401);
    }
    const locked = await request(app).post('/api/auth/admin-token').send({ password: DEV_ADMIN_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toMatch(/Too many failed login attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
