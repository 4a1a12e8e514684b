// A service inside another process (the gateway in `npm start`): its runtime already open, its
// router to mount at the host's root, its workers running, one stop() for all of it.
import type { Router } from 'express';
import type { ServiceRuntime } from './runtime.ts';
import { runWorkers, type Stoppable } from './workers.ts';

export interface EmbeddedService<C, W> {
  /** Mount at the root of the host app: `app.use(service.router)` (full paths, prefix-scoped). */
  readonly router: Router;
  readonly context: C;
  readonly workers: W;
  /** Stops the workers, then the event bus and the database. */
  stop(): Promise<void>;
}

export interface EmbedOptions<C, W> {
  runtime: ServiceRuntime<C>;
  /** The service's router on its context (its createRouter). */
  router: (context: C) => Router;
  startWorkers: (context: C) => Promise<W>;
}

/** Builds the router and starts the workers; when either fails the runtime is closed. */
export function embedService<C, W extends Stoppable>(options: EmbedOptions<C, W>): Promise<EmbeddedService<C, W>>;
export function embedService<C>(options: Omit<EmbedOptions<C, never>, 'startWorkers'>): Promise<EmbeddedService<C, null>>;
export async function embedService<C, W extends Stoppable>(
  options: Omit<EmbedOptions<C, W>, 'startWorkers'> & { startWorkers?: (context: C) => Promise<W> },
): Promise<EmbeddedService<C, W | null>> {
  const { runtime, startWorkers } = options;
  let router: Router;
  try {
    router = options.router(runtime.context);
  } catch (error) {
    await runtime.close().catch(() => undefined);
    throw error;
  }
  const running = startWorkers ? await runWorkers(runtime, startWorkers) : { workers: null, stop: () => runtime.close() };
  return { router, context: runtime.context, workers: running.workers, stop: running.stop };
}
