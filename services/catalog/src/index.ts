// @scoreline/service-catalog: what the gateway needs to run the catalog in its own process.
//
//   const catalog = createCatalog({ config: loadCatalogConfig(), logger, db, bus });
//   mount: (app) => app.use(createApp(catalog))      // inside createServiceApp
//   const workers = await startWorkers(catalog);      // consumers + first-start snapshot ingest
//   onShutdown('catalog workers', () => workers.stop());
//
// `db` is connectDb({ dbName: config.CATALOG_DB_NAME }) and `bus` a started createEventBus().
export { CATALOG_PATH_PREFIXES, createApp } from './app.ts';
export { type CatalogConfig, catalogConfigSchema, loadCatalogConfig } from './config.ts';
export { type CatalogContext, type CatalogDeps, createCatalog } from './context.ts';
export { type CatalogWorkers, startWorkers } from './workers/index.ts';
