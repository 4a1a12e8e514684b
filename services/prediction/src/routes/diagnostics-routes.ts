import { API } from '@scoreline/contracts';
import { parseQuery, verifyBearer } from '@scoreline/service-kit';
import type { Router } from 'express';
import type { PredictionContext } from '../context.ts';
import { parseFixtureIdParam } from '../domain/fixture-id.ts';
import { cachedPredictionSample } from '../use-cases/cached-prediction-sample.ts';
import { cachedProductionAccuracyBreakdown } from '../use-cases/cached-production-accuracy-breakdown.ts';
import { cachedSandboxComparison } from '../use-cases/cached-sandbox-comparison.ts';

// These three are called without a token (docs/product.md §6).
export function diagnosticsRoutes(router: Router, context: PredictionContext): void {
  router.get(API.predictionSample.route, async (req, res) => {
    const { fixture_id } = parseQuery(req, API.predictionSample.query, { status: 400 });
    const fixtureId = fixture_id === undefined ? undefined : parseFixtureIdParam(fixture_id);
    res.json(await cachedPredictionSample({ fixtureId }, context));
  });

  // Public, but an administrator's bearer token adds the model-against-market figure: closing odds
  // are third-party data kept from visitors. A token that is sent but not valid is refused rather
  // than silently answered as a visitor.
  router.get(API.productionAccuracyBreakdown.route, async (req, res) => {
    const bearer = verifyBearer(context.config, req.headers.authorization);
    if (bearer && !bearer.ok) throw bearer.error;
    res.json(await cachedProductionAccuracyBreakdown({ includeMarket: bearer?.ok === true }, context));
  });

  router.get(API.compareSandboxProduction.route, async (req, res) => {
    res.json(await cachedSandboxComparison({ weightSetName: String(req.params.weightSetName) }, context));
  });
}
