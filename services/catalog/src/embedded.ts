// The catalog inside another process (the gateway in `npm start`): its own configuration from
// the environment, its own database and event bus, its router to mount and its workers running.
import type { Router } from 'express';
import { createApp } from './app.ts';
import type { CatalogContext } from './context.ts';
import { type RuntimeOptions, openRuntime } from './runtime.ts';
import { type CatalogWorkers, startWorkers } from './workers/index.ts';

export interface EmbeddedCatalog {
  /** Mount at the root of the host app: `app.use(catalog.router)` (full paths, prefix-scoped). */
  readonly router: Router;
  readonly context: CatalogContext;
  readonly workers: CatalogWorkers;
  /** Stops the workers, then the event bus and the database. */
  stop(): Promise<void>;
}

export async function startEmbeddedCatalog(
  options: { env?: NodeJS.ProcessEnv } & RuntimeOptions = {},
): Promise<EmbeddedCatalog> {
  const runtime = await openRuntime(options.env ?? process.env, 'embedded', options);
  try {
    const workers = await startWorkers(runtime.context);
    let stopping: Promise<void> | undefined;
    return {
      router: createApp(runtime.context),
      context: runtime.context,
      workers,
      stop() {
        stopping ??= workers.stop().finally(() => runtime.close());
        return stopping;
      },
    };
  } catch (error) {
    await runtime.close();
    throw error;
  }
}
