// The catalog's workers alone, for deployments that scale ingestion apart from the API
// (docs/product.md, Architecture: "Modes": services/catalog/dist/worker.js). API replicas then pick up changes
// through the gameweek cache's TTL. Stops on SIGTERM/SIGINT: the workers, then the bus and database.
import {
  isEntryPoint,
  type RunningWorkersWithOperator,
  runWorkerMain,
  runWorkers,
  withWorkerOperator,
  workerOperatorListenOf,
} from '@scoreline/service-host';
import { openRuntime } from './runtime.ts';
import { type CatalogWorkers, startWorkers } from './workers/index.ts';

export async function startWorkerProcess(env: NodeJS.ProcessEnv = process.env): Promise<RunningWorkersWithOperator<CatalogWorkers>> {
  const runtime = await openRuntime(env, 'worker');
  // /health, /ready and /metrics for probes and Prometheus where the deployment sets OPERATOR_PORT.
  return withWorkerOperator(await runWorkers(runtime, startWorkers), {
    name: 'catalog-worker',
    logger: runtime.logger,
    listen: workerOperatorListenOf(runtime.context.config),
    readiness: runtime.readiness,
  });
}

if (isEntryPoint(import.meta.url)) runWorkerMain('catalog worker', startWorkerProcess);
