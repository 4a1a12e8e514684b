// A worker process's operator endpoints (GET /health, /ready, /metrics), as every HTTP process has
// them (docs/engineering.md, "Operator endpoints"): so an orchestrator can probe a worker and
// Prometheus can scrape its event streams (consumed, handler time, retries, dead letters, lag).
// Only where the deployment asks for them with OPERATOR_PORT: a worker has no PORT of its own, and
// several workers and services on one machine (start:distributed) would otherwise share a default.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventStreamRegistry } from '@scoreline/events';
import { createServiceApp, type HealthChecks, markStopping, operatorAppOf } from '@scoreline/service-kit';
import type { Logger } from 'pino';
import type { ServiceRuntime } from './runtime.ts';
import { type RunningWorkers, runWorkers, type Stoppable } from './workers.ts';

export interface WorkerOperatorListen {
  port: number;
  host: string;
}

/** Where a worker's operator endpoints listen: OPERATOR_HOST:OPERATOR_PORT, or nowhere when OPERATOR_PORT is unset. */
export function workerOperatorListenOf(config: { OPERATOR_PORT?: number | undefined; OPERATOR_HOST: string }): WorkerOperatorListen | undefined {
  return config.OPERATOR_PORT === undefined ? undefined : { port: config.OPERATOR_PORT, host: config.OPERATOR_HOST };
}

export interface WorkerOperatorOptions {
  /** The process's name on metric labels, e.g. "catalog-worker". */
  name: string;
  logger: Logger;
  /** workerOperatorListenOf(config); undefined serves nothing. */
  listen: WorkerOperatorListen | undefined;
  /** Behind /ready: the runtime's (mongodb, kafka). */
  readiness: HealthChecks;
  /** prom-client's process metrics (default true; tests starting many turn them off). */
  defaultMetrics?: boolean;
}

export interface RunningWorkersWithOperator<W> extends RunningWorkers<W> {
  /** The operator listener's address; undefined when none was asked for. */
  readonly operatorAddress: AddressInfo | undefined;
}

/**
 * Serves the operator endpoints of running workers. /ready answers 200 while the workers run and
 * their dependencies answer, 503 `stopping` from the moment stop() is called (before the consumers
 * leave their groups), and the listener closes last, once the workers and the runtime are closed.
 */
export async function withWorkerOperator<W>(
  running: RunningWorkers<W>,
  options: WorkerOperatorOptions,
): Promise<RunningWorkersWithOperator<W>> {
  if (!options.listen) return { ...running, operatorAddress: undefined };
  // A service app with no routes of its own: its operator app has the same /health, /ready and
  // /metrics (service label, process metrics, the stream registry) as every HTTP process's.
  const app = createServiceApp({
    name: options.name,
    logger: options.logger,
    mount: () => undefined,
    readiness: options.readiness,
    defaultMetrics: options.defaultMetrics,
    metricsRegistries: [eventStreamRegistry],
  });
  const server: Server = createServer(operatorAppOf(app));
  let address: AddressInfo;
  try {
    address = await new Promise<AddressInfo>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.listen?.port, options.listen?.host, () => {
        server.off('error', reject);
        resolve(server.address() as AddressInfo);
      });
    });
  } catch (error) {
    await running.stop().catch(() => undefined);
    throw error;
  }
  options.logger.info({ host: address.address, port: address.port }, 'operator endpoints listening');
  let stopping: Promise<void> | undefined;
  return {
    workers: running.workers,
    operatorAddress: address,
    stop() {
      stopping ??= (async () => {
        markStopping(app);
        try {
          await running.stop();
        } finally {
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          });
        }
      })();
      return stopping;
    },
  };
}

export interface WorkerProcessOptions<C, W extends Stoppable> {
  /** The process's name on metric labels and log lines, e.g. "catalog-worker". */
  name: string;
  /** Opens the service's runtime for a worker process (its openRuntime(env, 'worker')). */
  openRuntime: (env: NodeJS.ProcessEnv) => Promise<ServiceRuntime<C>>;
  /** The service's workers on its context. */
  startWorkers: (context: C) => Promise<W>;
}

/**
 * A service's worker process (its `src/worker.ts`, built to dist/worker.js): the runtime, the
 * workers on it, and the operator endpoints (/health, /ready, /metrics for probes and Prometheus)
 * where the deployment sets OPERATOR_PORT. Run it with runWorkerMain.
 */
export function workerProcess<C extends { config: { OPERATOR_PORT?: number | undefined; OPERATOR_HOST: string } }, W extends Stoppable>(
  options: WorkerProcessOptions<C, W>,
): (env?: NodeJS.ProcessEnv) => Promise<RunningWorkersWithOperator<W>> {
  return async (env = process.env) => {
    const runtime = await options.openRuntime(env);
    return withWorkerOperator(await runWorkers(runtime, options.startWorkers), {
      name: options.name,
      logger: runtime.logger,
      listen: workerOperatorListenOf(runtime.context.config),
      readiness: runtime.readiness,
    });
  };
}
