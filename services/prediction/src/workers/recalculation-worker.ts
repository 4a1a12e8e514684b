// predictions.recalculation.requested → recompute every prediction, publish the changed outcomes.
// One consumer group for all replicas: each request is handled once, by whichever replica holds
// its partition.
import type { ConsumedEvent, EventSubscription } from '@scoreline/events';
import type { PredictionContext } from '../context.ts';
import { createRequestCoalescer } from '../domain/request-coalescer.ts';
import { requestEventKey } from '../domain/request-event-key.ts';
import { recalculatePredictions } from '../use-cases/recalculate-predictions.ts';

type Request = ConsumedEvent<'predictions.recalculation.requested'>;

export const RECALCULATION_GROUP_ID = 'prediction.recalculation';
/** The bus's default partition count: requests of every partition can join one run. */
const RECALCULATION_PARTITIONS_AT_ONCE = 3;

export async function startRecalculationWorker(context: PredictionContext): Promise<EventSubscription> {
  // The backtest of the history is judged by the predictions in production, which just moved, so
  // the track record is rebuilt after every run. In the background, coalesced: a rebuild reads
  // every fixture, prediction and sealed record and takes about as long as a run, and done inline
  // it held up the next request on the partition (a weight change right after a recalculation
  // waited ~1.5 s before its run began). A request during a rebuild makes one more rebuild after
  // it, so the last one always reads the last run's predictions. A failure is logged; the next run
  // rebuilds again (it must not redeliver the recalculation request), so the answer is not awaited.
  //
  // Every run recomputes the whole history from what is stored, so requests waiting for a run are
  // all answered by one run that begins after them (domain/request-coalescer.ts): a refresh of
  // seventeen seasons asks seventeen times within seconds, and each run costs the same. Waiting
  // requests come from a fetched batch (handleBatch) and from the other partitions, consumed at once.
  // The run is recorded under the last request's reason and correlation id, and every request it
  // answers gets the run's outcome as its own answer (the status by correlation id). A request
  // already answered (redelivered because its offset was not committed: the broker blinked after
  // the run) is not run again, which would only report "nothing changed" for it. Redelivery is told
  // by the event's own id: one refresh asks several times under one correlation id, as each season
  // or batch lands, and every ask after a run carries data that run did not see. A request is taken
  // before it runs, and one its sender withdrew (answered 503: the broker did not confirm the send in
  // time, but kafkajs delivered it later) is never run (repositories/recalculation-runs-repository.ts).
  const coalescer = createRequestCoalescer(async (delivered: readonly Request[]) => {
    const runs = context.repositories.recalculationRuns;
    const keyOf = (r: Request) => requestEventKey(r.envelope.id);
    const answered = await runs.answered(delivered.map(keyOf));
    const unanswered = delivered.filter((r) => !answered.has(keyOf(r)));
    const mine = await runs.take(unanswered.map(keyOf), context.clock());
    const requests = unanswered.filter((r) => mine.has(keyOf(r)));
    const withdrawn = unanswered.filter((r) => !mine.has(keyOf(r))).map((r) => r.correlationId);
    if (withdrawn.length > 0) delivered[0]?.logger.info({ withdrawn }, 'recalculation requests withdrawn by their senders (answered 503); not run');
    const last = requests[requests.length - 1];
    if (!last) {
      if (answered.size > 0) delivered[0]?.logger.info({ answered: [...answered] }, 'recalculation requests already answered; not run again');
      return;
    }
    const result = await recalculatePredictions(
      {
        reason: last.data.reason,
        correlationId: last.correlationId,
        heartbeat: last.heartbeat,
        answers: requests.map((r) => r.correlationId),
        events: requests.map((r) => requestEventKey(r.envelope.id)),
      },
      {
        ...context.repositories,
        publisher: context.publisher,
        clock: context.clock,
        logger: last.logger,
        recalculations: context.recalculations,
      },
    );
    void context.trackRecordRebuilds.request();
    return result;
  });
  const subscription = await context.bus.subscribe({
    groupId: RECALCULATION_GROUP_ID,
    topics: ['predictions.recalculation.requested'],
    partitionsConsumedConcurrently: RECALCULATION_PARTITIONS_AT_ONCE,
    handler: async (event) => {
      await coalescer.submit(event);
    },
    handleBatch: async (events) => {
      await Promise.all(events.map((event) => coalescer.submit(event)));
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
