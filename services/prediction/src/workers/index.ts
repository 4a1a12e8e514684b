// The prediction service's Kafka consumers. The gateway (npm start) and the service's own main.ts /
// worker.ts start them the same way: `await startWorkers(context)`.
import type { EventTopic } from '@scoreline/contracts';
import type { EventSubscription } from '@scoreline/events';
import type { PredictionContext } from '../context.ts';
import { startAccessReadModelWorker } from './access-read-model-worker.ts';
import { startFixturesReadModelWorker } from './fixtures-read-model-worker.ts';
import { startModelSettingsWorker } from './model-settings-worker.ts';
import { startRecalculationWorker } from './recalculation-worker.ts';
import { startSandboxWeightSetsWorker } from './sandbox-weight-sets-worker.ts';

/** Every topic the prediction service consumes or produces (its bus creates these and their .dlq). */
export const PREDICTION_TOPICS: readonly EventTopic[] = [
  'fixtures.upserted',
  'fixtures.refreshed',
  'predictions.recalculation.requested',
  'predictions.updated',
  'weights.promoted',
  'rounding.promoted',
  'payment.completed',
  'weight-sets.changed',
];

export interface PredictionWorkers {
  stop(): Promise<void>;
}

export async function startWorkers(context: PredictionContext): Promise<PredictionWorkers> {
  const subscriptions: EventSubscription[] = [];
  try {
    for (const start of [startFixturesReadModelWorker, startRecalculationWorker, startAccessReadModelWorker, startModelSettingsWorker, startSandboxWeightSetsWorker]) {
      subscriptions.push(await start(context));
    }
  } catch (error) {
    await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    throw error;
  }
  return {
    async stop() {
      await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    },
  };
}
