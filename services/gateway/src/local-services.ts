import type { RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import { startEmbeddedBlog } from '@scoreline/service-blog';
import { startEmbeddedCatalog } from '@scoreline/service-catalog';
import { startEmbeddedExperiment } from '@scoreline/service-experiment';
import { startEmbeddedPayment } from '@scoreline/service-payment';
import { startEmbeddedPrediction } from '@scoreline/service-prediction';

// Local mode (`npm start`): every service's app mounted in this process and its workers started,
// each with its own configuration from the gateway's environment (so one EVENTS_NAMESPACE and the
// *_DB_NAME variables make the whole instance its own), its own database and its own Kafka
// clients (docs/product.md, Architecture: "Modes"). Services start one after another so that a failure names
// the service; they stop in reverse order.

interface EmbeddedService {
  router: Router | RequestHandler;
  stop(): Promise<void>;
}

export interface LocalServices {
  routers: (Router | RequestHandler)[];
  /** Each started service with its own stop, in start order: the gateway gives each its own stop budget. */
  services: { name: string; stop(): Promise<void> }[];
  /** Stops every started service, in reverse order. */
  stop(): Promise<void>;
}

type Starter = (options: { logger: Logger; env: NodeJS.ProcessEnv }) => Promise<EmbeddedService>;

export const LOCAL_SERVICES: readonly (readonly [name: string, start: Starter])[] = [
  ['catalog', startEmbeddedCatalog],
  ['prediction', startEmbeddedPrediction],
  ['payment', startEmbeddedPayment],
  ['blog', startEmbeddedBlog],
  ['experiment', startEmbeddedExperiment],
];

export async function startLocalServices(logger: Logger, env: NodeJS.ProcessEnv, services = LOCAL_SERVICES): Promise<LocalServices> {
  const started: { name: string; service: EmbeddedService }[] = [];
  const stop = async () => {
    for (const { name, service } of [...started].reverse()) {
      await service.stop().catch((error: unknown) => logger.error({ err: error, service: name }, 'service failed to stop cleanly'));
    }
  };
  try {
    for (const [name, start] of services) {
      const began = Date.now();
      started.push({ name, service: await start({ logger, env }) });
      logger.info({ service: name, ms: Date.now() - began }, 'service started in-process');
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    routers: started.map(({ service }) => service.router),
    services: started.map(({ name, service }) => ({ name, stop: () => service.stop() })),
    stop,
  };
}
