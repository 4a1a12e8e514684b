import type { Express, Router } from 'express';
import type { Logger } from 'pino';
import { createServiceApp, type HealthChecks } from '@scoreline/service-kit';
import { healthRoutes } from './routes/health.ts';

export interface GatewayDeps {
  logger: Logger;
  /** Dependency checks behind /api/health and /ready, e.g. `{ kafka, mongodb }`; main.ts wires real ones. */
  checks: HealthChecks;
  /** Each service's `createApp(deps)` router, mounted at the root in this order (libs/service-kit README, "Mounting"). */
  services?: readonly Router[];
  healthTimeoutMs?: number;
  /** prom-client process metrics (default true; tests building many apps turn them off). */
  defaultMetrics?: boolean;
}

/**
 * The gateway app, never listening: the gateway's own routes first, then every mounted service's
 * router; the one 404 and the one error handler come after all of them (createServiceApp), so no
 * service can answer for another's paths.
 */
export function createApp(deps: GatewayDeps): Express {
  return createServiceApp({
    name: 'gateway',
    logger: deps.logger,
    readiness: deps.checks,
    readinessTimeoutMs: deps.healthTimeoutMs,
    defaultMetrics: deps.defaultMetrics,
    mount: (app) => {
      app.use(healthRoutes({ checks: deps.checks, timeoutMs: deps.healthTimeoutMs }));
      for (const service of deps.services ?? []) app.use(service);
    },
  });
}
