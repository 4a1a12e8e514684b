// What an experiment process opens (its database and event bus, libs/service-host) and the service
// built on them; shared by main.ts (API, and the worker unless EXPERIMENT_WORKERS=off), worker.ts
// (worker only) and embedded.ts (inside the gateway).
import { type EventServiceRuntime, type HostOptions, openServiceRuntime } from '@scoreline/service-host';
import { loadExperimentConfig } from './config.ts';
import { type ExperimentContext, openExperiment } from './context.ts';

export type ExperimentRuntime = EventServiceRuntime<ExperimentContext>;

export function openRuntime(env: NodeJS.ProcessEnv, component: string, host: HostOptions = {}): Promise<ExperimentRuntime> {
  const config = loadExperimentConfig(env);
  return openServiceRuntime({
    name: 'experiment',
    component,
    logLevel: config.LOG_LEVEL,
    dbName: config.EXPERIMENT_DB_NAME,
    mongoUri: config.MONGODB_URI,
    kafkaBrokers: config.KAFKA_BROKERS,
    ...host,
    // The host's namespace (a test in this process) wins over EVENTS_NAMESPACE from the environment.
    eventsNamespace: host.eventsNamespace ?? config.EVENTS_NAMESPACE,
    context: (parts) => openExperiment({ config, ...parts }),
  });
}
