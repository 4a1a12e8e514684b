// The experiment worker alone (docs/product.md, Architecture: "Modes": services/experiment/dist/worker.js): the
// fixtures read model. Stops on SIGTERM/SIGINT: the worker, then the bus and database.
import { isEntryPoint, runWorkerMain, workerProcess } from '@scoreline/service-host';
import { openRuntime } from './runtime.ts';
import { startWorkers } from './workers/index.ts';

export const startWorkerProcess = workerProcess({
  name: 'experiment-worker',
  openRuntime: (env) => openRuntime(env, 'worker'),
  startWorkers,
});

if (isEntryPoint(import.meta.url)) runWorkerMain('experiment worker', startWorkerProcess);
