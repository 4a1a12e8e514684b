// payment.completed → the access read model (which token hash paid for which gameweek). An empty
// read model replays the topic from the start (the subscription's rewindWhenEmpty, libs/events),
// so a new database learns every payment still retained.
import type { EventSubscription } from '@scoreline/events';
import type { PredictionContext } from '../context.ts';
import { grantAccess } from '../use-cases/grant-access.ts';

export const ACCESS_READ_MODEL_GROUP_ID = 'prediction.access-read-model';

export async function startAccessReadModelWorker(context: PredictionContext): Promise<EventSubscription> {
  return context.bus.subscribe({
    groupId: ACCESS_READ_MODEL_GROUP_ID,
    rewindWhenEmpty: () => context.repositories.access.isEmpty(),
    topics: ['payment.completed'],
    handler: async (event) => {
      await grantAccess({ data: event.data, occurredAt: new Date(event.envelope.occurred_at) }, { access: context.repositories.access });
      event.logger.info({ season: event.data.season, gameweek: event.data.gameweek }, 'gameweek access granted');
    },
  });
}
