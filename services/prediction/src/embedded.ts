// The prediction service inside another process (the gateway's local mode, `npm start`): its own
// config from the environment, its own database and event bus, its workers running, its router
// to mount. stop() stops the workers first, then closes what they use.
import { type EmbeddedService, embedService, type HostOptions } from '@scoreline/service-host';
import { createRouter } from './app.ts';
import type { PredictionContext } from './context.ts';
import { openRuntime } from './runtime.ts';
import { type PredictionWorkers, startWorkers } from './workers/index.ts';

export type EmbeddedPrediction = EmbeddedService<PredictionContext, PredictionWorkers>;

export async function startEmbeddedPrediction(options: { env?: NodeJS.ProcessEnv } & HostOptions = {}): Promise<EmbeddedPrediction> {
  const runtime = await openRuntime(options.env ?? process.env, 'embedded', options);
  return embedService({ runtime, router: createRouter, startWorkers });
}
