import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminOf, AUTH_DETAIL, DEV_ADMIN_PASSWORD_HASH, issueAdminToken, requireAdmin, type AuthConfig } from '../src/index.ts';
import { testApp } from './support/test-app.ts';

// Calls that allow it take either a bearer token or ?admin_password= (docs/product.md §6). A wrong
// password is a 401; after ten wrong ones from one IP within the window, every password attempt
// is a 429, even the right one, while bearer tokens still work.

function appFor(config: AuthConfig, limit?: number) {
  const router = express.Router();
  const guard = requireAdmin(config, limit === undefined ? undefined : { passwordLimit: { limit, windowMs: 60_000 } });
  router.get('/api/weights', guard, (_req, res) => {
    res.json({ admin: adminOf(res) });
  });
  router.post('/api/weights', guard, (_req, res) => {
    res.status(204).end();
  });
  return testApp([router]);
}

const newConfig = (): AuthConfig => ({ JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256', ADMIN_PASSWORD_HASH: DEV_ADMIN_PASSWORD_HASH });

describe('auth: admin password', () => {
  it('accepts the right password and says so', async () => {
    const res = await request(appFor(newConfig())).get('/api/weights?admin_password=admin');
    expect(res.status).toBe(200);
    expect(res.body.admin).toEqual({ method: 'password' });
  });

  it('answers a wrong, empty or repeated password with 401 {detail}', async () => {
    const app = appFor(newConfig());
    for (const query of ['admin_password=wrong', 'admin_password=', 'admin_password=admin&admin_password=admin', 'admin_password=ADMIN']) {
      const res = await request(app).get(`/api/weights?${query}`);
      expect(res.status, query).toBe(401);
      expect(res.body).toEqual({ detail: AUTH_DETAIL.wrongPassword });
    }
  });

  it('answers neither token nor password with 401 naming both ways', async () => {
    const res = await request(appFor(newConfig())).post('/api/weights');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: AUTH_DETAIL.adminRequired });
  });

  it('accepts a valid bearer instead of a password', async () => {
    const config = newConfig();
    const res = await request(appFor(config)).get('/api/weights').set('Authorization', `Bearer ${issueAdminToken(config, 60)}`);
    expect(res.status).toBe(200);
    expect(res.body.admin.method).toBe('bearer');
  });

  it('explains a bad bearer when no password is given, and accepts the password when one is', async () => {
    const app = appFor(newConfig());
    const foreign = `Bearer ${issueAdminToken({ JWT_SECRET: 'another-secret-that-is-long-enough-for-hs256' }, 60)}`;
    const bad = await request(app).get('/api/weights').set('Authorization', foreign);
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ detail: AUTH_DETAIL.invalid });
    const withPassword = await request(app).get('/api/weights?admin_password=admin').set('Authorization', foreign);
    expect(withPassword.status).toBe(200);
  });

  it('answers 429 {detail} after the failed-attempt budget, even for the right password, but not for a bearer', async () => {
    const config = newConfig();
    const app = appFor(config, 3);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const res = await request(app).get('/api/weights?admin_password=guess');
      expect(res.status, `attempt ${attempt}`).toBe(401);
    }
    const locked = await request(app).get('/api/weights?admin_password=admin');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ detail: AUTH_DETAIL.tooManyAttempts });
    // Until the window (60 s from the first failure) ends: under load some seconds of it may have passed.
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    const bearer = await request(app).get('/api/weights').set('Authorization', `Bearer ${issueAdminToken(config, 60)}`);
    expect(bearer.status).toBe(200);
  });

  it('does not count successful passwords against the budget', async () => {
    const app = appFor(newConfig(), 2);
    for (let i = 0; i < 5; i += 1) {
      expect((await request(app).get('/api/weights?admin_password=admin')).status).toBe(200);
    }
    expect((await request(app).get('/api/weights?admin_password=nope')).status).toBe(401);
    expect((await request(app).get('/api/weights?admin_password=admin')).status).toBe(200);
  });

  it('shares one budget across every route guarded with the same config (default 10 per window)', async () => {
    const app = appFor(newConfig());
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const res = attempt % 2 === 0 ? await request(app).get('/api/weights?admin_password=x') : await request(app).post('/api/weights?admin_password=x');
      expect(res.status, `attempt ${attempt}`).toBe(401);
    }
    expect((await request(app).get('/api/weights?admin_password=x')).status).toBe(429);
    expect((await request(app).post('/api/weights?admin_password=admin')).status).toBe(429);
  });
});
