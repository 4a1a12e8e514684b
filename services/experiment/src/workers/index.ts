// The experiment service's Kafka consumers: the fixtures read model, the matrix workers and the
// matrix aggregator (workers/matrix-workers.ts). The gateway (npm start) and
// the service's own main.ts / worker.ts start them the same way: `await startWorkers(context)`.
import type { EventTopic } from '@scoreline/contracts';
import type { ExperimentContext } from '../context.ts';
import { startFixturesReadModelWorker } from './fixtures-read-model-worker.ts';
import { startMatrixAggregator, startMatrixWorker } from './matrix-workers.ts';

/** Every topic the experiment service consumes or produces (its bus creates these and their .dlq). */
export const EXPERIMENT_TOPICS: readonly EventTopic[] = ['fixtures.upserted', 'weights.promoted', 'rounding.promoted', 'weight-sets.changed', 'matrix.combination.requested', 'matrix.combination.completed'];

export interface ExperimentWorkers {
  stop(): Promise<void>;
}

export async function startWorkers(context: ExperimentContext): Promise<ExperimentWorkers> {
  const subscriptions = [await startFixturesReadModelWorker(context), await startMatrixWorker(context), await startMatrixAggregator(context)];
  // The first request should not pay for the metric pass over what is already stored.
  context.evaluation.warmSoon(context.repositories.fixtures, 0);
  return { stop: async () => void (await Promise.all(subscriptions.map((s) => s.stop()))) };
}
