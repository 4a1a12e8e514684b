// Opening and closing what a payment process depends on: its database and the event bus.
import { connectDb } from '@scoreline/db';
import { createEventBus } from '@scoreline/events';
import { createLogger } from '@scoreline/service-kit';
import type { Logger } from 'pino';
import { type PaymentConfig, loadPaymentConfig } from './config.ts';
import { type PaymentContext, createPayment } from './context.ts';

export interface PaymentRuntime {
  readonly config: Readonly<PaymentConfig>;
  readonly logger: Logger;
  readonly context: PaymentContext;
  /** Stops the event bus, then closes the database. */
  close(): Promise<void>;
}

export async function openRuntime(env: NodeJS.ProcessEnv, options: { logger?: Logger } = {}): Promise<PaymentRuntime> {
  const config = loadPaymentConfig(env);
  // The host's logger when embedded in the gateway, else the service's own.
  const logger = options.logger ? options.logger.child({ component: 'payment' }) : createLogger({ name: 'payment', level: config.LOG_LEVEL });
  const db = await connectDb({ dbName: config.PAYMENT_DB_NAME, uri: config.MONGODB_URI, logger });
  try {
    await db.syncIndexes();
    const bus = createEventBus({ clientId: 'payment', brokers: config.KAFKA_BROKERS, logger });
    await bus.start();
    const context = createPayment({ config, logger, db, bus });
    return {
      config,
      logger,
      context,
      async close() {
        await bus.stop();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
