// What a catalog process opens (its database and event bus, libs/service-host) and the catalog
// built on them; shared by main.ts (API, and workers unless CATALOG_WORKERS=off), worker.ts
// (workers only) and embedded.ts (inside the gateway).
import { type EventServiceRuntime, type HostOptions, openServiceRuntime } from '@scoreline/service-host';
import { loadCatalogConfig } from './config.ts';
import { type CatalogContext, createCatalog } from './context.ts';

export type CatalogRuntime = EventServiceRuntime<CatalogContext>;

export function openRuntime(env: NodeJS.ProcessEnv, component: string, host: HostOptions = {}): Promise<CatalogRuntime> {
  const config = loadCatalogConfig(env);
  return openServiceRuntime({
    name: 'catalog',
    component,
    logLevel: config.LOG_LEVEL,
    dbName: config.CATALOG_DB_NAME,
    mongoUri: config.MONGODB_URI,
    kafkaBrokers: config.KAFKA_BROKERS,
    ...host,
    // The host's namespace (a test in this process) wins over EVENTS_NAMESPACE from the environment.
    eventsNamespace: host.eventsNamespace ?? config.EVENTS_NAMESPACE,
    context: (parts) => createCatalog({ config, ...parts }),
  });
}
