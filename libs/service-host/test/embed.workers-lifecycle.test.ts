// runWorkers and embedService: workers started on the runtime's context, stop() stops them before
// closing the runtime (once), and a failed start closes what was opened.
import { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { embedService, runWorkers } from '../src/index.ts';
import { fakeRuntime, fakeWorkers } from './support/fake-runtime.ts';

describe('runWorkers', () => {
  it('stops the workers, then closes the runtime, once however often stop() is called', async () => {
    const runtime = fakeRuntime();
    const running = await runWorkers(runtime, fakeWorkers(runtime.steps));
    await Promise.all([running.stop(), running.stop()]);
    expect(runtime.steps).toEqual(['start workers', 'stop workers', 'close runtime']);
  });

  it('closes the runtime when the workers cannot start', async () => {
    const runtime = fakeRuntime();
    await expect(
      runWorkers(runtime, async () => {
        throw new Error('no consumer group');
      }),
    ).rejects.toThrow('no consumer group');
    expect(runtime.steps).toEqual(['close runtime']);
  });
});

describe('embedService', () => {
  it('gives the router built on the context, the context and the running workers', async () => {
    const runtime = fakeRuntime();
    let routedContext: unknown;
    const router = Router();
    const embedded = await embedService({
      runtime,
      router: (context) => {
        routedContext = context;
        return router;
      },
      startWorkers: fakeWorkers(runtime.steps),
    });
    expect(embedded.router).toBe(router);
    expect(routedContext).toBe(runtime.context);
    expect(embedded.context).toBe(runtime.context);
    await embedded.stop();
    expect(runtime.steps).toEqual(['start workers', 'stop workers', 'close runtime']);
  });

  it('without workers: workers is null and stop() closes the runtime', async () => {
    const runtime = fakeRuntime();
    const embedded = await embedService({ runtime, router: () => Router() });
    expect(embedded.workers).toBeNull();
    await embedded.stop();
    expect(runtime.steps).toEqual(['close runtime']);
  });

  it('closes the runtime when the router cannot be built, starting no workers', async () => {
    const runtime = fakeRuntime();
    await expect(
      embedService({
        runtime,
        router: () => {
          throw new Error('bad route');
        },
        startWorkers: fakeWorkers(runtime.steps),
      }),
    ).rejects.toThrow('bad route');
    expect(runtime.steps).toEqual(['close runtime']);
  });
});
