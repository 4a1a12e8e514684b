// The prediction service as a process: its HTTP API on PORT (8102) and, unless
// PREDICTION_WORKERS=off, its workers (fixtures and access read models, recalculation, promoted
// settings). Stops gracefully on SIGTERM/SIGINT: HTTP drains first, then the workers, the event
// bus and the database.
import { pathToFileURL } from 'node:url';
import { createServiceApp, type RunningServer, startHttpServer } from '@scoreline/service-kit';
import { createApp } from './app.ts';
import { openRuntime } from './runtime.ts';
import { type PredictionWorkers, startWorkers } from './workers/index.ts';

export interface RunningPrediction {
  readonly server: RunningServer;
  readonly workers: PredictionWorkers | null;
}

export async function start(env: NodeJS.ProcessEnv = process.env): Promise<RunningPrediction> {
  const runtime = await openRuntime(env, 'api');
  const { config, logger, context } = runtime;
  const app = createServiceApp({
    name: 'prediction',
    logger,
    mount: (root) => root.use(createApp(context)),
    readiness: {
      mongodb: async () => assertUp(await context.db.health()),
      kafka: async () => assertUp(await context.bus.health()),
    },
  });
  const server = await startHttpServer(app, { port: config.PORT, host: config.HOST, logger });
  // Closers run in reverse order: workers first, then the bus and database they use.
  server.onShutdown('event bus and database', () => runtime.close());
  const workers = config.PREDICTION_WORKERS === 'on' ? await startWorkers(context) : null;
  if (workers) server.onShutdown('workers', () => workers.stop());
  return { server, workers };
}

function assertUp(health: { state: 'up' | 'down'; detail?: string }): void {
  if (health.state !== 'up') throw new Error(health.detail ?? 'down');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  start().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
