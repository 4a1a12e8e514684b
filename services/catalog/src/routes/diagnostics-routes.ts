import { API } from '@scoreline/contracts';
import { parseQuery, requireBearer } from '@scoreline/service-kit';
import type { Router } from 'express';
import type { CatalogContext } from '../context.ts';
import { getFixtureDiagnostics } from '../use-cases/get-fixture-diagnostics.ts';
import { getCachedProgressiveSample } from '../use-cases/get-cached-progressive-sample.ts';
import { getSeasonCompleteness } from '../use-cases/get-season-completeness.ts';

export function diagnosticsRoutes(router: Router, context: CatalogContext): void {
  const { fixtures, predictions } = context.repositories;

  router.get(API.fixtureDiagnostics.route, requireBearer(context.config), async (_req, res) => {
    res.json(await getFixtureDiagnostics({ fixtures, predictions }));
  });

  // No token (docs/product.md §6): these reveal only counts and past results.
  router.get(API.seasonCompleteness.route, async (req, res) => {
    res.json(
      await getSeasonCompleteness(
        { season: String(req.params.season) },
        { fixtures, seasons: context.seasons },
      ),
    );
  });

  router.get(API.progressiveSample.route, async (req, res) => {
    const query = parseQuery(req, API.progressiveSample.query, { status: 400 });
    res.json(await getCachedProgressiveSample(query, { fixtures, seasons: context.seasons, diagnosticsCache: context.diagnosticsCache }));
  });
}
