// fixtures.upserted → the payment service's fixtures read model (which gameweek a purchase buys).
// An empty read model (a new or wiped database) replays the topic from the start (the
// subscription's rewindWhenEmpty, libs/events).
import type { EventSubscription } from '@scoreline/events';
import type { PaymentContext } from '../context.ts';
import { recordFixtures } from '../use-cases/record-fixtures.ts';

export const FIXTURES_READ_MODEL_GROUP_ID = 'payment.fixtures-read-model';

export async function startFixturesReadModelWorker(context: PaymentContext): Promise<EventSubscription> {
  return context.bus.subscribe({
    groupId: FIXTURES_READ_MODEL_GROUP_ID,
    topics: ['fixtures.upserted'],
    rewindWhenEmpty: () => context.repositories.fixtures.isEmpty(),
    handler: async (event) => {
      await recordFixtures({ data: event.data, occurredAt: new Date(event.envelope.occurred_at) }, { fixtures: context.repositories.fixtures });
    },
  });
}
