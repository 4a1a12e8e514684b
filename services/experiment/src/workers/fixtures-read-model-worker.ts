// fixtures.upserted → the fixtures read model every evaluation reads. An empty read model replays
// the topic from the start (libs/events' rewindWhenEmpty). After a change, this process's evaluation
// context is rebuilt in the background once the batches stop arriving.
import type { EventSubscription } from '@scoreline/events';
import type { ExperimentContext } from '../context.ts';
import { recordFixtures } from '../use-cases/record-fixtures.ts';

export const FIXTURES_READ_MODEL_GROUP_ID = 'experiment.fixtures-read-model';

export function startFixturesReadModelWorker(context: ExperimentContext): Promise<EventSubscription> {
  return context.bus.subscribe({
    groupId: FIXTURES_READ_MODEL_GROUP_ID,
    topics: ['fixtures.upserted'],
    rewindWhenEmpty: () => context.repositories.fixtures.isEmpty(),
    handler: async (event) => {
      const changed = await recordFixtures({ season: event.data.season, fixtures: event.data.fixtures }, { fixtures: context.repositories.fixtures, logger: event.logger });
      if (changed > 0) context.evaluation.warmSoon(context.repositories.fixtures);
    },
  });
}
