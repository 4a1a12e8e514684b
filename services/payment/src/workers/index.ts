// The payment service's Kafka consumers. The gateway (npm start) and the service's own main.ts
// start them the same way: `await startWorkers(context)`.
import type { EventSubscription } from '@scoreline/events';
import type { PaymentContext } from '../context.ts';
import { startFixturesReadModelWorker } from './fixtures-read-model-worker.ts';

export interface PaymentWorkers {
  stop(): Promise<void>;
}

export async function startWorkers(context: PaymentContext): Promise<PaymentWorkers> {
  const subscriptions: EventSubscription[] = [await startFixturesReadModelWorker(context)];
  return {
    async stop() {
      await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    },
  };
}
