import { API } from '@scoreline/contracts';
import { requestIdOf, requireAdmin } from '@scoreline/service-kit';
import type { Router } from 'express';
import type { CatalogContext } from '../context.ts';
import { getRefreshStatus, type RefreshStatusDeps } from '../use-cases/get-refresh-status.ts';
import { requestSeasonRefresh } from '../use-cases/request-season-refresh.ts';
import { scheduledRefreshDeps } from '../refresh-schedule-deps.ts';

export function refreshRoutes(router: Router, context: CatalogContext): void {
  // Bearer or ?admin_password= (docs/product.md §6); the empty body is ignored.
  router.post(API.refreshSeason.route, requireAdmin(context.config, { budget: context.adminPasswordBudget }), async (req, res) => {
    const accepted = await requestSeasonRefresh(
      { season: String(req.params.season), correlationId: requestIdOf(req) },
      {
        refreshRuns: context.repositories.refreshRuns,
        publisher: context.requestPublisher,
        seasons: context.seasons,
        defaultSource: context.providers.defaultSource,
        clock: context.clock,
        logger: req.log,
      },
    );
    res.status(202).json(accepted);
  });

  // Polled every 2 s by the admin panel; carries only progress counters, so it needs no token.
  router.get(API.refreshStatus.route, async (_req, res) => {
    res.json(await getRefreshStatus(refreshStatusDeps(context)));
  });
}

/** The status reads the schedule as the scheduler computes it (the same settings and live season). */
function refreshStatusDeps(context: CatalogContext): RefreshStatusDeps {
  return { ...scheduledRefreshDeps(context, 'status'), scheduled: context.config.CATALOG_SCHEDULE === 'on' };
}
