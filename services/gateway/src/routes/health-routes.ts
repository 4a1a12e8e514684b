import { API } from '@scoreline/contracts';
import type { Router } from 'express';
import { createServiceRouter, healthStatusCode, runHealthChecks, type HealthChecks } from '@scoreline/service-kit';

/**
 * GET /api/health: the state of the system's dependencies as the edge sees them,
 * 200 `{status:"ok", dependencies}` when all are up, else 503 `{status:"degraded", dependencies}`.
 * Public and cheap: each check is bounded by `timeoutMs`, and failure reasons go to the log only.
 */
export function healthRoutes(deps: { checks: HealthChecks; timeoutMs?: number }): Router {
  const router = createServiceRouter(['/api/health']);
  router.get(API.health.route, async (req, res) => {
    const answer = await runHealthChecks(deps.checks, { logger: req.log, timeoutMs: deps.timeoutMs });
    res.status(healthStatusCode(answer)).json(answer);
  });
  return router;
}
