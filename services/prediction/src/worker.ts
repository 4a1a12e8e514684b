// The prediction workers alone, for deployments that scale recalculation apart from the API
// (docs/product.md, Architecture: "Modes": services/prediction/dist/worker.js). Stops on SIGTERM/SIGINT: the
// workers, then the bus and database.
import { isEntryPoint, type RunningWorkers, runWorkerMain, runWorkers } from '@scoreline/service-host';
import { openRuntime } from './runtime.ts';
import { type PredictionWorkers, startWorkers } from './workers/index.ts';

export async function startWorkerProcess(env: NodeJS.ProcessEnv = process.env): Promise<RunningWorkers<PredictionWorkers>> {
  return runWorkers(await openRuntime(env, 'worker'), startWorkers);
}

if (isEntryPoint(import.meta.url)) runWorkerMain('prediction worker', startWorkerProcess);
