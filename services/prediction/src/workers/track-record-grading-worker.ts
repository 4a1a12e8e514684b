// fixtures.upserted → grades of the sealed predictions whose results arrived, then the published
// track record is recomputed when anything was graded. Its own consumer group, so grading never waits for the read model
// and a replay of the topic (a new group, a rewind) changes nothing: grades are written only when
// they differ and the track record only where it changed.
import type { EventSubscription } from '@scoreline/events';
import type { PredictionContext } from '../context.ts';
import { gradeSealedPredictions } from '../use-cases/grade-sealed-predictions.ts';

export const TRACK_RECORD_GRADING_GROUP_ID = 'prediction.track-record-grading';

export function startTrackRecordGradingWorker(context: PredictionContext): Promise<EventSubscription> {
  return context.bus.subscribe({
    groupId: TRACK_RECORD_GRADING_GROUP_ID,
    topics: ['fixtures.upserted'],
    handler: async (event) => {
      const { graded, results } = await gradeSealedPredictions({ fixtures: event.data.fixtures }, { sealed: context.repositories.sealed, clock: context.clock });
      // Results of unsealed matches (the history) reach the backtest through the recalculation
      // every refresh asks for, which rebuilds the track record once; rebuilding here for each
      // batch of a refresh would redo the whole record nineteen times.
      if (graded === 0) return;
      event.logger.info({ graded, results }, 'sealed predictions graded');
      // Waits for a rebuild that began after the grades were written (through the process's one
      // rebuild task: a recalculation's rebuild already reading cannot overwrite it), and fails
      // the message when it fails, so the grade's record is retried, then dead-lettered.
      if (!(await context.trackRecordRebuilds.request())) throw new Error('the track record rebuild after grading failed');
    },
  });
}
