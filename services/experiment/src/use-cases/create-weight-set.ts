// A new sandbox weight set (six-metric weights or a Dixon–Coles model); names are unique regardless
// of case (409). The new list is published (publish-weight-sets.ts).
import { type createWeightSetRequestSchema, type WeightSet } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import type { z } from 'zod';
import { DuplicateNameError } from '../domain/library-name.ts';
import { publishWeightSets, type WeightSetChangeDeps } from './publish-weight-sets.ts';

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
      {
        id: deps.newId('ws'),
        name,
        description,
        weights,
        ...(model?.family === 'dixon_coles' ? { model } : {}),
      },
      deps.clock(),
    );
  } catch (error) {
    if (error instanceof DuplicateNameError)
      throw AppError.conflict(`A weight set named "${name}" already exists`);
    throw error;
  }
  await publishWeightSets(input.correlationId, deps);
  return created;
}
