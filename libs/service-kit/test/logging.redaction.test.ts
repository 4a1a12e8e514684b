import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServiceApp, issueAdminToken, redactUrl, requestIdOf } from '../src/index.ts';
import { captureLogger } from './support/test-app.ts';

// Log lines are JSON with the request id; credentials (headers, secret query parameters, cookies
// set by the service) never appear in them.

const secretToken = issueAdminToken({ JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256' }, 60);
const secrets = {
  password: 'Sup3rS3cretAdminPw',
  session: 'sess-tok-7f1c2a9b',
  cookie: 'sl_session=cookie-secret-91ab',
  setCookie: 'sl_session=set-cookie-secret-55cd; HttpOnly',
};

function build() {
  const capture = captureLogger('logtest');
  const router = express.Router();
  router.get('/api/echo-id', (req, res) => {
    req.log.info({ headers: req.headers }, 'handler saw the request');
    res.setHeader('Set-Cookie', secrets.setCookie);
    res.json({ id: requestIdOf(req) });
  });
  const app = createServiceApp({ name: 'logtest', logger: capture.logger, defaultMetrics: false, mount: (a) => a.use(router) });
  return { app, capture };
}

describe('logging: request id and redaction', () => {
  it('never logs credentials from headers, query or Set-Cookie', async () => {
    const { app, capture } = build();
    const res = await request(app)
      .get(`/api/echo-id?admin_password=${secrets.password}&session_token=${secrets.session}&season=2024`)
      .set('Authorization', `Bearer ${secretToken}`)
      .set('Cookie', secrets.cookie)
      .set('X-Session-Token', secrets.session);
    expect(res.status).toBe(200);

    const raw = capture.raw();
    for (const secret of [secretToken, secrets.password, secrets.session, 'cookie-secret-91ab', 'set-cookie-secret-55cd']) {
      expect(raw).not.toContain(secret);
    }
    const completed = capture.lines().find((line) => line.msg === 'request completed') as {
      req: { url: string; headers: Record<string, string> };
      res: { headers: Record<string, string> };
    };
    expect(completed.req.url).toBe('/api/echo-id?admin_password=[Redacted]&session_token=[Redacted]&season=2024');
    expect(completed.req.headers.authorization).toBe('[Redacted]');
    expect(completed.req.headers.cookie).toBe('[Redacted]');
    expect(completed.req.headers['x-session-token']).toBe('[Redacted]');
    expect(completed.res.headers['set-cookie']).toBe('[Redacted]');
  });

  it('puts the request id on every line of the request, as JSON with the service name', async () => {
    const { app, capture } = build();
    const res = await request(app).get('/api/echo-id');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.id).toBe(id);
    const lines = capture.lines();
    const handlerLine = lines.find((line) => line.msg === 'handler saw the request');
    const completed = lines.find((line) => line.msg === 'request completed') as { req: { id: string }; request_id: string };
    expect(handlerLine).toMatchObject({ request_id: id, service: 'logtest', level: 'info' });
    expect(completed.request_id).toBe(id);
    expect(completed.req.id).toBe(id);
  });

  it('honours a sane incoming X-Request-Id and replaces an unsafe one', async () => {
    const { app } = build();
    const honoured = await request(app).get('/api/echo-id').set('X-Request-Id', 'edge-4f2a:17.3');
    expect(honoured.headers['x-request-id']).toBe('edge-4f2a:17.3');
    expect(honoured.body.id).toBe('edge-4f2a:17.3');
    for (const unsafe of ['has space', 'x'.repeat(200), '"quoted"', '-starts-with-dash']) {
      const replaced = await request(app).get('/api/echo-id').set('X-Request-Id', unsafe);
      expect(replaced.headers['x-request-id']).not.toBe(unsafe);
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs a 500 with its error at level error, and a 4xx at warn', async () => {
    const capture = captureLogger('logtest');
    const router = express.Router();
    router.get('/api/boom', () => {
      throw new Error('boom inside');
    });
    const app = createServiceApp({ name: 'logtest', logger: capture.logger, defaultMetrics: false, mount: (a) => a.use(router) });
    await request(app).get('/api/boom');
    await request(app).get('/api/missing');
    const [boom, missing] = capture.lines().filter((line) => typeof line.res === 'object');
    expect(boom).toMatchObject({ level: 'error', err: { message: 'boom inside' } });
    expect(missing).toMatchObject({ level: 'warn' });
  });

  it("never logs the secrets of a redirect's Location, nor of a Referer", async () => {
    const capture = captureLogger('logtest');
    const router = express.Router();
    router.get('/api/back', (_req, res) => {
      res.redirect(303, 'https://scoreline.test/?session_token=abc&admin_password=x&season=2024');
    });
    const app = createServiceApp({ name: 'logtest', logger: capture.logger, defaultMetrics: false, mount: (a) => a.use(router) });
    const res = await request(app).get('/api/back').set('Referer', `https://scoreline.test/?session_token=${secrets.session}`);
    expect(res.status).toBe(303);
    // The client still gets the real address.
    expect(res.headers.location).toBe('https://scoreline.test/?session_token=abc&admin_password=x&season=2024');

    const raw = capture.raw();
    expect(raw).not.toMatch(/session_token=abc/);
    expect(raw).not.toMatch(/admin_password=x/);
    expect(raw).not.toContain(secrets.session);
    const completed = capture.lines().find((line) => line.msg === 'request completed') as {
      req: { headers: Record<string, string> };
      res: { statusCode: number; headers: Record<string, string> };
    };
    expect(completed.res.statusCode).toBe(303);
    expect(completed.res.headers.location).toBe('https://scoreline.test/?session_token=[Redacted]&admin_password=[Redacted]&season=2024');
    expect(completed.req.headers.referer).toBe('https://scoreline.test/?session_token=[Redacted]');
    // Other response headers are still logged as they are.
    expect(completed.res.headers['x-request-id']).toBe(res.headers['x-request-id']);
  });

  it('redacts secret query parameters however they are spelled in the URL', () => {
    expect(redactUrl('/a?ADMIN_PASSWORD=x&b=1')).toBe('/a?ADMIN_PASSWORD=[Redacted]&b=1');
    expect(redactUrl('/a?admin%5Fpassword=x')).toBe('/a?admin%5Fpassword=[Redacted]');
    expect(redactUrl('/a?session_token=x#frag')).toBe('/a?session_token=[Redacted]#frag');
    expect(redactUrl('/a?admin_password')).toBe('/a?admin_password=[Redacted]');
    expect(redactUrl('/a/b')).toBe('/a/b');
  });
});
