// The catalog's workers alone, for deployments that scale ingestion apart from the API
// (docs/product.md, Architecture: "Modes": services/catalog/dist/worker.js). API replicas then pick up changes
// through the gameweek cache's TTL. Stops on SIGTERM/SIGINT: the workers, then the bus and database.
import { isEntryPoint, runWorkerMain, workerProcess } from '@scoreline/service-host';
import { openRuntime } from './runtime.ts';
import { startWorkers } from './workers/index.ts';

export const startWorkerProcess = workerProcess({
  name: 'catalog-worker',
  openRuntime: (env) => openRuntime(env, 'worker'),
  startWorkers,
});

if (isEntryPoint(import.meta.url)) runWorkerMain('catalog worker', startWorkerProcess);
