// predictions.recalculation.requested → recompute every prediction, publish the changed outcomes.
// One consumer group for all replicas: each request is handled once, by whichever replica holds
// its partition.
import type { EventSubscription } from '@scoreline/events';
import type { PredictionContext } from '../context.ts';
import { recalculatePredictions } from '../use-cases/recalculate-predictions.ts';

export const RECALCULATION_GROUP_ID = 'prediction.recalculation';

export async function startRecalculationWorker(context: PredictionContext): Promise<EventSubscription> {
  // The backtest of the history is judged by the predictions in production, which just moved, so
  // the track record is rebuilt after every run. In the background, coalesced: a rebuild reads
  // every fixture, prediction and sealed record and takes about as long as a run, and done inline
  // it held up the next request on the partition (a weight change right after a recalculation
  // waited ~1.5 s before its run began). A request during a rebuild makes one more rebuild after
  // it, so the last one always reads the last run's predictions. A failure is logged; the next run
  // rebuilds again (it must not redeliver the recalculation request), so the answer is not awaited.
  const subscription = await context.bus.subscribe({
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
      void context.trackRecordRebuilds.request();
    },
  });
  return {
    groupId: subscription.groupId,
    async stop() {
      await subscription.stop();
      await context.trackRecordRebuilds.idle();
    },
  };
}
