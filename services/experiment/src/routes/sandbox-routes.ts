// The algorithm sandbox (docs/product.md §7, "Algorithm sandbox"): weight sets, experiments, comparison
// and promotion. Every route is bearer; bad input is a 400 `{detail}` before anything is written.
import { API, compareExperimentsRequestSchema, createExperimentRequestSchema, createWeightSetRequestSchema } from '@scoreline/contracts';
import { parseBody, requestIdOf } from '@scoreline/service-kit';
import type { Request, RequestHandler, Router } from 'express';
import type { ExperimentContext } from '../context.ts';
import { compareExperiments } from '../use-cases/compare-experiments.ts';
import { createExperiment } from '../use-cases/create-experiment.ts';
import { createWeightSet } from '../use-cases/create-weight-set.ts';
import { deleteExperiment } from '../use-cases/delete-experiment.ts';
import { deleteWeightSet } from '../use-cases/delete-weight-set.ts';
import { getExperiment } from '../use-cases/get-experiment.ts';
import { listExperiments } from '../use-cases/list-experiments.ts';
import { listWeightSets } from '../use-cases/list-weight-sets.ts';
import { promoteWeightSet } from '../use-cases/promote-weight-set.ts';
import type { WeightSetChangeDeps } from '../use-cases/publish-weight-sets.ts';
import { idParam } from './params.ts';

export function sandboxRoutes(router: Router, context: ExperimentContext, bearer: RequestHandler): void {
  const changeDeps = (req: Request): WeightSetChangeDeps => ({
    weightSets: context.repositories.weightSets,
    publisher: context.publisher,
    clock: context.clock,
    newId: context.newId,
    logger: req.log,
  });

  router.get(API.weightSets.route, bearer, async (_req, res) => {
    res.json(await listWeightSets(context.repositories));
  });

  router.post(API.createWeightSet.route, bearer, async (req, res) => {
    const request = parseBody(req, createWeightSetRequestSchema, { status: 400 });
    res.status(201).json(await createWeightSet({ request, correlationId: requestIdOf(req) }, changeDeps(req)));
  });

  router.delete(API.deleteWeightSet.route, bearer, async (req, res) => {
    const id = idParam(req);
    await deleteWeightSet({ id, correlationId: requestIdOf(req) }, changeDeps(req));
    res.json({ id, deleted: true });
  });

  router.post(API.promoteWeightSet.route, bearer, async (req, res) => {
    res.json(await promoteWeightSet({ id: idParam(req), correlationId: requestIdOf(req) }, changeDeps(req)));
  });

  router.get(API.experiments.route, bearer, async (_req, res) => {
    res.json(await listExperiments(context.repositories));
  });

  router.post(API.createExperiment.route, bearer, async (req, res) => {
    const request = parseBody(req, createExperimentRequestSchema, { status: 400 });
    res.status(201).json(await createExperiment(request, { ...context.repositories, evaluation: context.evaluation, clock: context.clock, newId: context.newId }));
  });

  router.get(API.experiment.route, bearer, async (req, res) => {
    res.json(await getExperiment(idParam(req), context.repositories));
  });

  router.delete(API.deleteExperiment.route, bearer, async (req, res) => {
    const id = idParam(req);
    await deleteExperiment(id, context.repositories);
    res.json({ id, deleted: true });
  });

  router.post(API.compareExperiments.route, bearer, async (req, res) => {
    res.json(await compareExperiments(parseBody(req, compareExperimentsRequestSchema, { status: 400 }), context.repositories));
  });
}
