// The prediction service's HTTP routes as one router (never listens). Standalone, main.ts mounts it
// in createServiceApp; in `npm start` the gateway mounts it the same way beside the other services.
// The router enters only for the prediction service's paths (docs/product.md, Architecture: "Who owns which API
// path"), so its auth middleware can never touch another service's requests.
import { createServiceRouter, requireAdmin, requireBearer } from '@scoreline/service-kit';
import type { Router } from 'express';
import type { PredictionContext } from './context.ts';
import { accuracyRoutes } from './routes/accuracy-routes.ts';
import { adminRoutes } from './routes/admin-routes.ts';
import { calibrationRoutes } from './routes/calibration-routes.ts';
import { diagnosticsRoutes } from './routes/diagnostics-routes.ts';
import { translateDomainErrors } from './routes/domain-errors.ts';
import { predictionRoutes } from './routes/prediction-routes.ts';
import { trackRecordRoutes } from './routes/track-record-routes.ts';
import { weightsRoutes } from './routes/weights-routes.ts';

export const PREDICTION_PATH_PREFIXES = [
  '/api/prediction',
  '/api/weights',
  '/api/accuracy',
  '/api/predictions',
  '/api/admin',
  '/api/diagnostics/prediction-sample',
  '/api/diagnostics/production-accuracy-breakdown',
  '/api/diagnostics/compare-sandbox-production',
  '/api/track-record',
] as const;

export function createRouter(context: PredictionContext): Router {
  const router = createServiceRouter(PREDICTION_PATH_PREFIXES);
  // The failed-password budget is the product's (AUTH_DB_NAME), shared with the gateway's login and the catalog.
  const admin = requireAdmin(context.config, { budget: context.adminPasswordBudget });
  const bearer = requireBearer(context.config);
  predictionRoutes(router, context);
  weightsRoutes(router, context, admin);
  accuracyRoutes(router, context, bearer);
  diagnosticsRoutes(router, context);
  adminRoutes(router, context, bearer);
  calibrationRoutes(router, context, bearer);
  trackRecordRoutes(router, context);
  router.use(translateDomainErrors);
  return router;
}
