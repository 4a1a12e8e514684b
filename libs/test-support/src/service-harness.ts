// What every service's test harness does before adding its own helpers: check the infrastructure,
// name this run, load the service's settings for a database of its own, open that database and a
// namespaced bus, build the service's context and its router inside createServiceApp, start its
// workers when asked, and undo all of it in close(). The service harnesses (catalog, prediction,
// payment, …) were copies of this; each now passes its own pieces.
import type { EventTopic } from '@scoreline/contracts';
import type { Database } from '@scoreline/db';
import type { EventBus } from '@scoreline/events';
import { createServiceApp } from '@scoreline/service-kit';
import type { Express, Router } from 'express';
import type { Logger } from 'pino';
import { requireInfrastructure } from './infrastructure.ts';
import { testNames } from './names.ts';
import { openTestInfra, type TestInfra } from './test-infra.ts';

/** The settings every service has that the harness needs. */
export interface ServiceInfraConfig {
  MONGODB_URI: string;
  KAFKA_BROKERS: readonly string[];
}

export interface ServiceUnderTest<Config extends ServiceInfraConfig, Context, Workers extends { stop(): Promise<unknown> }> {
  /** The service's name: of its test database, topic namespace, Kafka client and app. */
  name: string;
  /** The topics it touches; only these (and their .dlq) are created for the run. */
  topics: readonly EventTopic[];
  logger: Logger;
  /** Its settings for this run, given the run's own database name. */
  loadConfig(dbName: string): Config;
  createContext(parts: { config: Config; logger: Logger; db: Database; bus: EventBus }): Context;
  /** Its `createRouter`. */
  createRouter(context: Context): Router;
  startWorkers(context: Context): Promise<Workers>;
  /** Default: Kafka and the store (requireInfrastructure); a service needing more checks it here. */
  requireInfrastructure?: () => Promise<void>;
}

export interface ServiceHarnessOptions {
  /** Start the service's workers (they stop on close). */
  workers: boolean;
}

export interface ServiceHarness<Config, Context, Workers> {
  readonly id: string;
  readonly namespace: string;
  readonly dbName: string;
  readonly config: Readonly<Config>;
  readonly db: Database;
  readonly bus: EventBus;
  readonly context: Context;
  /** The service's router in createServiceApp, as its main.ts serves it. */
  readonly app: Express;
  readonly workers: Workers | null;
  /** The run's database and bus, for observe() and further clean-up (defer). */
  readonly infra: TestInfra;
  /** The same app on another context (a replica, a failing part). */
  appFor(context: Context): Express;
  close(): Promise<void>;
}

export async function startServiceHarness<Config extends ServiceInfraConfig, Context, Workers extends { stop(): Promise<unknown> }>(
  service: ServiceUnderTest<Config, Context, Workers>,
  options: ServiceHarnessOptions,
): Promise<ServiceHarness<Config, Context, Workers>> {
  const { logger } = service;
  await (service.requireInfrastructure ?? (() => requireInfrastructure(service.name, logger)))();
  const { id, namespace, dbName } = testNames(service.name);
  const config = service.loadConfig(dbName);
  const infra = await openTestInfra({
    dbName,
    mongoUri: config.MONGODB_URI,
    kafkaBrokers: config.KAFKA_BROKERS,
    clientId: `${service.name}-test-${id}`,
    namespace,
    topics: service.topics,
    logger,
  });
  try {
    const { db, bus } = infra;
    await db.syncIndexes();
    const context = service.createContext({ config, logger, db, bus });
    const appFor = (on: Context): Express =>
      createServiceApp({ name: service.name, logger, mount: (root) => root.use(service.createRouter(on)), defaultMetrics: false });
    const workers = options.workers ? await service.startWorkers(context) : null;
    if (workers) infra.defer(() => workers.stop());
    return { id, namespace, dbName, config, db, bus, context, app: appFor(context), workers, infra, appFor, close: () => infra.close() };
  } catch (error) {
    await infra.close();
    throw error;
  }
}
