// The catalog as a process: its HTTP API on PORT (8101) and, unless CATALOG_WORKERS=off, its
// workers (ingestion, predictions read model, first-start snapshot ingest). Stops gracefully on
// SIGTERM/SIGINT: HTTP drains first, then the workers, the event bus and the database.
import { operatorListenOf } from '@scoreline/service-kit';
import { isEntryPoint, type RunningService, runMain, runServiceProcess } from '@scoreline/service-host';
import { createRouter } from './app.ts';
import { openRuntime } from './runtime.ts';
import { type CatalogWorkers, startWorkers } from './workers/index.ts';

export async function start(env: NodeJS.ProcessEnv = process.env): Promise<RunningService<CatalogWorkers>> {
  const runtime = await openRuntime(env, 'api');
  const { config } = runtime.context;
  return runServiceProcess({
    name: 'catalog',
    port: config.PORT,
    operator: operatorListenOf(config),
    host: config.HOST,
    runtime,
    router: createRouter,
    startWorkers: config.CATALOG_WORKERS === 'on' ? startWorkers : undefined,
  });
}

if (isEntryPoint(import.meta.url)) runMain(start);
