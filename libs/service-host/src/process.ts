// A service as its own process: the HTTP API (main.ts) or its workers alone (worker.ts).
import { pathToFileURL } from 'node:url';
import {
  createServiceApp,
  type HealthChecks,
  type RunningServer,
  startHttpServer,
} from '@scoreline/service-kit';
import { eventStreamRegistry } from '@scoreline/events';
import type { Router } from 'express';
import type { ServiceRuntime } from './runtime.ts';
import type { Stoppable } from './workers.ts';

export interface ServiceProcessOptions<C, W> {
  /** Service name: on log lines and metric labels. */
  name: string;
  port: number;
  host: string;
  /** The operator listener (/ready, /metrics): operatorListenOf(config). */
  operator: { port: number; host: string };
  runtime: ServiceRuntime<C>;
  /** The service's router on its context (its createRouter). */
  router: (context: C) => Router;
  /** Its workers, started once the server listens; undefined when this process runs none. */
  startWorkers?: ((context: C) => Promise<W>) | undefined;
  /** Checks behind /ready; default the runtime's (mongodb, kafka). */
  readiness?: HealthChecks | undefined;
  /** For tests: keep the process's signal handlers and exit, skip process metrics. */
  handleSignals?: boolean;
  defaultMetrics?: boolean;
}

export interface RunningService<W> {
  readonly server: RunningServer;
  readonly workers: W | null;
}

/**
 * Listens with the service's app (readiness on its dependencies) and arranges the graceful stop of
 * service-kit's startHttpServer: on SIGTERM/SIGINT HTTP drains first, then the workers, then the
 * event bus and the database. A failure to start closes what was opened.
 */
export async function runServiceProcess<C, W extends Stoppable>(options: ServiceProcessOptions<C, W>): Promise<RunningService<W>> {
  const { runtime } = options;
  const { logger } = runtime;
  let server: RunningServer;
  try {
    const router = options.router(runtime.context);
    const app = createServiceApp({
      name: options.name,
      logger,
      mount: (root) => root.use(router),
      readiness: options.readiness ?? runtime.readiness,
      defaultMetrics: options.defaultMetrics,
      // the event streams of this process's bus, for operators (docs/engineering.md, "Event streams")
      metricsRegistries: [eventStreamRegistry],
    });
    server = await startHttpServer(app, { port: options.port, host: options.host, operator: options.operator, logger, handleSignals: options.handleSignals });
  } catch (error) {
    await runtime.close().catch(() => undefined);
    throw error;
  }
  // Closers run in reverse order: workers first, then the bus and database they use.
  server.onShutdown(runtime.resources, () => runtime.close());
  if (!options.startWorkers) return { server, workers: null };
  try {
    const workers = await options.startWorkers(runtime.context);
    server.onShutdown('workers', () => workers.stop());
    return { server, workers };
  } catch (error) {
    await server.shutdown('workers failed to start');
    throw error;
  }
}

/** True when `moduleUrl` (a module's import.meta.url) is the script node was started with. */
export function isEntryPoint(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && moduleUrl === pathToFileURL(script).href;
}

/** How long a process signalled while starting may take to finish starting before it exits 1 anyway. */
export const STOP_WHILE_STARTING_MS = 30_000;

/**
 * Holds SIGTERM/SIGINT while a process starts (connecting, creating topics): node's default would
 * end it at once, leaving half-opened work behind. `release()` hands back the signal received, if
 * any, for the caller to stop gracefully; a start that has not ended STOP_WHILE_STARTING_MS after the
 * signal exits 1 anyway.
 */
function holdSignalsWhileStarting(): { release(): NodeJS.Signals | undefined } {
  let held: NodeJS.Signals | undefined;
  let deadline: NodeJS.Timeout | undefined;
  const hold = (signal: NodeJS.Signals): void => {
    if (held) return;
    held = signal;
    console.log(`${signal} while starting: stopping as soon as the start ends`);
    deadline = setTimeout(() => {
      console.error(`still starting ${STOP_WHILE_STARTING_MS / 1000} s after ${signal}; exiting`);
      process.exit(1);
    }, STOP_WHILE_STARTING_MS).unref();
  };
  process.on('SIGTERM', hold);
  process.on('SIGINT', hold);
  return {
    release() {
      process.off('SIGTERM', hold);
      process.off('SIGINT', hold);
      // The start has ended: the graceful stop that follows has budgets of its own, and this bound
      // must not cut it short.
      clearTimeout(deadline);
      return held;
    },
  };
}

/**
 * Starts an HTTP service process; a failed start prints why and exits 1. Once started, the server
 * handles SIGTERM/SIGINT (a graceful stop); a signal received while starting is delivered again to
 * it as soon as the start ends, so a stop at any moment closes what was opened.
 */
export function runMain(start: () => Promise<unknown>): void {
  const signals = holdSignalsWhileStarting();
  start()
    .then(() => {
      const held = signals.release();
      if (held) process.kill(process.pid, held);
    })
    .catch(exitFailed);
}

/**
 * Starts a worker process and stops it on SIGTERM/SIGINT, exiting 0 (1 when stopping failed), also
 * for a signal received while it was starting; a failed start prints why and exits 1.
 */
export function runWorkerMain(name: string, start: () => Promise<Stoppable>): void {
  const signals = holdSignalsWhileStarting();
  start()
    .then((running) => {
      // The one line a supervisor (tools/distributed) waits for: the consumers have been started.
      console.log(`${name}: started`);
      const onSignal = (signal: NodeJS.Signals): void => {
        console.log(`${name}: ${signal}, stopping`);
        running.stop().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error);
            process.exit(1);
          },
        );
      };
      process.once('SIGTERM', onSignal);
      process.once('SIGINT', onSignal);
      const held = signals.release();
      if (held) onSignal(held);
    })
    .catch(exitFailed);
}

function exitFailed(error: unknown): void {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
