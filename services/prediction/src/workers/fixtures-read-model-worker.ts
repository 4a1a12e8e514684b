// fixtures.upserted and fixtures.refreshed → the read model of fixtures and, once a refresh has
// fully arrived, a recalculation request. Both topics in one subscription, so this process handles
// them one at a time; across replicas the refresh tracking decides (see refresh-tracking-repository.ts).
// An empty read model replays both topics from the start (the subscription's rewindWhenEmpty, libs/events).
import type { EventSubscription } from '@scoreline/events';
import type { PredictionContext } from '../context.ts';
import { recordFixtures } from '../use-cases/record-fixtures.ts';
import { recordFixturesRefreshed } from '../use-cases/record-fixtures-refreshed.ts';
import type { RefreshCompletionDeps } from '../use-cases/request-recalculation-when-refresh-complete.ts';

export const FIXTURES_READ_MODEL_GROUP_ID = 'prediction.fixtures-read-model';

const TOPICS = ['fixtures.upserted', 'fixtures.refreshed'] as const;

export async function startFixturesReadModelWorker(context: PredictionContext): Promise<EventSubscription> {
  return context.bus.subscribe({
    groupId: FIXTURES_READ_MODEL_GROUP_ID,
    rewindWhenEmpty: () => context.repositories.fixtures.isEmpty(),
    topics: TOPICS,
    handler: async (event) => {
      const deps: RefreshCompletionDeps = {
        fixtures: context.repositories.fixtures,
        refreshTracking: context.repositories.refreshTracking,
        recalculationRuns: context.repositories.recalculationRuns,
        publisher: context.publisher,
        clock: context.clock,
        logger: event.logger,
      };
      if (event.topic === 'fixtures.upserted') {
        await recordFixtures(
          {
            season: event.data.season,
            fixtures: event.data.fixtures,
            correlationId: event.correlationId,
            occurredAt: new Date(event.envelope.occurred_at),
          },
          deps,
        );
      } else {
        await recordFixturesRefreshed({ data: event.data, correlationId: event.correlationId }, deps);
      }
    },
  });
}
