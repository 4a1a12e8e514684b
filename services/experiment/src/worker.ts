// The experiment worker alone (docs/product.md, Architecture: "Modes": services/experiment/dist/worker.js): the
// fixtures read model. Stops on SIGTERM/SIGINT: the worker, then the bus and database.
import {
  isEntryPoint,
  type RunningWorkersWithOperator,
  runWorkerMain,
  runWorkers,
  withWorkerOperator,
  workerOperatorListenOf,
} from '@scoreline/service-host';
import { openRuntime } from './runtime.ts';
import { type ExperimentWorkers, startWorkers } from './workers/index.ts';

export async function startWorkerProcess(env: NodeJS.ProcessEnv = process.env): Promise<RunningWorkersWithOperator<ExperimentWorkers>> {
  const runtime = await openRuntime(env, 'worker');
  // /health, /ready and /metrics for probes and Prometheus where the deployment sets OPERATOR_PORT.
  return withWorkerOperator(await runWorkers(runtime, startWorkers), {
    name: 'experiment-worker',
    logger: runtime.logger,
    listen: workerOperatorListenOf(runtime.context.config),
    readiness: runtime.readiness,
  });
}

if (isEntryPoint(import.meta.url)) runWorkerMain('experiment worker', startWorkerProcess);
