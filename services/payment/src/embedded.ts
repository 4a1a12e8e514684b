// The payment service inside another process (the gateway's local mode, `npm start`): its own
// config from the environment, its own database and event bus, its workers running, its router
// to mount. stop() stops the workers first, then closes what they use.
import { type EmbeddedService, embedService, type HostOptions } from '@scoreline/service-host';
import { createRouter } from './app.ts';
import type { PaymentContext } from './context.ts';
import { openRuntime } from './runtime.ts';
import { type PaymentWorkers, startWorkers } from './workers/index.ts';

export type EmbeddedPayment = EmbeddedService<PaymentContext, PaymentWorkers>;

export async function startEmbeddedPayment(options: { env?: NodeJS.ProcessEnv } & HostOptions = {}): Promise<EmbeddedPayment> {
  const runtime = await openRuntime(options.env ?? process.env, 'embedded', options);
  return embedService({ runtime, router: createRouter, startWorkers });
}
