// Opening and closing what a catalog process depends on, shared by main.ts (API, and workers
// unless CATALOG_WORKERS=off) and worker.ts (workers only).
import { connectDb } from '@scoreline/db';
import { createEventBus } from '@scoreline/events';
import { createLogger } from '@scoreline/service-kit';
import type { Logger } from 'pino';
import { type CatalogConfig, loadCatalogConfig } from './config.ts';
import { type CatalogContext, createCatalog } from './context.ts';

export interface CatalogRuntime {
  readonly config: Readonly<CatalogConfig>;
  readonly logger: Logger;
  readonly context: CatalogContext;
  /** Stops the event bus, then closes the database. */
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** The host's logger (the gateway's); else a catalog logger at LOG_LEVEL. */
  logger?: Logger | undefined;
  /** Topic and group-id prefix of the event bus (tests, several environments on one cluster). */
  eventsNamespace?: string | undefined;
}

export async function openRuntime(
  env: NodeJS.ProcessEnv,
  component: string,
  options: RuntimeOptions = {},
): Promise<CatalogRuntime> {
  const config = loadCatalogConfig(env);
  const logger = (options.logger ?? createLogger({ name: 'catalog', level: config.LOG_LEVEL })).child({
    component: `catalog.${component}`,
  });
  const db = await connectDb({ dbName: config.CATALOG_DB_NAME, uri: config.MONGODB_URI, logger });
  try {
    await db.syncIndexes();
    const bus = createEventBus({
      clientId: `catalog-${component}`,
      brokers: config.KAFKA_BROKERS,
      logger,
      namespace: options.eventsNamespace,
    });
    await bus.start();
    const context = createCatalog({ config, logger, db, bus });
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
