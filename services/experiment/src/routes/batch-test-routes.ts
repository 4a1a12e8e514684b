// The admin panel's batch weight test and progressive backtest (docs/product.md §7, "Admin: batch test
// and backtest"); bearer.
import { API, progressiveBacktestRequestSchema } from '@scoreline/contracts';
import { parseBody } from '@scoreline/service-kit';
import type { RequestHandler, Router } from 'express';
import type { ExperimentContext } from '../context.ts';
import { getBatchTestDiagnostic } from '../use-cases/get-batch-test-diagnostic.ts';
import { getLatestBacktest } from '../use-cases/get-latest-backtest.ts';
import { runBatchWeightTest } from '../use-cases/run-batch-weight-test.ts';
import { runProgressiveBacktest } from '../use-cases/run-progressive-backtest.ts';

export function batchTestRoutes(router: Router, context: ExperimentContext, bearer: RequestHandler): void {
  const deps = { ...context.repositories, evaluation: context.evaluation, clock: context.clock, newId: context.newId };

  router.get(API.batchTestDiagnostic.route, bearer, async (_req, res) => {
    res.json(await getBatchTestDiagnostic(deps));
  });

  router.post(API.batchTestWeights.route, bearer, async (_req, res) => {
    res.json(await runBatchWeightTest(deps));
  });

  router.post(API.progressiveBacktest.route, bearer, async (req, res) => {
    res.json(await runProgressiveBacktest(parseBody(req, progressiveBacktestRequestSchema, { status: 400 }), deps));
  });

  router.get(API.progressiveBacktestDetailed.route, bearer, async (_req, res) => {
    res.json(await getLatestBacktest(deps));
  });
}
