// The payment service as a process: its HTTP API on PORT (8103) and, unless PAYMENT_WORKERS=off,
// the fixtures read-model worker. Stops gracefully on SIGTERM/SIGINT: HTTP drains first, then the
// worker, the event bus and the database.
import { operatorListenOf } from '@scoreline/service-kit';
import { isEntryPoint, type RunningService, runMain, runServiceProcess } from '@scoreline/service-host';
import { createRouter } from './app.ts';
import { openRuntime } from './runtime.ts';
import { type PaymentWorkers, startWorkers } from './workers/index.ts';

export async function start(env: NodeJS.ProcessEnv = process.env): Promise<RunningService<PaymentWorkers>> {
  const runtime = await openRuntime(env, 'api');
  const { config } = runtime.context;
  return runServiceProcess({
    name: 'payment',
    port: config.PORT,
    operator: operatorListenOf(config),
    host: config.HOST,
    runtime,
    router: createRouter,
    startWorkers: config.PAYMENT_WORKERS === 'on' ? startWorkers : undefined,
  });
}

if (isEntryPoint(import.meta.url)) runMain(start);
