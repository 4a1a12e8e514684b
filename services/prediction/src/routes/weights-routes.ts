import { API, weightUpdateRequestSchema } from '@scoreline/contracts';
import { parseBody, requestIdOf } from '@scoreline/service-kit';
import type { RequestHandler, Router } from 'express';
import type { PredictionContext } from '../context.ts';
import { getWeights } from '../use-cases/get-weights.ts';
import { setWeight } from '../use-cases/set-weight.ts';

export function weightsRoutes(router: Router, context: PredictionContext, admin: RequestHandler): void {
  // Bearer or ?admin_password= (docs/product.md §6): the admin panel reads the weights to verify the password.
  router.get(API.weights.route, admin, async (_req, res) => {
    res.json(await getWeights(context.repositories));
  });

  router.post(API.setWeight.route, admin, async (req, res) => {
    // Validated before anything is written: an unknown name, a value outside 0-1 or a non-number is a 422.
    const { metric, value } = parseBody(req, weightUpdateRequestSchema);
    const weights = await setWeight(
      { metric, value, correlationId: requestIdOf(req) },
      { ...context.repositories, publisher: context.requestPublisher, clock: context.clock, logger: req.log },
    );
    res.json(weights);
  });
}
