import http from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { startHttpServer, type RunningServer } from '../src/index.ts';
import { silentLogger, testApp } from './support/test-app.ts';
import { rawGet } from './support/raw-get.ts';

// On a stop signal: /ready turns 503, new connections are refused, requests in flight finish,
// closers run last-registered first, and the exit code says whether all of it went cleanly.

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.shutdown('test cleanup');
  running = undefined;
});

function slowApp(release: Promise<void>, started: () => void) {
  const router = express.Router();
  router.get('/api/slow', async (_req, res) => {
    started();
    await release;
    res.json({ finished: true });
  });
  return testApp([router]);
}

describe('http server: graceful shutdown', () => {
  it('finishes in-flight requests, refuses new ones, then runs closers in reverse order', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const app = slowApp(released, markStarted);
    running = await startHttpServer(app, { port: 0, logger: silentLogger(), handleSignals: false });
    const { port } = running.address;
    const order: string[] = [];
    running.onShutdown('mongodb', () => void order.push('mongodb'));
    running.onShutdown('kafka', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push('kafka');
    });

    const inFlight = rawGet(port, '/api/slow');
    await started;
    const stopped = running.shutdown('test');
    await expect(rawGet(port, '/health')).rejects.toThrow(/ECONNREFUSED/);
    expect(order).toEqual([]);
    release();
    const { status, body } = await inFlight;
    expect({ status, body }).toEqual({ status: 200, body: '{"finished":true}' });
    expect(await stopped).toBe(0);
    expect(order).toEqual(['kafka', 'mongodb']);
    expect(running.shutdown('again')).toBe(stopped);
  });

  it('closes a busy keep-alive connection after its current answer, so a client sending without pause lets it drain and exit 0', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    running = await startHttpServer(slowApp(released, markStarted), { port: 0, logger: silentLogger(), handleSignals: false, drainTimeoutMs: 5_000 });
    const { port } = running.address;
    // One socket, reused for every request, never idle: a gateway's proxy under load.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get({ port, path, agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          })
          .on('error', reject);
      });
    const answers: { status: number; connection: string | undefined }[] = [];
    let stopped: Promise<number> | undefined;
    try {
      answers.push(await get('/health'), await get('/health'));
      // The stop comes while the socket is busy with a request, so closing idle sockets misses it.
      const slow = get('/api/slow');
      await started;
      stopped = running.shutdown('test');
      release();
      answers.push(await slow);
      for (;;) answers.push(await get('/health'));
    } catch (error) {
      // The connection closed after the answer that said so, and a new one is refused.
      expect(String(error)).toMatch(/ECONNREFUSED/);
    } finally {
      agent.destroy();
    }
    expect(answers.map((answer) => answer.connection)).toEqual(['keep-alive', 'keep-alive', 'close']);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await stopped).toBe(0);
  });

  it('answers /ready 503 stopping while draining', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const app = slowApp(released, markStarted);
    running = await startHttpServer(app, { port: 0, operator: { port: 0 }, logger: silentLogger(), handleSignals: false });
    const inFlight = rawGet(running.address.port, '/api/slow');
    await started;
    const stopped = running.shutdown('test');
    // On the operator listener, which stays open until the closers have run.
    const ready = await rawGet(running.operatorAddress!.port, '/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'stopping', dependencies: {} });
    release();
    await inFlight;
    await stopped;
  });

  it('cuts requests that outlive the drain timeout, still runs the closers, and exits 1', async () => {
    const never = new Promise<void>(() => {});
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    running = await startHttpServer(slowApp(never, markStarted), { port: 0, logger: silentLogger(), handleSignals: false, drainTimeoutMs: 50 });
    let closed = false;
    running.onShutdown('kafka', () => {
      closed = true;
    });
    const inFlight = rawGet(running.address.port, '/api/slow');
    await started;
    expect(await running.shutdown('test')).toBe(1);
    await expect(inFlight).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(closed).toBe(true);
  });

  it('gives up on a hanging closer, runs the others, and exits 1', async () => {
    running = await startHttpServer(testApp([]), { port: 0, logger: silentLogger(), handleSignals: false, closerTimeoutMs: 30 });
    const order: string[] = [];
    running.onShutdown('first', () => void order.push('first'));
    running.onShutdown('failing', () => {
      throw new Error('disconnect failed');
    });
    running.onShutdown('hanging', () => new Promise(() => {}));
    expect(await running.shutdown('test')).toBe(1);
    expect(order).toEqual(['first']);
  });

  it('shuts down once on SIGTERM, even when the signal is relayed twice, exits with the code and removes its handlers', async () => {
    const before = process.listenerCount('SIGTERM');
    const exits: number[] = [];
    const exited = new Promise<void>((resolve) => {
      const exit = (code: number): void => {
        exits.push(code);
        resolve();
      };
      void startHttpServer(testApp([]), { port: 0, logger: silentLogger(), exit }).then((server) => {
        running = server;
        expect(process.listenerCount('SIGTERM')).toBe(before + 1);
        process.emit('SIGTERM', 'SIGTERM');
        process.emit('SIGTERM', 'SIGTERM');
      });
    });
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(exits).toEqual([0]);
    expect(process.listenerCount('SIGTERM')).toBe(before);
    expect(running?.server.listening).toBe(false);
  });
});
