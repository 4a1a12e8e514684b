import { API } from '@scoreline/contracts';
import type { Router } from 'express';
import { sendPrecomputedJson } from '@scoreline/service-kit';
import type { CatalogContext } from '../context.ts';

export function fixturesRoutes(router: Router, context: CatalogContext): void {
  // Public and hot: served from the in-memory answer, already encoded with its ETag
  // (use-cases/create-current-gameweek-query.ts).
  router.get(API.currentGameweek.route, async (_req, res) => {
    sendPrecomputedJson(res, await context.gameweek.get());
  });
}
