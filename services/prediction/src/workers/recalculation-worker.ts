// predictions.recalculation.requested → recompute every prediction, publish the changed outcomes.
// One consumer group for all replicas: each request is handled once, by whichever replica holds
// its partition.
import type { EventSubscription } from '@scoreline/events';
import type { PredictionContext } from '../context.ts';
import { rebuildTrackRecord } from '../use-cases/rebuild-track-record.ts';
import { recalculatePredictions } from '../use-cases/recalculate-predictions.ts';

export const RECALCULATION_GROUP_ID = 'prediction.recalculation';

export function startRecalculationWorker(context: PredictionContext): Promise<EventSubscription> {
  return context.bus.subscribe({
    groupId: RECALCULATION_GROUP_ID,
    topics: ['predictions.recalculation.requested'],
    handler: async (event) => {
      await recalculatePredictions(
        { reason: event.data.reason, correlationId: event.correlationId, heartbeat: event.heartbeat },
        {
          ...context.repositories,
          publisher: context.publisher,
          clock: context.clock,
          logger: event.logger,
          recalculations: context.recalculations,
        },
      );
      // The backtest of the history is judged by the predictions in production, which just moved.
      // A failure here must not redeliver the recalculation request; the next run rebuilds again.
      await rebuildTrackRecord({ ...context.repositories, clock: context.clock, logger: event.logger }).catch((error: unknown) => {
        event.logger.error({ err: error }, 'track record rebuild after the recalculation failed');
      });
    },
  });
}
