// The algorithm sandbox's weight sets: list (with the production weights), create, delete, promote.
// Each change publishes the new list (publish-weight-sets.ts); a promotion also publishes
// weights.promoted, which the prediction service applies and recalculates with.
import { type createWeightSetRequestSchema, modelOfWeights, type PromoteWeightSetResponse, type WeightSet, type WeightSetsResponse } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import type { z } from 'zod';
import { DuplicateNameError } from '../repositories/weight-sets-repository.ts';
import type { Clock, IdFactory, Logger, Publisher, Repositories } from './ports.ts';
import { productionSettings } from './production-settings.ts';
import { publishWeightSets } from './publish-weight-sets.ts';

type WeightSetDeps = Pick<Repositories, 'weightSets' | 'roundingConfigs'>;

export interface WeightSetChangeDeps {
  weightSets: Repositories['weightSets'];
  publisher: Publisher;
  clock: Clock;
  newId: IdFactory;
  logger: Logger;
}

export async function listWeightSets(deps: WeightSetDeps): Promise<WeightSetsResponse> {
  const [sets, production] = await Promise.all([deps.weightSets.list(), productionSettings(deps)]);
  return { sandbox_weight_sets: sets, production_weights: production.weights.weights };
}

export async function createWeightSet(
  input: { request: z.output<typeof createWeightSetRequestSchema>; correlationId: string },
  deps: WeightSetChangeDeps,
): Promise<WeightSet> {
  const { name, description, model } = input.request;
  // A six-metric model is its weights; a Dixon–Coles set keeps the default weights (docs/product.md
  // §3) beside its parameters (or the ones sent), so every reader of the six weights still has
  // them.
  const weights = model?.family === 'six_metric' ? model.weights : input.request.weights;
  let created: WeightSet;
  try {
    created = await deps.weightSets.create(
      { id: deps.newId('ws'), name, description, weights, ...(model?.family === 'dixon_coles' ? { model } : {}) },
      deps.clock(),
    );
  } catch (error) {
    if (error instanceof DuplicateNameError) throw AppError.conflict(`A weight set named "${name}" already exists`);
    throw error;
  }
  await publishWeightSets(input.correlationId, deps);
  return created;
}

export async function deleteWeightSet(input: { id: string; correlationId: string }, deps: WeightSetChangeDeps): Promise<void> {
  const set = await deps.weightSets.findById(input.id);
  if (!set) throw AppError.notFound(`Weight set ${input.id} not found`);
  if (set.status === 'promoted') {
    throw AppError.conflict(`Weight set "${set.name}" is the production weights and cannot be deleted; promote another set first`);
  }
  await deps.weightSets.delete(input.id);
  await publishWeightSets(input.correlationId, deps);
}

export async function promoteWeightSet(input: { id: string; correlationId: string }, deps: WeightSetChangeDeps): Promise<PromoteWeightSetResponse> {
  const promoted = await deps.weightSets.promote(input.id, deps.clock());
  if (!promoted) throw AppError.notFound(`Weight set ${input.id} not found`);
  await deps.publisher.publish('weights.promoted', {
    data: { weight_set_id: promoted.id, name: promoted.name, weights: promoted.weights, model: modelOfWeights(promoted) },
    correlationId: input.correlationId,
  });
  await publishWeightSets(input.correlationId, deps);
  const family = modelOfWeights(promoted).family;
  deps.logger.info({ weight_set_id: promoted.id, name: promoted.name, family }, 'weight set promoted to production');
  return {
    message: `Weight set "${promoted.name}" promoted to production`,
    next_step:
      family === 'six_metric'
        ? 'The prediction service is recalculating every prediction with these weights; check GET /api/admin/recalculation-status, then Calculate Accuracy in the admin panel.'
        : 'The prediction service is recalculating every prediction with this Dixon–Coles model; check GET /api/admin/recalculation-status, then Calculate Accuracy in the admin panel.',
    weight_set: promoted,
  };
}
