// The experiment service as a process: its HTTP API on PORT (8104) and, unless
// EXPERIMENT_WORKERS=off, its fixtures read-model worker. Stops gracefully on SIGTERM/SIGINT: HTTP
// drains first, then the worker, the event bus and the database.
import { operatorListenOf } from '@scoreline/service-kit';
import { isEntryPoint, type RunningService, runMain, runServiceProcess } from '@scoreline/service-host';
import { createRouter } from './app.ts';
import { openRuntime } from './runtime.ts';
import { type ExperimentWorkers, startWorkers } from './workers/index.ts';

export async function start(env: NodeJS.ProcessEnv = process.env): Promise<RunningService<ExperimentWorkers>> {
  const runtime = await openRuntime(env, 'api');
  const { config } = runtime.context;
  return runServiceProcess({
    name: 'experiment',
    port: config.PORT,
    operator: operatorListenOf(config),
    host: config.HOST,
    runtime,
    router: createRouter,
    startWorkers: config.EXPERIMENT_WORKERS === 'on' ? startWorkers : undefined,
  });
}

if (isEntryPoint(import.meta.url)) runMain(start);
