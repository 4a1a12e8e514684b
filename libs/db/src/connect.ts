// One mongoose connection per service database. createConnection rather than the global
// mongoose.connect: in `npm start` every service runs in one process, each with its own
// database, so nothing may share the default connection or its model registry.
import mongoose, { type Connection } from 'mongoose';
import pino, { type Logger } from 'pino';
import { mongoUriFromEnv, redactUri } from './config.ts';
import { DbUnavailableError } from './errors.ts';
import { type DependencyHealth, pingDb } from './health.ts';

export interface ConnectDbOptions {
  /** The service's own database, e.g. "catalog". */
  dbName: string;
  /** Server URI; default MONGODB_URI, else mongodb://127.0.0.1:27017. */
  uri?: string;
  logger?: Logger;
  /** Connection attempts before giving up with DbUnavailableError. Default 5. */
  attempts?: number;
  /** Wait before the second attempt, doubling after each, in ms. Default 500. */
  retryDelayMs?: number;
  /**
   * How long an operation (and each connection attempt) waits for the driver to find the server.
   * Default 1000 ms: see DEFAULT_SERVER_SELECTION_TIMEOUT_MS.
   */
  serverSelectionTimeoutMS?: number;
  /**
   * Driver connections to the server. Default 10: FerretDB v1 shares one PostgreSQL pool
   * across the whole server, so many connections per client only queue there.
   */
  maxPoolSize?: number;
}

export interface Database {
  readonly name: string;
  /** The mongoose connection: register models with `connection.model(name, schema)`. */
  readonly connection: Connection;
  /** Builds (and drops stale) indexes of every model registered on the connection. */
  syncIndexes(): Promise<void>;
  /** For readiness endpoints: does the server answer a ping right now? */
  health(timeoutMs?: number): Promise<DependencyHealth>;
  /** Closes the connection and its pool; safe to call twice. */
  close(): Promise<void>;
}

/**
 * Once the driver's monitor has found the store unreachable, every operation waits up to this long in
 * server selection for it to come back (the monitor looks again every 500 ms) before failing with
 * MongoServerSelectionError, which the services answer as 503 with Retry-After. A known server is
 * selected at once, so the wait only ever applies during an outage: it bounds how long a request
 * holds on a store that is down. At the driver's 30 s (or the 3 s used before) a request met the
 * client's and the load balancer's timeouts instead of an answer; 1 s leaves a request a second of
 * its 2 s budget and still rides out a restart that the monitor sees within half a second.
 */
export const DEFAULT_SERVER_SELECTION_TIMEOUT_MS = 1000;

function isUnavailable(error: unknown): boolean {
  return (
    error instanceof mongoose.Error.MongooseServerSelectionError ||
    (error instanceof Error &&
      /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ETIMEDOUT|Server selection timed out/i.test(error.message))
  );
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function connectDb(options: ConnectDbOptions): Promise<Database> {
  const uri = options.uri ?? mongoUriFromEnv();
  const attempts = options.attempts ?? 5;
  const logger = (options.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info' })).child({
    component: 'db',
    db: options.dbName,
  });
  if (!/^[A-Za-z0-9_-]{1,63}$/.test(options.dbName)) {
    throw new Error(`database name "${options.dbName}" must be 1-63 letters, digits, _ or -`);
  }

  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const connection = mongoose.createConnection(uri, {
      dbName: options.dbName,
      serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? DEFAULT_SERVER_SELECTION_TIMEOUT_MS,
      connectTimeoutMS: 3000,
      maxPoolSize: options.maxPoolSize ?? 10,
      // Indexes are built once at start by syncIndexes(), where a failure is seen, rather than
      // in the background on first use, where mongoose would only emit an event.
      autoIndex: false,
      // Operations fail at once when the store is gone instead of queueing without limit.
      bufferCommands: false,
      // FerretDB v1 has no transactions and so no retryable writes; writes here are
      // idempotent upserts keyed by natural ids, which callers may simply repeat.
      retryWrites: false,
    });
    try {
      await connection.asPromise();
      logger.info({ uri: redactUri(uri) }, 'database connected');
      return wrap(connection, options.dbName, logger);
    } catch (error) {
      lastError = error;
      await connection.close().catch(() => undefined);
      if (!isUnavailable(error)) throw error;
      if (attempt < attempts) {
        const delay = (options.retryDelayMs ?? 500) * 2 ** (attempt - 1);
        logger.warn(
          { attempt, retry_in_ms: delay, err: error },
          `database unreachable at ${redactUri(uri)}, retrying`,
        );
        await sleep(delay);
      }
    }
  }
  throw new DbUnavailableError(uri, { cause: lastError });
}

function wrap(connection: Connection, name: string, logger: Logger): Database {
  let closed: Promise<void> | undefined;
  return {
    name,
    connection,
    async syncIndexes() {
      await connection.syncIndexes();
    },
    health(timeoutMs) {
      return pingDb(connection, timeoutMs);
    },
    close() {
      closed ??= connection.close().then(() => logger.info('database closed'));
      return closed;
    },
  };
}
