import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { AppError, createServiceApp, type RequestLogOptions } from '../src/index.ts';
import { captureLogger } from './support/test-app.ts';

// The completion line of each request: its level says what happened (error, client error, slow,
// write, read), so an operator at LOG_LEVEL=info sees every failure, every slow request and every
// write, and a service may leave its fast successful reads to debug (the gateway does).

// Far above what a fast request takes even on a loaded machine, so only the slow route crosses it.
const SLOW_MS = 1000;

function build(requestLog?: RequestLogOptions) {
  const capture = captureLogger('levels');
  const router = express.Router();
  router.get('/api/fast', (_req, res) => {
    res.json({ ok: true });
  });
  router.post('/api/write', (_req, res) => {
    res.status(201).json({ ok: true });
  });
  router.get('/api/slow', async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS + 100));
    res.json({ ok: true });
  });
  router.get('/api/boom', () => {
    throw new Error('boom inside');
  });
  router.get('/api/store-down', () => {
    throw AppError.unavailable('Service temporarily unavailable: the store cannot be reached; try again shortly');
  });
  const app = createServiceApp({ name: 'levels', logger: capture.logger, defaultMetrics: false, requestLog, mount: (a) => a.use(router) });
  const completion = (url: string) =>
    capture.lines().find((line) => (line.req as { url?: string } | undefined)?.url === url) as
      | {
          level: string;
          msg: string;
          request_id: string;
          req: { method: string; url: string };
          res: { statusCode: number };
          responseTime: number;
          err?: { message: string };
          reason?: string;
        }
      | undefined;
  return { app, capture, completion };
}

describe('request log levels', () => {
  it('logs a fast successful read at info by default, with the request and its id on the line', async () => {
    const { app, completion } = build();
    const res = await request(app).get('/api/fast');
    expect(completion('/api/fast')).toMatchObject({
      level: 'info',
      msg: 'request completed',
      request_id: res.headers['x-request-id'],
      req: { method: 'GET', url: '/api/fast' },
      res: { statusCode: 200 },
    });
  });

  it('leaves fast successful reads to debug when asked, and keeps writes, client errors, failures and slow reads', async () => {
    const { app, completion } = build({ readSuccessLevel: 'debug', slowMs: SLOW_MS });
    await request(app).get('/api/fast');
    await request(app).post('/api/write').send({});
    await request(app).get('/api/missing');
    await request(app).get('/api/boom');
    await request(app).get('/api/slow');
    expect(completion('/api/fast')?.level).toBe('debug');
    expect(completion('/api/write')).toMatchObject({ level: 'info', res: { statusCode: 201 } });
    expect(completion('/api/missing')).toMatchObject({ level: 'warn', res: { statusCode: 404 } });
    expect(completion('/api/boom')).toMatchObject({ level: 'error', err: { message: 'boom inside' }, res: { statusCode: 500 } });
    const slow = completion('/api/slow');
    expect(slow).toMatchObject({ level: 'warn', res: { statusCode: 200 } });
    expect(slow!.responseTime).toBeGreaterThanOrEqual(SLOW_MS);
  });

  it('logs a 503 (a dependency down) at warn with its reason and no stack: the answer meant, not a failure', async () => {
    const { app, completion } = build();
    const res = await request(app).get('/api/store-down');
    expect(res.status).toBe(503);
    const line = completion('/api/store-down');
    expect(line).toMatchObject({
      level: 'warn',
      msg: 'request answered unavailable',
      res: { statusCode: 503 },
      reason: 'Service temporarily unavailable: the store cannot be reached; try again shortly',
    });
    expect(line?.err).toBeUndefined();
  });

  it('writes no completion line for a fast read below the logger level, but still the failures', async () => {
    const capture = captureLogger('levels');
    capture.logger.level = 'info';
    const router = express.Router();
    router.get('/api/fast', (req, res) => {
      req.log.info('handler line');
      res.json({ ok: true });
    });
    const app = createServiceApp({
      name: 'levels',
      logger: capture.logger,
      defaultMetrics: false,
      requestLog: { readSuccessLevel: 'debug' },
      mount: (a) => a.use(router),
    });
    const res = await request(app).get('/api/fast');
    await request(app).get('/api/missing');
    const lines = capture.lines();
    expect(lines.filter((line) => (line.req as { url?: string } | undefined)?.url === '/api/fast')).toEqual([]);
    // The handler's own line still carries the request id.
    expect(lines.find((line) => line.msg === 'handler line')).toMatchObject({ request_id: res.headers['x-request-id'] });
    expect(lines.find((line) => (line.req as { url?: string } | undefined)?.url === '/api/missing')).toMatchObject({ level: 'warn' });
  });

  it("makes a request's logger only when the request logs a line of its own", async () => {
    const capture = captureLogger('levels');
    const child = vi.spyOn(capture.logger, 'child');
    const router = express.Router();
    router.get('/api/quiet', (_req, res) => {
      res.json({ ok: true });
    });
    router.get('/api/chatty', (req, res) => {
      req.log.info('first');
      req.log.info('second');
      res.json({ ok: true });
    });
    const app = createServiceApp({ name: 'levels', logger: capture.logger, defaultMetrics: false, mount: (a) => a.use(router) });
    await request(app).get('/api/quiet');
    await request(app).get('/api/quiet');
    expect(child).not.toHaveBeenCalled();
    const chatty = await request(app).get('/api/chatty');
    expect(child).toHaveBeenCalledTimes(1);
    const own = capture.lines().filter((line) => line.msg === 'first' || line.msg === 'second');
    expect(own.map((line) => line.request_id)).toEqual([chatty.headers['x-request-id'], chatty.headers['x-request-id']]);
  });
});
