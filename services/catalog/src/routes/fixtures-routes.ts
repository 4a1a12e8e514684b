import { API } from '@scoreline/contracts';
import type { Router } from 'express';
import type { CatalogContext } from '../context.ts';

export function fixturesRoutes(router: Router, context: CatalogContext): void {
  // Public and hot: served from the in-memory answer (use-cases/get-current-gameweek.ts).
  router.get(API.currentGameweek.route, async (_req, res) => {
    const { body } = await context.gameweek.get();
    res.type('application/json').send(body);
  });
}
