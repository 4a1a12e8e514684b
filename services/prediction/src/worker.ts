// The prediction workers alone, for deployments that scale recalculation apart from the API
// (docs/product.md, Architecture: "Modes": services/prediction/dist/worker.js). Stops on SIGTERM/SIGINT: the
// workers, then the bus and database.
import { isEntryPoint, runWorkerMain, workerProcess } from '@scoreline/service-host';
import { openRuntime } from './runtime.ts';
import { startWorkers } from './workers/index.ts';

export const startWorkerProcess = workerProcess({
  name: 'prediction-worker',
  openRuntime: (env) => openRuntime(env, 'worker'),
  startWorkers,
});

if (isEntryPoint(import.meta.url)) runWorkerMain('prediction worker', startWorkerProcess);
