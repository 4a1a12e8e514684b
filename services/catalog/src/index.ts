// @scoreline/service-catalog: what the gateway needs to run the catalog in its own process.
//
// In one call (own config from the environment, own database and event bus):
//   const catalog = await startEmbeddedCatalog({ logger });
//   mount: (app) => app.use(catalog.router)           // inside createServiceApp
//   onShutdown('catalog', () => catalog.stop());
//
// Or piece by piece, with a database and a started bus of the host's making:
//   const context = createCatalog({ config: loadCatalogConfig(), logger, db, bus });
//   app.use(createRouter(context)); const workers = await startWorkers(context);
export { CATALOG_PATH_PREFIXES, createRouter } from './app.ts';
export { type CatalogConfig, catalogConfigSchema, loadCatalogConfig } from './config.ts';
export { type CatalogContext, type CatalogDeps, createCatalog } from './context.ts';
export { type EmbeddedCatalog, startEmbeddedCatalog } from './embedded.ts';
export { type CatalogWorkers, startWorkers } from './workers/index.ts';
