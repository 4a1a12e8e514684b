// What every service process opens before it can serve or consume, in this order: its logger, its
// own database, its event bus (started), then the service's own context built on
// them. Shared by a service's main.ts (API), worker.ts (workers only) and embedded.ts (inside the
// gateway), which differ only in what they run on top.
import { connectDb, type Database } from '@scoreline/db';
import { createEventBus, type EventBus } from '@scoreline/events';
import { createLogger, type HealthChecks, isDependencyOutage, type LogLevel } from '@scoreline/service-kit';
import type { Logger } from 'pino';
import { createCloserStack } from './closers.ts';

/** How the host (the gateway, a test) runs a service inside its own process. */
export interface HostOptions {
  /** The host's logger; else the service's own at its LOG_LEVEL. */
  logger?: Logger | undefined;
  /** Topic and group-id prefix of the event bus (tests, several environments on one cluster). */
  eventsNamespace?: string | undefined;
}

interface CommonRuntimeOptions extends HostOptions {
  /** The service, e.g. "catalog": the logger's name. */
  name: string;
  /** What this process runs of it ("api", "worker", "embedded"): the `component` log field is `<name>.<component>`. */
  component: string;
  logLevel: LogLevel;
  /** The service's own database and the server holding it (its config's *_DB_NAME and MONGODB_URI). */
  dbName: string;
  mongoUri: string;
}

export interface RuntimeParts {
  readonly logger: Logger;
  readonly db: Database;
}

export interface EventRuntimeParts extends RuntimeParts {
  readonly bus: EventBus;
}

export interface EventServiceRuntimeOptions<C> extends CommonRuntimeOptions {
  /** Brokers of the event bus; its Kafka client id is `<name>-<component>`. */
  kafkaBrokers: readonly string[];
  /** Builds the service's context (its domain) on what was opened. */
  context: (parts: EventRuntimeParts) => C | Promise<C>;
}

export interface DbServiceRuntimeOptions<C> extends CommonRuntimeOptions {
  /** No event bus: the service does not use Kafka. */
  kafkaBrokers?: undefined;
  context: (parts: RuntimeParts) => C | Promise<C>;
}

export interface ServiceRuntime<C> extends RuntimeParts {
  readonly context: C;
  /** /ready checks: `mongodb`, and `kafka` when there is an event bus. */
  readonly readiness: HealthChecks;
  /** What close() closes, for shutdown logs: "event bus and database" or "database". */
  readonly resources: string;
  /** Stops the event bus, then closes the database (once; later calls get the same promise). */
  close(): Promise<void>;
}

export interface EventServiceRuntime<C> extends ServiceRuntime<C> {
  readonly bus: EventBus;
}

/**
 * Opens a service's logger, database and event bus and builds its context on them. When any step
 * fails, what was already opened is closed before the error is rethrown.
 */
export function openServiceRuntime<C>(options: EventServiceRuntimeOptions<C>): Promise<EventServiceRuntime<C>>;
export function openServiceRuntime<C>(options: DbServiceRuntimeOptions<C>): Promise<ServiceRuntime<C>>;
export async function openServiceRuntime<C>(
  options: EventServiceRuntimeOptions<C> | DbServiceRuntimeOptions<C>,
): Promise<ServiceRuntime<C> | EventServiceRuntime<C>> {
  const { name, component } = options;
  const logger = (options.logger ?? createLogger({ name, level: options.logLevel })).child({ component: `${name}.${component}` });
  const closers = createCloserStack();
  try {
    const db = await connectDb({ dbName: options.dbName, uri: options.mongoUri, logger });
    closers.push('database', () => db.close());
    const readiness: Record<string, () => Promise<void>> = { mongodb: async () => assertUp(await db.health()) };
    const close = () => closers.closeAll();
    if (options.kafkaBrokers === undefined) {
      const context = await options.context({ logger, db });
      // After the context: its repositories register their models (and so their indexes) on db.
      await db.syncIndexes();
      return { logger, db, context, readiness, resources: 'database', close };
    }
    const bus = createEventBus({
      clientId: `${name}-${component}`,
      brokers: options.kafkaBrokers,
      logger,
      namespace: options.eventsNamespace,
      // A consumer whose store or broker is down waits for it instead of dead-lettering its events.
      isDependencyOutage,
    });
    await bus.start();
    closers.push('event bus', () => bus.stop());
    readiness.kafka = async () => assertUp(await bus.health());
    const context = await options.context({ logger, db, bus });
    // After the context: its repositories register their models (and so their indexes) on db.
    await db.syncIndexes();
    return { logger, db, bus, context, readiness, resources: 'event bus and database', close };
  } catch (error) {
    await closers.closeAll().catch((closeError: unknown) => logger.warn({ err: closeError }, 'closing after a failed start failed'));
    throw error;
  }
}

function assertUp(health: { state: 'up' | 'down'; detail?: string }): void {
  if (health.state !== 'up') throw new Error(health.detail ?? 'down');
}
