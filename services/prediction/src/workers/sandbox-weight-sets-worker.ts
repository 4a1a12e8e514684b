// weight-sets.changed (experiment service) → the stored list of sandbox weight sets. An empty store
// replays the topic from the start, so a new database learns the sets published before it existed.
import type { EventSubscription } from '@scoreline/events';
import type { PredictionContext } from '../context.ts';
import { recordSandboxWeightSets } from '../use-cases/record-sandbox-weight-sets.ts';

export const SANDBOX_WEIGHT_SETS_GROUP_ID = 'prediction.sandbox-weight-sets';

export function startSandboxWeightSetsWorker(context: PredictionContext): Promise<EventSubscription> {
  return context.bus.subscribe({
    groupId: SANDBOX_WEIGHT_SETS_GROUP_ID,
    topics: ['weight-sets.changed'],
    rewindWhenEmpty: () => context.repositories.sandboxWeightSets.isEmpty(),
    handler: async (event) => {
      await recordSandboxWeightSets(
        { weightSets: event.data.weight_sets, occurredAt: new Date(event.envelope.occurred_at) },
        { sandboxWeightSets: context.repositories.sandboxWeightSets, logger: event.logger },
      );
    },
  });
}
