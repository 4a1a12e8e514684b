import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, createLogger, createServiceRouter, DEV_JWT_SECRET, issueAdminToken, parseBody, requireBearer } from '@scoreline/service-kit';
import { createApp } from '../src/app.ts';
import { gatewayDeps } from './support/gateway-deps.ts';

// Services mounted in the gateway keep their own behaviour and never answer for each other; the
// gateway's single 404 and error handler answer everything the services leave.

const logger = createLogger({ name: 'gateway-test', level: 'silent' });
const config = { JWT_SECRET: DEV_JWT_SECRET };

// Stand-ins shaped like services' createApp(deps): prefix-scoped routers with full paths.
function experimentService() {
  const router = createServiceRouter(['/api/sandbox', '/api/backtest']);
  router.use(requireBearer(config));
  router.get('/api/sandbox/experiments', (_req, res) => {
    res.json({ experiments: [] });
  });
  return router;
}

function blogService() {
  const router = createServiceRouter(['/api/blog']);
  router.get('/api/blog/posts', (_req, res) => {
    res.json({ posts: [] });
  });
  router.post('/api/blog/posts', (req, res) => {
    const body = parseBody(req, z.object({ title: z.string().min(1) }));
    res.status(201).json(body);
  });
  router.get('/api/blog/post/:slug', (req) => {
    throw AppError.notFound(`Blog post not found: ${req.params.slug}`);
  });
  return router;
}

const app = createApp(gatewayDeps({ logger, services: [experimentService(), blogService()] }));

describe('gateway: mounting services', () => {
  it('routes each path to its service, past another service that guards everything it owns', async () => {
    expect((await request(app).get('/api/blog/posts')).body).toEqual({ posts: [] });
    expect((await request(app).get('/api/sandbox/experiments')).status).toBe(401);
    const authorised = await request(app).get('/api/sandbox/experiments').set('Authorization', `Bearer ${issueAdminToken(config, 60)}`);
    expect(authorised.body).toEqual({ experiments: [] });
  });

  it('keeps a service own errors and answers bad input through the one error handler', async () => {
    const missing = await request(app).get('/api/blog/post/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Blog post not found: nope' });
    const badJson = await request(app).post('/api/blog/posts').set('Content-Type', 'application/json').send('{');
    expect(badJson.status).toBe(400);
    expect(badJson.body).toEqual({ detail: 'Malformed JSON body' });
    const invalid = await request(app).post('/api/blog/posts').send({ title: '' });
    expect(invalid.status).toBe(422);
  });

  it('answers paths no service owns with the gateway 404 {detail}', async () => {
    const res = await request(app).post('/api/payment/create-session').send({});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found: POST /api/payment/create-session' });
  });
});
