import { API } from '@scoreline/contracts';
import { parseQuery, requestIdOf } from '@scoreline/service-kit';
import type { RequestHandler, Router } from 'express';
import type { PredictionContext } from '../context.ts';
import { checkPredictedOutcomes } from '../use-cases/check-predicted-outcomes.ts';
import { getRecalculationStatus } from '../use-cases/get-recalculation-status.ts';
import { migratePredictedOutcomes } from '../use-cases/migrate-predicted-outcomes.ts';
import { previewCurrentGameweek } from '../use-cases/preview-current-gameweek.ts';
import { recalculatePredictions } from '../use-cases/recalculate-predictions.ts';
import { requestRecalculation } from '../use-cases/request-recalculation.ts';
import { updatePredictionOutcomes } from '../use-cases/update-outcomes.ts';
import { validateSmartRounding } from '../use-cases/validate-smart-rounding.ts';

// Every admin call here needs the bearer token (docs/product.md §7).
export function adminRoutes(router: Router, context: PredictionContext, bearer: RequestHandler): void {
  const { repositories: r, publisher } = context;

  // 202: the request goes to the recalculation workers over Kafka, so any replica may do the work.
  // One event through the fail-fast publisher: 503 in seconds while the broker is down, never a
  // request held for the producer's half-minute of retries.
  router.post(API.recalculate.route, bearer, async (req, res) => {
    const accepted = await requestRecalculation(
      { reason: 'admin_request', correlationId: requestIdOf(req) },
      { fixtures: r.fixtures, recalculationRuns: r.recalculationRuns, publisher: context.requestPublisher, logger: req.log, clock: context.clock },
    );
    res.status(202).json(accepted);
  });

  router.get(API.recalculationStatus.route, bearer, async (req, res) => {
    const { correlation_id } = parseQuery(req, API.recalculationStatus.query);
    res.json(await getRecalculationStatus({ correlationId: correlation_id }, r));
  });

  // Step 2 of the smart-rounding migration: the admin panel waits for the counts, and a whole
  // recalculation takes about a second, so this one runs in the request.
  router.post(API.recalculateWithDbMetrics.route, bearer, async (req, res) => {
    res.json(
      await recalculatePredictions(
        { reason: 'migration', correlationId: requestIdOf(req) },
        { ...r, publisher, clock: context.clock, logger: req.log, recalculations: context.recalculations },
      ),
    );
  });

  router.get(API.checkPredictedOutcomes.route, bearer, async (_req, res) => {
    res.json(await checkPredictedOutcomes(r));
  });

  router.post(API.migratePredictedOutcomes.route, bearer, async (req, res) => {
    res.json(await migratePredictedOutcomes({ correlationId: requestIdOf(req) }, { ...r, publisher }));
  });

  router.get(API.validateSmartRounding.route, bearer, async (_req, res) => {
    res.json(await validateSmartRounding(r));
  });

  router.get(API.previewCurrentGameweek.route, bearer, async (_req, res) => {
    res.json(await previewCurrentGameweek({ ...r, clock: context.clock }));
  });

  router.post(API.updateOutcomes.route, bearer, async (req, res) => {
    res.json(await updatePredictionOutcomes({ correlationId: requestIdOf(req) }, { ...r, publisher }));
  });
}
