// payment.completed → the access read model (which token hash paid for which gameweek).
import type { EventSubscription } from '@scoreline/events';
import type { PredictionContext } from '../context.ts';
import { grantAccess } from '../use-cases/grant-access.ts';

export const ACCESS_READ_MODEL_GROUP_ID = 'prediction.access-read-model';

export function startAccessReadModelWorker(context: PredictionContext): Promise<EventSubscription> {
  return context.bus.subscribe({
    groupId: ACCESS_READ_MODEL_GROUP_ID,
    topics: ['payment.completed'],
    handler: async (event) => {
      await grantAccess(event.data, { access: context.repositories.access, clock: context.clock });
      event.logger.info({ season: event.data.season, gameweek: event.data.gameweek }, 'gameweek access granted');
    },
  });
}
