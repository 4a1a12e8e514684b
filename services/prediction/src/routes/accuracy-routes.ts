import { API } from '@scoreline/contracts';
import { parseQuery } from '@scoreline/service-kit';
import type { RequestHandler, Router } from 'express';
import type { PredictionContext } from '../context.ts';
import { parseSeasonScope } from '../domain/season-scope.ts';
import { cachedQualityDiagnostics } from '../use-cases/cached-quality-diagnostics.ts';
import { calculateAccuracy } from '../use-cases/calculate-accuracy.ts';

export function accuracyRoutes(router: Router, context: PredictionContext, bearer: RequestHandler): void {
  router.post(API.calculateAccuracy.route, bearer, async (_req, res) => {
    res.json(await calculateAccuracy({ ...context.repositories, clock: context.clock }));
  });

  // No token (docs/product.md §6): counts and averages only, no premium numbers of the current gameweek
  // beyond the 10-prediction sample the admin panel shows.
  router.get(API.qualityDiagnostics.route, async (req, res) => {
    res.json(await cachedQualityDiagnostics(parseSeasonScope(parseQuery(req, API.qualityDiagnostics.query).season), context));
  });
}
