// Opening and closing what a prediction process depends on, shared by main.ts (API, and workers
// unless PREDICTION_WORKERS=off) and worker.ts (workers only).
import { connectDb } from '@scoreline/db';
import { createEventBus } from '@scoreline/events';
import { createLogger } from '@scoreline/service-kit';
import type { Logger } from 'pino';
import { loadPredictionConfig, type PredictionConfig } from './config.ts';
import { createPrediction, type PredictionContext } from './context.ts';

export interface PredictionRuntime {
  readonly config: Readonly<PredictionConfig>;
  readonly logger: Logger;
  readonly context: PredictionContext;
  /** Stops the event bus, then closes the database. */
  close(): Promise<void>;
}

export async function openRuntime(
  env: NodeJS.ProcessEnv,
  component: string,
  options: { logger?: Logger } = {},
): Promise<PredictionRuntime> {
  const config = loadPredictionConfig(env);
  // The host's logger when embedded in the gateway, else the service's own.
  const logger = (options.logger ?? createLogger({ name: 'prediction', level: config.LOG_LEVEL })).child({ component });
  const db = await connectDb({ dbName: config.PREDICTION_DB_NAME, uri: config.MONGODB_URI, logger });
  try {
    await db.syncIndexes();
    const bus = createEventBus({ clientId: `prediction-${component}`, brokers: config.KAFKA_BROKERS, logger });
    await bus.start();
    const context = createPrediction({ config, logger, db, bus });
    return {
      config,
      logger,
      context,
      async close() {
        await bus.stop();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
