// The payment service as a process: its HTTP API on PORT (8103) and, unless PAYMENT_WORKERS=off,
// the fixtures read-model worker. Stops gracefully on SIGTERM/SIGINT: HTTP drains first, then the
// worker, the event bus and the database.
import { pathToFileURL } from 'node:url';
import { type RunningServer, createServiceApp, startHttpServer } from '@scoreline/service-kit';
import { createApp } from './app.ts';
import { openRuntime } from './runtime.ts';
import { type PaymentWorkers, startWorkers } from './workers/index.ts';

export interface RunningPayment {
  readonly server: RunningServer;
  readonly workers: PaymentWorkers | null;
}

export async function start(env: NodeJS.ProcessEnv = process.env): Promise<RunningPayment> {
  const runtime = await openRuntime(env);
  const { config, logger, context } = runtime;
  const app = createServiceApp({
    name: 'payment',
    logger,
    mount: (root) => root.use(createApp(context)),
    readiness: {
      mongodb: async () => assertUp(await context.db.health()),
      kafka: async () => assertUp(await context.bus.health()),
    },
  });
  const server = await startHttpServer(app, { port: config.PORT, host: config.HOST, logger });
  // Closers run in reverse order: the worker first, then the bus and database it uses.
  server.onShutdown('event bus and database', () => runtime.close());
  const workers = config.PAYMENT_WORKERS === 'on' ? await startWorkers(context) : null;
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
