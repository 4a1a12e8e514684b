// The catalog's HTTP routes as one router (never listens). Standalone, main.ts mounts it in
// createServiceApp; in `npm start` the gateway mounts it the same way beside the other services.
// The router enters only for the catalog's paths (docs/product.md, Architecture: "Who owns which API path"),
// so its auth middleware can never touch another service's requests.
import { createServiceRouter } from '@scoreline/service-kit';
import type { Router } from 'express';
import type { CatalogContext } from './context.ts';
import { diagnosticsRoutes } from './routes/diagnostics-routes.ts';
import { fixturesRoutes } from './routes/fixtures-routes.ts';
import { refreshRoutes } from './routes/refresh-routes.ts';

export const CATALOG_PATH_PREFIXES = [
  '/api/fixtures',
  '/api/refresh',
  '/api/diagnostics/fixtures',
  '/api/diagnostics/season-completeness',
  '/api/diagnostics/progressive-sample',
] as const;

export function createRouter(context: CatalogContext): Router {
  const router = createServiceRouter(CATALOG_PATH_PREFIXES);
  fixturesRoutes(router, context);
  refreshRoutes(router, context);
  diagnosticsRoutes(router, context);
  return router;
}
