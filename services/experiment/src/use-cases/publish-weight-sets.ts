// After every change to the weight sets, the whole list goes out on weight-sets.changed: the
// prediction service keeps it to answer compare-sandbox-production/{name} for any set (README,
// "Events"). A snapshot, so a lost or reordered change is repaired by the next one.
import type { Clock, IdFactory, Logger, Publisher, Repositories } from './ports.ts';

/** What a change to the weight sets (create, delete, promote) needs: each publishes the list after. */
export interface WeightSetChangeDeps {
  weightSets: Repositories['weightSets'];
  publisher: Publisher;
  clock: Clock;
  newId: IdFactory;
  logger: Logger;
}

export async function publishWeightSets(
  correlationId: string,
  deps: { weightSets: Repositories['weightSets']; publisher: Publisher },
): Promise<void> {
  const sets = await deps.weightSets.list();
  await deps.publisher.publish('weight-sets.changed', {
    data: { weight_sets: sets.map((s) => ({ id: s.id, name: s.name, weights: s.weights, status: s.status })) },
    correlationId,
  });
}
