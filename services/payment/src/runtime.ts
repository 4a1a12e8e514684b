// What a payment process opens (its database and event bus, libs/service-host) and the service
// built on them; shared by main.ts and embedded.ts (inside the gateway).
import { type EventServiceRuntime, type HostOptions, openServiceRuntime } from '@scoreline/service-host';
import { loadPaymentConfig } from './config.ts';
import { createPayment, type PaymentContext } from './context.ts';

export type PaymentRuntime = EventServiceRuntime<PaymentContext>;

export function openRuntime(env: NodeJS.ProcessEnv, component: string, host: HostOptions = {}): Promise<PaymentRuntime> {
  const config = loadPaymentConfig(env);
  return openServiceRuntime({
    name: 'payment',
    component,
    logLevel: config.LOG_LEVEL,
    dbName: config.PAYMENT_DB_NAME,
    mongoUri: config.MONGODB_URI,
    kafkaBrokers: config.KAFKA_BROKERS,
    ...host,
    // The host's namespace (a test in this process) wins over EVENTS_NAMESPACE from the environment.
    eventsNamespace: host.eventsNamespace ?? config.EVENTS_NAMESPACE,
    context: (parts) => createPayment({ config, ...parts }),
  });
}
