// startHttpServer's `front`: it sees each request before the app and answers it or leaves it whole
// to the app (false, a promise of false, or a failure, which is logged); frontHooksOf gives it the
// app's own request id, duration histogram and completion line.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router } from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { frontHooksOf, operatorAppOf, startHttpServer, type RunningServer } from '../src/index.ts';
import { captureLogger, silentLogger, testApp } from './support/test-app.ts';
import { rawGet } from './support/raw-get.ts';

const appRoute = () => Router().get('/where', (_req, res) => void res.json({ from: 'app' }));

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.shutdown('test');
  running = undefined;
});

describe('startHttpServer front', () => {
  it('answers what the front answers, passes on what it leaves (at once or after a promise), and survives one that throws', async () => {
    const server = captureLogger();
    const app = testApp([appRoute()]);
    const hooks = frontHooksOf(app);
    const front = (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
      if (req.url === '/where?front') {
        hooks.assignRequestId(req, res);
        hooks.track(req, res, '/where');
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"from":"front"}');
        return true;
      }
      if (req.url === '/where?later') return Promise.resolve(false);
      if (req.url === '/where?broken') throw new Error('front broke');
      if (req.url === '/where?rejected') return Promise.reject(new Error('front rejected'));
      return false;
    };
    running = await startHttpServer(app, { port: 0, logger: server.logger, handleSignals: false, front });
    const port = running.address.port;
    expect(JSON.parse((await rawGet(port, '/where?front')).body)).toEqual({ from: 'front' });
    for (const path of ['/where', '/where?later', '/where?broken', '/where?rejected']) {
      const answer = await rawGet(port, path);
      expect(answer.status, path).toBe(200);
      expect(JSON.parse(answer.body), path).toEqual({ from: 'app' });
    }
    expect(server.lines().filter((line) => line.msg === 'the front failed; the app answers').map((line) => (line.err as { message: string }).message)).toEqual([
      'front broke',
      'front rejected',
    ]);
  });

  it("gives the front's answer the app's request id, histogram and completion line", async () => {
    const log = captureLogger();
    const app = testApp([appRoute()], { logger: log.logger });
    const hooks = frontHooksOf(app);
    running = await startHttpServer(app, {
      port: 0,
      logger: silentLogger(),
      handleSignals: false,
      front: (req, res) => {
        hooks.assignRequestId(req, res);
        hooks.track(req, res, '/where');
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
        return true;
      },
    });
    const kept = await rawGet(running.address.port, '/where', { 'X-Request-Id': 'from-the-client' });
    const made = await rawGet(running.address.port, '/where');
    expect(kept.headers['x-request-id']).toBe('from-the-client');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const metrics = (await request(operatorAppOf(app)).get('/metrics')).text;
    expect(metrics).toMatch(/http_request_duration_seconds_count\{service="test",method="GET",route="\/where",status_code="200"\} 2/);
    expect(log.lines().filter((line) => line.msg === 'request completed').map((line) => line.request_id)).toEqual(['from-the-client', made.headers['x-request-id']]);
  });

  it('refuses frontHooksOf for an app createServiceApp did not make', () => {
    expect(() => frontHooksOf((() => undefined) as never)).toThrow('not an app made by createServiceApp');
  });
});
