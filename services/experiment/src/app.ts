// The experiment service's HTTP routes as one router (never listens). Standalone, main.ts mounts it
// in createServiceApp; in `npm start` the gateway mounts it the same way beside the other services.
// The router enters only for the experiment service's paths (docs/product.md, Architecture: "Who owns which API
// path"), so its auth never touches another service's requests.
import { createServiceRouter, requireBearer } from '@scoreline/service-kit';
import type { Router } from 'express';
import type { ExperimentContext } from './context.ts';
import { batchTestRoutes } from './routes/batch-test-routes.ts';
import { crossSandboxRoutes } from './routes/cross-sandbox-routes.ts';
import { roundingRoutes } from './routes/rounding-routes.ts';
import { sandboxRoutes } from './routes/sandbox-routes.ts';

export const EXPERIMENT_PATH_PREFIXES = ['/api/sandbox', '/api/rounding-sandbox', '/api/backtest', '/api/cross-sandbox'] as const;

export function createRouter(context: ExperimentContext): Router {
  const router = createServiceRouter(EXPERIMENT_PATH_PREFIXES);
  const bearer = requireBearer(context.config);
  sandboxRoutes(router, context, bearer);
  batchTestRoutes(router, context, bearer);
  roundingRoutes(router, context, bearer);
  crossSandboxRoutes(router, context, bearer);
  return router;
}
