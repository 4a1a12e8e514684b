// The payment service inside another process (the gateway's local mode, `npm start`): its own
// config from the environment, its own database and event bus, its workers running, its router
// to mount. stop() stops the workers first, then closes what they use.
import type { Router } from 'express';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { openRuntime } from './runtime.ts';
import { startWorkers } from './workers/index.ts';

export interface EmbeddedPayment {
  router: Router;
  stop(): Promise<void>;
}

export async function startEmbeddedPayment(options: { logger?: Logger; env?: NodeJS.ProcessEnv } = {}): Promise<EmbeddedPayment> {
  const runtime = await openRuntime(options.env ?? process.env, { logger: options.logger });
  try {
    const workers = await startWorkers(runtime.context);
    let stopping: Promise<void> | undefined;
    return {
      router: createApp(runtime.context),
      stop() {
        stopping ??= workers.stop().finally(() => runtime.close());
        return stopping;
      },
    };
  } catch (error) {
    await runtime.close();
    throw error;
  }
}
