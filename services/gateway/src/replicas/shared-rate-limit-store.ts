// The edge's rate limits counted across every gateway replica (docs/engineering.md, "Gateway
// replicas"). Behind an ingress, two to six replicas each see part of a client's requests; with a
// count per process a client would get the limit once per replica.
//
// Every request is still decided in memory, with no round trip: the request path is the edge's
// hottest (docs/engineering.md, "The gateway's answer cache"). Each replica counts its own hits per
// client in fixed windows aligned to the clock (so replicas agree on the window) and, once a
// second, writes them as one document that only it writes (`<limiter>:<window>:<replica>`, replaced
// whole: the one kind of write FerretDB v1 keeps whole under concurrency, docs/engineering.md
// "Persistence") and reads the other replicas' documents of the window. A client's count is its
// hits here plus the others' last read: at most one sync interval behind, so a client spread over
// n replicas may get (n - 1) × its rate × 1 s past the limit, never n times the limit.
//
// No library does this: rate-limit stores for MongoDB (rate-limiter-flexible's RateLimiterMongo,
// rate-limit-mongo) make one `$inc` per request, a round trip on every request, and `$inc` loses
// counts on FerretDB v1. While the store cannot be reached each replica counts alone (the limit per
// replica), and says so in the log once.
import { randomUUID } from 'node:crypto';
import type { Database } from '@scoreline/db';
import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Logger } from 'pino';

export const RATE_LIMIT_COUNTS_COLLECTION = 'edge_rate_limit_counts';
export const DEFAULT_SYNC_INTERVAL_MS = 1000;
/** Clients kept per replica document: the busiest first; a flood of distinct addresses cannot grow it without bound. */
export const MAX_CLIENTS_PER_DOCUMENT = 5000;

interface CountsDocument {
  _id: string;
  limiter: string;
  window: number;
  replica: string;
  counts: { k: string; n: number }[];
  updated_at: Date;
}

export interface SharedRateLimitStoreOptions {
  /** The limiter's name ("api", "diagnostics"): its counts apart from another limiter's. */
  limiter: string;
  /** The gateway's database (GATEWAY_DB_NAME), opened on first use. */
  database: () => Promise<Database>;
  dbName: string;
  logger: Logger;
  /** This process's name among the replicas; a new one per process. */
  replica?: string;
  syncIntervalMs?: number;
  now?: () => number;
}

export interface SharedRateLimitStore extends Store {
  /** Writes this replica's counts and reads the others' now (the timer does it every interval). */
  sync(): Promise<void>;
  shutdown(): void;
}

export function createSharedRateLimitStore(options: SharedRateLimitStoreOptions): SharedRateLimitStore {
  const replica = options.replica ?? randomUUID();
  const now = options.now ?? Date.now;
  const syncIntervalMs = options.syncIntervalMs ?? DEFAULT_SYNC_INTERVAL_MS;
  let windowMs = 60_000;
  let window = 0;
  /** This replica's hits per client in the current window. */
  let own = new Map<string, number>();
  /** The other replicas' hits per client in the current window, as last read. */
  let others = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let syncing: Promise<void> | undefined;
  let unreachable = false;

  const windowOf = (at: number): number => Math.floor(at / windowMs) * windowMs;
  /** Starts a new window when the clock has left the current one. */
  const current = (): number => {
    const at = windowOf(now());
    if (at !== window) {
      window = at;
      own = new Map();
      others = new Map();
    }
    return window;
  };
  const answer = (key: string): IncrementResponse => ({
    totalHits: (own.get(key) ?? 0) + (others.get(key) ?? 0),
    resetTime: new Date(window + windowMs),
  });

  let indexed = false;
  const collection = async () => {
    const db = await options.database();
    const coll = db.connection.getClient().db(options.dbName).collection<CountsDocument>(RATE_LIMIT_COUNTS_COLLECTION);
    if (!indexed) {
      // An equality on indexed fields reads only the window's few documents on FerretDB v1.
      await coll.createIndex({ limiter: 1, window: 1 });
      indexed = true;
    }
    return coll;
  };

  const syncOnce = async (): Promise<void> => {
    const at = current();
    const counts = [...own]
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_CLIENTS_PER_DOCUMENT)
      .map(([k, n]) => ({ k, n }));
    try {
      const coll = await collection();
      if (counts.length > 0) {
        const id = `${options.limiter}:${at}:${replica}`;
        await coll.replaceOne(
          { _id: id },
          { limiter: options.limiter, window: at, replica, counts, updated_at: new Date(now()) },
          { upsert: true },
        );
      }
      const read = new Map<string, number>();
      for (const doc of await coll.find({ limiter: options.limiter, window: at }).toArray()) {
        if (doc.replica === replica) continue;
        for (const { k, n } of doc.counts) read.set(k, (read.get(k) ?? 0) + n);
      }
      // A window that ended while we read belongs to nobody any more.
      if (current() === at) others = read;
      // Earlier windows are over for every replica (a crashed one's documents included).
      await coll.deleteMany({ limiter: options.limiter, window: { $lt: at } });
      if (unreachable) options.logger.info({ limiter: options.limiter }, 'rate-limit counts shared with the other gateway replicas again');
      unreachable = false;
    } catch (error) {
      if (!unreachable) {
        options.logger.warn(
          { limiter: options.limiter, err: error },
          'rate-limit counts cannot be shared while the store is unreachable; this replica counts alone',
        );
      }
      unreachable = true;
    }
  };

  return {
    localKeys: false,
    init(limiterOptions: Options) {
      windowMs = limiterOptions.windowMs;
      current();
      timer ??= setInterval(() => {
        // One sync at a time: a slow store must not pile them up.
        syncing ??= syncOnce().finally(() => {
          syncing = undefined;
        });
      }, syncIntervalMs);
      timer.unref();
    },
    increment(key) {
      current();
      own.set(key, (own.get(key) ?? 0) + 1);
      return answer(key);
    },
    decrement(key) {
      current();
      const hits = own.get(key) ?? 0;
      if (hits > 1) own.set(key, hits - 1);
      else own.delete(key);
    },
    resetKey(key) {
      own.delete(key);
      others.delete(key);
    },
    get(key) {
      current();
      return own.has(key) || others.has(key) ? answer(key) : undefined;
    },
    sync: () => (syncing ?? Promise.resolve()).then(() => syncOnce()),
    // No last sync: the counts of a stopping replica matter for at most the rest of the window.
    shutdown() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
