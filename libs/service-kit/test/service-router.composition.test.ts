import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServiceRouter, DEV_ADMIN_PASSWORD_HASH, issueAdminToken, requireBearer } from '../src/index.ts';
import { testApp } from './support/test-app.ts';

// Several services' routers mounted in one app (the gateway) must compose: a router's
// router-wide middleware (auth) applies to its own paths only, unmatched requests fall through to
// the next router, and the single 404 at the end answers what nobody owns.

const config = { JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256', ADMIN_PASSWORD_HASH: DEV_ADMIN_PASSWORD_HASH };

function sandboxService() {
  const router = createServiceRouter(['/api/sandbox']);
  router.use(requireBearer(config));
  router.get('/api/sandbox/weight-sets', (_req, res) => {
    res.json({ service: 'sandbox' });
  });
  return router;
}

function blogService() {
  const router = createServiceRouter(['/api/blog']);
  router.get('/api/blog/posts', (_req, res) => {
    res.json({ service: 'blog' });
  });
  return router;
}

describe('service routers: composition in one app', () => {
  const app = testApp([sandboxService(), blogService()]);

  it('keeps a router-wide guard inside its own prefix', async () => {
    const res = await request(app).get('/api/blog/posts');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ service: 'blog' });
  });

  it('applies the guard to its own paths', async () => {
    const anonymous = await request(app).get('/api/sandbox/weight-sets');
    expect(anonymous.status).toBe(401);
    const admin = await request(app).get('/api/sandbox/weight-sets').set('Authorization', `Bearer ${issueAdminToken(config, 60)}`);
    expect(admin.body).toEqual({ service: 'sandbox' });
  });

  it('answers paths nobody owns with the one 404 of the app', async () => {
    const res = await request(app).get('/api/catalog/anything');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found: GET /api/catalog/anything' });
  });

  it('matches prefixes by whole segment: /api/blog does not own /api/blogroll', async () => {
    const router = createServiceRouter(['/api/blog']);
    router.use((_req, res) => {
      res.status(418).json({ detail: 'blog catch-all' });
    });
    const res = await request(testApp([router])).get('/api/blogroll');
    expect(res.status).toBe(404);
    const own = await request(testApp([router])).get('/API/Blog/x');
    expect(own.status).toBe(418);
  });

  it('shows why a plain Router would not compose: its router-wide guard swallows other services', async () => {
    const plain = express.Router();
    plain.use(requireBearer(config));
    const res = await request(testApp([plain, blogService()])).get('/api/blog/posts');
    expect(res.status).toBe(401);
  });

  it('refuses prefixes that could not match as intended', () => {
    expect(() => createServiceRouter([])).toThrow();
    expect(() => createServiceRouter(['api/blog'])).toThrow();
    expect(() => createServiceRouter(['/api/blog/'])).toThrow();
  });
});
