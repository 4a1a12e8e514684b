// The prediction service as a process: its HTTP API on PORT (8102) and, unless
// PREDICTION_WORKERS=off, its workers (fixtures and access read models, recalculation, promoted
// settings). Stops gracefully on SIGTERM/SIGINT: HTTP drains first, then the workers, the event
// bus and the database.
import { operatorListenOf } from '@scoreline/service-kit';
import { isEntryPoint, type RunningService, runMain, runServiceProcess } from '@scoreline/service-host';
import { createRouter } from './app.ts';
import { openRuntime } from './runtime.ts';
import { type PredictionWorkers, startWorkers } from './workers/index.ts';

export async function start(env: NodeJS.ProcessEnv = process.env): Promise<RunningService<PredictionWorkers>> {
  const runtime = await openRuntime(env, 'api');
  const { config } = runtime.context;
  return runServiceProcess({
    name: 'prediction',
    port: config.PORT,
    operator: operatorListenOf(config),
    host: config.HOST,
    runtime,
    router: createRouter,
    startWorkers: config.PREDICTION_WORKERS === 'on' ? startWorkers : undefined,
  });
}

if (isEntryPoint(import.meta.url)) runMain(start);
