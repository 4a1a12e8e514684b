// Deletes a sandbox weight set, never the production one (409: promote another first); the new list
// is published.
import { AppError } from '@scoreline/service-kit';
import { publishWeightSets, type WeightSetChangeDeps } from './publish-weight-sets.ts';

export async function deleteWeightSet(
  input: { id: string; correlationId: string },
  deps: WeightSetChangeDeps,
): Promise<void> {
  const set = await deps.weightSets.findById(input.id);
  if (!set) throw AppError.notFound(`Weight set ${input.id} not found`);
  if (set.status === 'promoted') {
    throw AppError.conflict(
      `Weight set "${set.name}" is the production weights and cannot be deleted; promote another set first`,
    );
  }
  await deps.weightSets.delete(input.id);
  await publishWeightSets(input.correlationId, deps);
}
