// The smart-rounding sandbox (docs/product.md §7, "Rounding sandbox"); bearer.
import { API, createRoundingConfigRequestSchema } from '@scoreline/contracts';
import { parseBody, requestIdOf } from '@scoreline/service-kit';
import type { RequestHandler, Router } from 'express';
import type { ExperimentContext } from '../context.ts';
import { createRoundingConfig } from '../use-cases/create-rounding-config.ts';
import { deleteRoundingConfig } from '../use-cases/delete-rounding-config.ts';
import { getProductionRoundingConfig } from '../use-cases/get-production-rounding-config.ts';
import { listRoundingConfigs } from '../use-cases/list-rounding-configs.ts';
import { promoteRoundingConfig } from '../use-cases/promote-rounding-config.ts';
import { runRoundingBatch } from '../use-cases/run-rounding-batch.ts';
import { idParam } from './params.ts';

export function roundingRoutes(router: Router, context: ExperimentContext, bearer: RequestHandler): void {
  const { repositories } = context;

  router.get(API.roundingConfigs.route, bearer, async (_req, res) => {
    res.json(await listRoundingConfigs(repositories));
  });

  router.get(API.productionRoundingConfig.route, bearer, async (_req, res) => {
    res.json(await getProductionRoundingConfig(repositories));
  });

  router.post(API.createRoundingConfig.route, bearer, async (req, res) => {
    const request = parseBody(req, createRoundingConfigRequestSchema, { status: 400 });
    res.status(201).json(await createRoundingConfig(request, { roundingConfigs: repositories.roundingConfigs, clock: context.clock, newId: context.newId }));
  });

  router.delete(API.deleteRoundingConfig.route, bearer, async (req, res) => {
    const id = idParam(req);
    await deleteRoundingConfig(id, repositories);
    res.json({ id, deleted: true });
  });

  router.post(API.promoteRoundingConfig.route, bearer, async (req, res) => {
    res.json(
      await promoteRoundingConfig(
        { id: idParam(req), correlationId: requestIdOf(req) },
        { roundingConfigs: repositories.roundingConfigs, publisher: context.publisher, clock: context.clock, logger: req.log },
      ),
    );
  });

  router.post(API.roundingBatchTest.route, bearer, async (_req, res) => {
    res.json(await runRoundingBatch({ ...repositories, evaluation: context.evaluation }));
  });
}
