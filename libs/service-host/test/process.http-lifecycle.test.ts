// runServiceProcess: the service's router behind service-kit's app on a real port, /ready on the
// runtime's checks (on the operator listener), and the stop order (HTTP, then workers, then the runtime they use).
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { isEntryPoint, runServiceProcess } from '../src/index.ts';
import { fakeRuntime, fakeWorkers } from './support/fake-runtime.ts';

function greetingRouter(context: { greeting: string }): Router {
  const router = Router();
  router.get('/api/greeting', (_req, res) => {
    res.json({ greeting: context.greeting });
  });
  return router;
}

const base = { name: 'fake', port: 0, host: '127.0.0.1', operator: { port: 0, host: '127.0.0.1' }, handleSignals: false, defaultMetrics: false, router: greetingRouter };

describe('runServiceProcess', () => {
  it('serves the router on its context, answers /ready from the runtime, and stops workers before the runtime', async () => {
    const runtime = fakeRuntime();
    const running = await runServiceProcess({ ...base, runtime, startWorkers: fakeWorkers(runtime.steps) });
    try {
      const url = `http://127.0.0.1:${running.server.address.port}`;
      expect(await (await fetch(`${url}/api/greeting`)).json()).toEqual({ greeting: 'hello' });
      const operator = `http://127.0.0.1:${running.server.operatorAddress!.port}`;
      expect((await fetch(`${url}/ready`)).status).toBe(404);
      expect((await fetch(`${operator}/ready`)).status).toBe(200);
      runtime.kafkaUp = false;
      expect((await fetch(`${operator}/ready`)).status).toBe(503);
      expect(running.workers).not.toBeNull();
    } finally {
      expect(await running.server.shutdown('test')).toBe(0);
    }
    expect(runtime.steps).toEqual(['start workers', 'stop workers', 'close runtime']);
  });

  it('runs no workers when none are asked for', async () => {
    const runtime = fakeRuntime();
    const running = await runServiceProcess({ ...base, runtime, startWorkers: undefined });
    expect(running.workers).toBeNull();
    await running.server.shutdown('test');
    expect(runtime.steps).toEqual(['close runtime']);
  });

  it('closes the runtime when the port is taken', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    try {
      const runtime = fakeRuntime();
      const port = (taken.address() as AddressInfo).port;
      await expect(runServiceProcess({ ...base, port, runtime })).rejects.toThrow(/EADDRINUSE/);
      expect(runtime.steps).toEqual(['close runtime']);
    } finally {
      taken.close();
    }
  });

  it('stops the server and closes the runtime when the workers cannot start', async () => {
    const runtime = fakeRuntime();
    await expect(
      runServiceProcess({
        ...base,
        runtime,
        startWorkers: async () => {
          throw new Error('no consumer group');
        },
      }),
    ).rejects.toThrow('no consumer group');
    expect(runtime.steps).toEqual(['close runtime']);
  });
});

describe('isEntryPoint', () => {
  it('is true only for the script node was started with', () => {
    expect(isEntryPoint(import.meta.url)).toBe(false);
    expect(isEntryPoint(pathToFileURL(process.argv[1] ?? '').href)).toBe(true);
  });
});
