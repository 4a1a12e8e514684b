// fixtures.upserted → the fixtures read model every evaluation reads. An empty read model replays
// the topic from the start (rewind-when-empty.ts).
import type { EventSubscription } from '@scoreline/events';
import type { ExperimentContext } from '../context.ts';
import { recordFixtures } from '../use-cases/record-fixtures.ts';
import { rewindWhenEmpty } from './rewind-when-empty.ts';

export const FIXTURES_READ_MODEL_GROUP_ID = 'experiment.fixtures-read-model';

export async function startFixturesReadModelWorker(context: ExperimentContext): Promise<EventSubscription> {
  await rewindWhenEmpty(context, FIXTURES_READ_MODEL_GROUP_ID, ['fixtures.upserted'], () => context.repositories.fixtures.isEmpty());
  return context.bus.subscribe({
    groupId: FIXTURES_READ_MODEL_GROUP_ID,
    topics: ['fixtures.upserted'],
    handler: async (event) => {
      await recordFixtures({ season: event.data.season, fixtures: event.data.fixtures }, { fixtures: context.repositories.fixtures, logger: event.logger });
    },
  });
}
