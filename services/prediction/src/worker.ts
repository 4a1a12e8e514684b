// The prediction workers alone, for deployments that scale recalculation apart from the API
// (docs/product.md, Architecture: "Modes": services/prediction/dist/worker.js). Stops on SIGTERM/SIGINT: the
// workers, then the bus and database.
import {
  isEntryPoint,
  type RunningWorkersWithOperator,
  runWorkerMain,
  runWorkers,
  withWorkerOperator,
  workerOperatorListenOf,
} from '@scoreline/service-host';
import { openRuntime } from './runtime.ts';
import { type PredictionWorkers, startWorkers } from './workers/index.ts';

export async function startWorkerProcess(env: NodeJS.ProcessEnv = process.env): Promise<RunningWorkersWithOperator<PredictionWorkers>> {
  const runtime = await openRuntime(env, 'worker');
  // /health, /ready and /metrics for probes and Prometheus where the deployment sets OPERATOR_PORT.
  return withWorkerOperator(await runWorkers(runtime, startWorkers), {
    name: 'prediction-worker',
    logger: runtime.logger,
    listen: workerOperatorListenOf(runtime.context.config),
    readiness: runtime.readiness,
  });
}

if (isEntryPoint(import.meta.url)) runWorkerMain('prediction worker', startWorkerProcess);
