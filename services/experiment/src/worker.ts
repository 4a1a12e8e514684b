// The experiment worker alone (docs/product.md, Architecture: "Modes": services/experiment/dist/worker.js): the
// fixtures read model. Stops on SIGTERM/SIGINT: the worker, then the bus and database.
import { isEntryPoint, type RunningWorkers, runWorkerMain, runWorkers } from '@scoreline/service-host';
import { openRuntime } from './runtime.ts';
import { type ExperimentWorkers, startWorkers } from './workers/index.ts';

export async function startWorkerProcess(env: NodeJS.ProcessEnv = process.env): Promise<RunningWorkers<ExperimentWorkers>> {
  return runWorkers(await openRuntime(env, 'worker'), startWorkers);
}

if (isEntryPoint(import.meta.url)) runWorkerMain('experiment worker', startWorkerProcess);
