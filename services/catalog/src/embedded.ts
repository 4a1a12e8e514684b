// The catalog inside another process (the gateway in `npm start`): its own configuration from
// the environment, its own database and event bus, its router to mount and its workers running.
import { type EmbeddedService, embedService, type HostOptions } from '@scoreline/service-host';
import { createRouter } from './app.ts';
import type { CatalogContext } from './context.ts';
import { openRuntime } from './runtime.ts';
import { type CatalogWorkers, startWorkers } from './workers/index.ts';

export type EmbeddedCatalog = EmbeddedService<CatalogContext, CatalogWorkers>;

export async function startEmbeddedCatalog(options: { env?: NodeJS.ProcessEnv } & HostOptions = {}): Promise<EmbeddedCatalog> {
  const runtime = await openRuntime(options.env ?? process.env, 'embedded', options);
  return embedService({ runtime, router: createRouter, startWorkers });
}
