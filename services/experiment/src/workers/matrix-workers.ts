// The cross-sandbox pipeline's two consumer groups. Matrix workers (one group; any number of
// processes share the requested topic's partitions) evaluate combinations; on the last retry a
// failing combination is reported as failed and then dead-lettered by the bus. The aggregator
// counts each combination once (a conditional update of the job document per job id + index) and
// stores the result; completions are keyed by job (docs/product.md's event table), so one job's
// arrive at one aggregator member.
// Both take what Kafka fetched in one go (the bus's handleBatch): per combination the engine costs
// well under a millisecond, while a store read, a publish and an offset commit each cost a round
// trip, and on a loaded machine those round trips were the whole job (30-70 s for 104 combinations
// when each was paid per combination). A worker judges a batch against one version of the fixtures
// and publishes its completions together (every quarter second of work, so progress still moves
// while a slow batch is judged); the aggregator counts a batch in one store update. An event the
// batch could not handle goes through the one-event handler, with its retries and dead letter.
import { eventTopics } from '@scoreline/contracts';
import type { EventSubscription, PublishInput } from '@scoreline/events';
import type { ExperimentContext } from '../context.ts';
import type { EvaluationCache } from '../domain/evaluation-cache.ts';
import { failedCombination } from '../domain/matrix-job.ts';
import { evaluateMatrixCombination } from '../use-cases/evaluate-matrix-combination.ts';
import { recordMatrixCompletion } from '../use-cases/record-matrix-completion.ts';
import { recordMatrixCompletions } from '../use-cases/record-matrix-completions.ts';
import { MATRIX_AGGREGATOR_GROUP_ID, MATRIX_WORKER_GROUP_ID } from './matrix-consumer-groups.ts';

/** A combination's attempts before it is reported failed and dead-lettered: a bad input fails fast. */
export const MATRIX_WORKER_RETRY = { attempts: 3, initialDelayMs: 100, maxDelayMs: 1000 } as const;

/** A worker publishes the completions judged so far at least this often within one batch. */
const COMPLETION_FLUSH_MS = 250;

/** The one context a batch is judged against: one read of the fixtures' version for the batch. */
function pinned(context: Awaited<ReturnType<EvaluationCache['get']>>): EvaluationCache {
  return { get: async () => context, warmSoon: () => undefined };
}

export async function startMatrixWorker(context: ExperimentContext): Promise<EventSubscription> {
  const deps = { fixtures: context.repositories.fixtures, evaluation: context.evaluation };
  return context.bus.subscribe({
    groupId: MATRIX_WORKER_GROUP_ID,
    topics: ['matrix.combination.requested'],
    retry: MATRIX_WORKER_RETRY,
    // The work per event is mostly waiting on the store and the broker, so a worker handles all
    // the partitions it holds at once: as many as the topic has, when it is the only worker.
    partitionsConsumedConcurrently: eventTopics['matrix.combination.requested'].partitions ?? 3,
    // A dead worker's partitions move to the others after this long without a heartbeat.
    sessionTimeoutMs: 10_000,
    maxWaitTimeMs: 100,
    handleBatch: async (events) => {
      const batchDeps = { ...deps, evaluation: pinned(await deps.evaluation.get(deps.fixtures)) };
      const left: typeof events = [];
      let pending: PublishInput<'matrix.combination.completed'>[] = [];
      let flushedAt = performance.now();
      const flush = async () => {
        if (pending.length > 0) await context.bus.publishMany('matrix.combination.completed', pending);
        pending = [];
        flushedAt = performance.now();
      };
      for (const event of events) {
        if (event.signal.aborted) break;
        try {
          pending.push({ data: await evaluateMatrixCombination(event.data, batchDeps), correlationId: event.correlationId });
        } catch {
          // Retried (and at last reported failed) one by one by the handler below.
          left.push(event);
        }
        if (performance.now() - flushedAt >= COMPLETION_FLUSH_MS) await flush();
        // Sent only when the heartbeat interval has passed: a batch of slow combinations keeps the
        // worker in its group.
        await event.heartbeat();
      }
      await flush();
      // Stopped part-way: the batch stays uncommitted and is redelivered (the aggregator counts once).
      if (events[0]?.signal.aborted) throw new Error('the matrix worker stopped during a batch');
      return left;
    },
    handler: async (event) => {
      try {
        const completed = await evaluateMatrixCombination(event.data, deps);
        await context.bus.publish('matrix.combination.completed', { data: completed });
      } catch (error) {
        if (event.attempt >= MATRIX_WORKER_RETRY.attempts) {
          await context.bus.publish('matrix.combination.completed', { data: failedCombination(event.data, error) });
        }
        throw error;
      }
    },
  });
}

export async function startMatrixAggregator(context: ExperimentContext): Promise<EventSubscription> {
  const deps = { matrixJobs: context.repositories.matrixJobs, clock: context.clock, logger: context.logger };
  return context.bus.subscribe({
    groupId: MATRIX_AGGREGATOR_GROUP_ID,
    topics: ['matrix.combination.completed'],
    sessionTimeoutMs: 10_000,
    maxWaitTimeMs: 100,
    handleBatch: async (events) => {
      await recordMatrixCompletions(
        events.map((event) => event.data),
        deps,
      );
    },
    handler: async (event) => {
      await recordMatrixCompletion(event.data, { ...deps, logger: event.logger });
    },
  });
}
