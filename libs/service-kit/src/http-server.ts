import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { operatorAppOf } from './service-app.ts';
import { markStopping } from './stopping.ts';

export type Closer = () => Promise<unknown> | unknown;

export interface StartHttpServerOptions {
  port: number;
  /** 127.0.0.1 unless a deployment sets HOST. */
  host?: string;
  logger: Logger;
  /** How long in-flight requests may take to finish before their connections are cut (exit code 1). */
  drainTimeoutMs?: number;
  /** How long each closer may take before it is given up on (exit code 1) and the next one runs. */
  closerTimeoutMs?: number;
  /**
   * The operator listener (GET /health, /ready, /metrics of operatorAppOf(app)): loopback unless a
   * deployment sets OPERATOR_HOST; operatorListenOf(config) gives both. Without it, no operator
   * listener (an app not made by createServiceApp has none).
   */
  operator?: { port: number; host?: string };
  /**
   * Sees every request of the public listener before the app and answers it when it can (returns
   * true), else the app does. The gateway's answer cache (services/gateway/src/edge/answer-cache.ts).
   */
  front?: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
  /** Install SIGTERM/SIGINT handlers that shut down and exit (default true; tests may turn it off). */
  handleSignals?: boolean;
  /** Called with the exit code after a signal-triggered shutdown; process.exit by default. */
  exit?: (code: number) => void;
}

export interface RunningServer {
  server: Server;
  /** The bound address; `port` is the real one when 0 was asked for. */
  address: AddressInfo;
  /** The operator listener's bound address, when one was asked for. */
  operatorAddress: AddressInfo | undefined;
  /**
   * Registers work to do after the HTTP server has drained (stop workers, disconnect Kafka, close
   * mongoose). Closers run one after another in reverse registration order, like a stack: what was
   * started last (a worker using a connection) stops before what it depends on.
   */
  onShutdown(name: string, closer: Closer): void;
  /** Runs the shutdown once (later calls get the same promise); resolves with the exit code, never exits. */
  shutdown(reason: string): Promise<number>;
}

export const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;
export const DEFAULT_CLOSER_TIMEOUT_MS = 5_000;

/** Resolves with the work's result, or with 'timeout' once `ms` have passed. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Listens with `app` and arranges a graceful stop. On SIGTERM/SIGINT (or shutdown()): /ready turns
 * 503 "stopping", the server stops accepting connections, idle keep-alive sockets close, in-flight
 * requests finish and each busy keep-alive socket closes after its current answer (cut after
 * drainTimeoutMs), then the closers run, each bounded by closerTimeoutMs.
 * Exit code 0 when all of that went cleanly, else 1. Repeated signals while stopping are ignored.
 */
export async function startHttpServer(app: Express, options: StartHttpServerOptions): Promise<RunningServer> {
  const { logger } = options;
  const host = options.host ?? '127.0.0.1';
  const drainTimeoutMs = options.drainTimeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS;
  const closerTimeoutMs = options.closerTimeoutMs ?? DEFAULT_CLOSER_TIMEOUT_MS;
  const closers: { name: string; closer: Closer }[] = [];
  const front = options.front;
  const server = createServer(
    front
      ? (req, res) => {
          // A front only answers once it has everything it needs; failing, it leaves the request whole.
          const failed = (err: unknown): false => {
            logger.error({ err }, 'the front failed; the app answers');
            return false;
          };
          let answered: boolean | Promise<boolean>;
          try {
            answered = front(req, res);
          } catch (err) {
            answered = failed(err);
          }
          if (answered === true) return;
          if (answered === false) app(req, res);
          else void answered.catch(failed).then((done) => done || app(req, res));
        }
      : app,
  );
  // While draining, every answer says `Connection: close`: server.close() refuses new connections
  // but a busy keep-alive connection (a gateway's, a load balancer's) would go on bringing new
  // requests to a stopping process until the drain timeout cut them off. Closed after its current
  // answer, the client opens a new connection, to a replica that is not stopping.
  let draining = false;
  const answering = new Set<ServerResponse>();
  const closeAfterAnswer = (res: ServerResponse): void => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    else res.once('finish', () => res.socket?.end());
  };
  server.prependListener('request', (_req, res) => {
    if (draining) return closeAfterAnswer(res);
    answering.add(res);
    res.once('close', () => answering.delete(res));
  });
  const operatorServer = options.operator ? createServer(operatorAppOf(app)) : undefined;

  const listen = (on: Server, port: number, at: string) =>
    new Promise<AddressInfo>((resolve, reject) => {
      on.once('error', reject);
      on.listen(port, at, () => {
        on.off('error', reject);
        resolve(on.address() as AddressInfo);
      });
    });
  const address = await listen(server, options.port, host);
  let operatorAddress: AddressInfo | undefined;
  if (operatorServer && options.operator) {
    try {
      operatorAddress = await listen(operatorServer, options.operator.port, options.operator.host ?? '127.0.0.1');
    } catch (error) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      throw error;
    }
    logger.info({ host: operatorAddress.address, port: operatorAddress.port }, 'operator endpoints listening');
  }
  logger.info({ host: address.address, port: address.port }, 'listening');

  const drainHttp = async (): Promise<boolean> => {
    draining = true;
    for (const res of answering) closeAfterAnswer(res);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    if ((await within(closed, drainTimeoutMs)) !== 'timeout') return true;
    logger.error({ drainTimeoutMs }, 'requests still running after the drain timeout; cutting their connections');
    server.closeAllConnections();
    await closed;
    return false;
  };

  const runClosers = async (): Promise<boolean> => {
    let clean = true;
    for (const { name, closer } of [...closers].reverse()) {
      try {
        const outcome = await within(Promise.resolve().then(closer), closerTimeoutMs);
        if (outcome === 'timeout') {
          clean = false;
          logger.error({ closer: name, closerTimeoutMs }, 'closer timed out');
        } else {
          logger.info({ closer: name }, 'closed');
        }
      } catch (err) {
        clean = false;
        logger.error({ closer: name, err }, 'closer failed');
      }
    }
    return clean;
  };

  let removeSignalHandlers = (): void => {};
  let stopping: Promise<number> | undefined;
  const shutdown = (reason: string): Promise<number> => {
    stopping ??= (async () => {
      logger.info({ reason }, 'shutting down');
      markStopping(app);
      const drained = await drainHttp();
      const closed = await runClosers();
      // Last: /ready answered "stopping" to the orchestrator all along.
      if (operatorServer) {
        const operatorClosed = new Promise<void>((resolve) => operatorServer.close(() => resolve()));
        operatorServer.closeAllConnections();
        await operatorClosed;
      }
      const code = drained && closed ? 0 : 1;
      logger.info({ code }, 'shutdown complete');
      removeSignalHandlers();
      return code;
    })();
    return stopping;
  };

  if (options.handleSignals ?? true) {
    const exit = options.exit ?? ((code: number) => process.exit(code));
    const onSignal = (signal: NodeJS.Signals): void => {
      if (stopping) {
        // Wrappers (npm, npx, tsx) relay the terminal's Ctrl-C, so one keypress often arrives
        // twice; a repeat must not skip the drain. The timeouts bound the shutdown anyway.
        logger.info({ signal }, 'already shutting down');
        return;
      }
      void shutdown(signal).then(exit);
    };
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
    removeSignalHandlers = () => {
      process.off('SIGTERM', onSignal);
      process.off('SIGINT', onSignal);
    };
  }

  return {
    server,
    address,
    operatorAddress,
    onShutdown: (name, closer) => {
      closers.push({ name, closer });
    },
    shutdown,
  };
}
