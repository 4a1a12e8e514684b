// Makes a weight set production: publishes weights.promoted, which the prediction service applies and
// recalculates with, and the new list.
import { modelOfWeights, type PromoteWeightSetResponse } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import { publishWeightSets, type WeightSetChangeDeps } from './publish-weight-sets.ts';

export async function promoteWeightSet(
  input: { id: string; correlationId: string },
  deps: WeightSetChangeDeps,
): Promise<PromoteWeightSetResponse> {
  const promoted = await deps.weightSets.promote(input.id, deps.clock());
  if (!promoted) throw AppError.notFound(`Weight set ${input.id} not found`);
  await deps.publisher.publish('weights.promoted', {
    data: {
      weight_set_id: promoted.id,
      name: promoted.name,
      weights: promoted.weights,
      model: modelOfWeights(promoted),
    },
    correlationId: input.correlationId,
  });
  await publishWeightSets(input.correlationId, deps);
  const family = modelOfWeights(promoted).family;
  deps.logger.info(
    { weight_set_id: promoted.id, name: promoted.name, family },
    'weight set promoted to production',
  );
  return {
    message: `Weight set "${promoted.name}" promoted to production`,
    next_step:
      family === 'six_metric'
        ? 'The prediction service is recalculating every prediction with these weights; check GET /api/admin/recalculation-status, then Calculate Accuracy in the admin panel.'
        : 'The prediction service is recalculating every prediction with this Dixon–Coles model; check GET /api/admin/recalculation-status, then Calculate Accuracy in the admin panel.',
    weight_set: promoted,
  };
}
