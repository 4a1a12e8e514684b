// payment.completed → the access read model (which token hash paid for which gameweek). An empty
// read model replays the topic from the start (rewind-when-empty.ts), so a new database learns
// every payment still retained.
import type { EventSubscription } from '@scoreline/events';
import type { PredictionContext } from '../context.ts';
import { grantAccess } from '../use-cases/grant-access.ts';
import { rewindWhenEmpty } from './rewind-when-empty.ts';

export const ACCESS_READ_MODEL_GROUP_ID = 'prediction.access-read-model';

export async function startAccessReadModelWorker(context: PredictionContext): Promise<EventSubscription> {
  await rewindWhenEmpty(context, ACCESS_READ_MODEL_GROUP_ID, ['payment.completed'], () => context.repositories.access.isEmpty());
  return context.bus.subscribe({
    groupId: ACCESS_READ_MODEL_GROUP_ID,
    topics: ['payment.completed'],
    handler: async (event) => {
      await grantAccess({ data: event.data, occurredAt: new Date(event.envelope.occurred_at) }, { access: context.repositories.access });
      event.logger.info({ season: event.data.season, gameweek: event.data.gameweek }, 'gameweek access granted');
    },
  });
}
