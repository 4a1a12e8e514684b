// The cross-sandbox pipeline's two consumer groups. Matrix workers (one group; any number of
// processes share the requested topic's partitions) evaluate combinations; on the last retry a
// failing combination is reported as failed and then dead-lettered by the bus. The aggregator
// counts each combination once (a unique insert per job id + index, then an atomic increment) and
// stores the result; completions are keyed by job (docs/product.md's event table), so one job's
// arrive at one aggregator member.
import type { EventBus, EventSubscription } from '@scoreline/events';
import type { ExperimentContext } from '../context.ts';
import { evaluateMatrixCombination, failedCombination } from '../use-cases/evaluate-matrix-combination.ts';
import { recordMatrixCompletion } from '../use-cases/matrix-jobs.ts';

export const MATRIX_WORKER_GROUP_ID = 'experiment.matrix-worker';
export const MATRIX_AGGREGATOR_GROUP_ID = 'experiment.matrix-aggregator';

/** A combination's attempts before it is reported failed and dead-lettered: a bad input fails fast. */
export const MATRIX_WORKER_RETRY = { attempts: 3, initialDelayMs: 100, maxDelayMs: 1000 } as const;

export async function startMatrixWorker(context: ExperimentContext): Promise<EventSubscription> {
  const deps = { fixtures: context.repositories.fixtures, evaluation: context.evaluation };
  return context.bus.subscribe({
    groupId: MATRIX_WORKER_GROUP_ID,
    topics: ['matrix.combination.requested'],
    retry: MATRIX_WORKER_RETRY,
    // The work per event is mostly waiting on the store and the broker, so a worker handles all
    // the partitions it holds at once.
    partitionsConsumedConcurrently: 3,
    // A dead worker's partitions move to the others after this long without a heartbeat.
    sessionTimeoutMs: 10_000,
    maxWaitTimeMs: 100,
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
  const deps = { matrixJobs: context.matrixJobs, clock: context.clock, logger: context.logger };
  return context.bus.subscribe({
    groupId: MATRIX_AGGREGATOR_GROUP_ID,
    topics: ['matrix.combination.completed'],
    sessionTimeoutMs: 10_000,
    maxWaitTimeMs: 100,
    handler: async (event) => {
      await recordMatrixCompletion(event.data, { ...deps, logger: event.logger });
    },
  });
}

/** Members of one of this service's consumer groups now (0 while it rebalances or has none). */
export async function consumerGroupMembers(bus: EventBus, groupId: string): Promise<number> {
  const admin = bus.kafka.admin();
  await admin.connect();
  try {
    const { groups } = await admin.describeGroups([bus.groupName(groupId)]);
    const group = groups[0];
    return group && group.state === 'Stable' ? group.members.length : 0;
  } finally {
    await admin.disconnect();
  }
}
