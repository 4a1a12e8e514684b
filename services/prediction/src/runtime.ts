// What a prediction process opens (its database and event bus, libs/service-host) and the service
// built on them; shared by main.ts (API, and workers unless PREDICTION_WORKERS=off), worker.ts
// (workers only) and embedded.ts (inside the gateway).
import { type EventServiceRuntime, type HostOptions, openServiceRuntime } from '@scoreline/service-host';
import { loadPredictionConfig } from './config.ts';
import { createPrediction, type PredictionContext } from './context.ts';

export type PredictionRuntime = EventServiceRuntime<PredictionContext>;

export function openRuntime(env: NodeJS.ProcessEnv, component: string, host: HostOptions = {}): Promise<PredictionRuntime> {
  const config = loadPredictionConfig(env);
  return openServiceRuntime({
    name: 'prediction',
    component,
    logLevel: config.LOG_LEVEL,
    dbName: config.PREDICTION_DB_NAME,
    mongoUri: config.MONGODB_URI,
    kafkaBrokers: config.KAFKA_BROKERS,
    ...host,
    // The host's namespace (a test in this process) wins over EVENTS_NAMESPACE from the environment.
    eventsNamespace: host.eventsNamespace ?? config.EVENTS_NAMESPACE,
    context: (parts) => createPrediction({ config, ...parts }),
  });
}
