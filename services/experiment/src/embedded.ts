// The experiment service inside another process (the gateway's local mode, `npm start`): its own
// config from the environment, its own database and event bus, its worker running, its router to
// mount. stop() stops the worker first, then closes what it uses.
import { type EmbeddedService, embedService, type HostOptions } from '@scoreline/service-host';
import { createRouter } from './app.ts';
import type { ExperimentContext } from './context.ts';
import { openRuntime } from './runtime.ts';
import { type ExperimentWorkers, startWorkers } from './workers/index.ts';

export type EmbeddedExperiment = EmbeddedService<ExperimentContext, ExperimentWorkers>;

export async function startEmbeddedExperiment(options: { env?: NodeJS.ProcessEnv } & HostOptions = {}): Promise<EmbeddedExperiment> {
  const runtime = await openRuntime(options.env ?? process.env, 'embedded', options);
  return embedService({ runtime, router: createRouter, startWorkers });
}
