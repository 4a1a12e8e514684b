// predictions.updated → the catalog's read model of predicted outcomes (gameweek list).
import type { EventSubscription } from '@scoreline/events';
import type { CatalogContext } from '../context.ts';
import { recordPredictions } from '../use-cases/record-predictions.ts';

export const PREDICTIONS_READ_MODEL_GROUP_ID = 'catalog.predictions-read-model';

export function startPredictionsReadModelWorker(context: CatalogContext): Promise<EventSubscription> {
  return context.bus.subscribe({
    groupId: PREDICTIONS_READ_MODEL_GROUP_ID,
    topics: ['predictions.updated'],
    handler: async (event) => {
      await recordPredictions({ data: event.data, occurredAt: new Date(event.envelope.occurred_at) }, {
        predictions: context.repositories.predictions,
        onPredictionsChanged: () => context.gameweek.invalidate(),
      });
    },
  });
}
