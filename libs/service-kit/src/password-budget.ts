import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterMongo, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { verifyPassword } from './password.ts';

// The failed admin-password budget (docs/engineering.md, "Admin password budget"): one per client
// IP for the whole product. The gateway's login and every `?admin_password=` guard take from the
// same budget, and with a store the counters live in one collection of the instance's AUTH_DB_NAME
// database, so the embedded services, separately running services and gateway replicas all count
// together. rate-limiter-flexible does the counting (atomic findOneAndUpdate with $inc, upsert on a
// unique key); it works on FerretDB v1 except for the TTL index, which FerretDB v1 does not
// implement, so expired counters are not deleted by the store but replaced on the key's next
// attempt (the library's own duplicate-key path), one small document per IP that ever failed.

export const ADMIN_PASSWORD_BUDGET_COLLECTION = 'admin_password_attempts';
export const DEFAULT_ADMIN_PASSWORD_LIMIT = 10;
export const DEFAULT_ADMIN_PASSWORD_WINDOW_MS = 15 * 60 * 1000;

export type BudgetAnswer = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface AdminPasswordBudget {
  /** Takes one attempt from `key`'s budget before its password is checked; `ok: false` once it is spent. */
  take(key: string): Promise<BudgetAnswer>;
  /** Gives back the attempt of a password that was right, so only failures count. */
  giveBack(key: string): Promise<void>;
}

/** What the budget needs of a MongoDB driver `Db` (e.g. `connection.getClient().db(AUTH_DB_NAME)`). */
export interface BudgetStoreDb {
  collection(name: string): { createIndex(spec: Record<string, 1>, options: { unique: true }): Promise<unknown> };
}

export interface AdminPasswordBudgetOptions {
  /** Failed attempts allowed per key within the window (default 10). */
  limit?: number;
  /** Window length in milliseconds (default 15 minutes). */
  windowMs?: number;
  /**
   * The shared store: resolves the database holding the counters. Without it the budget is this
   * process's memory only (tests, a single process). While the store cannot be reached the budget
   * falls back to memory (the library's insurance limiter), so an outage neither locks the admin
   * out nor opens unlimited guessing.
   */
  store?: () => Promise<BudgetStoreDb>;
  logger?: Logger;
}

export function createAdminPasswordBudget(options: AdminPasswordBudgetOptions = {}): AdminPasswordBudget {
  const points = options.limit ?? DEFAULT_ADMIN_PASSWORD_LIMIT;
  const duration = Math.max(1, Math.ceil((options.windowMs ?? DEFAULT_ADMIN_PASSWORD_WINDOW_MS) / 1000));
  const memory = new RateLimiterMemory({ points, duration, keyPrefix: 'admin-password' });
  const { store, logger } = options;

  let stored: Promise<RateLimiterAbstract> | undefined;
  const limiter = async (): Promise<RateLimiterAbstract> => {
    if (!store) return memory;
    stored ??= (async () => {
      const db = await store();
      await db.collection(ADMIN_PASSWORD_BUDGET_COLLECTION).createIndex({ key: 1 }, { unique: true });
      return new RateLimiterMongo({
        storeClient: db,
        tableName: ADMIN_PASSWORD_BUDGET_COLLECTION,
        keyPrefix: 'admin-password',
        points,
        duration,
        disableIndexesCreation: true,
        insuranceLimiter: memory,
      });
    })();
    const attempt = stored;
    try {
      return await attempt;
    } catch (error) {
      // Forget a failed opening so the next attempt tries the store again.
      if (stored === attempt) stored = undefined;
      logger?.warn({ err: error }, 'admin password budget: store unreachable, counting in memory');
      return memory;
    }
  };

  return {
    async take(key) {
      try {
        await (await limiter()).consume(key);
        return { ok: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
    async giveBack(key) {
      try {
        await (await limiter()).reward(key, 1);
      } catch (error) {
        logger?.warn({ err: error }, 'admin password budget: could not give back an attempt');
      }
    },
  };
}

export type PasswordAttempt = { outcome: 'accepted' } | { outcome: 'rejected' } | { outcome: 'spent'; retryAfterSeconds: number };

/**
 * One admin-password attempt against `key`'s budget, the one sequence every password check uses
 * (the gateway's login, the services' `?admin_password=` guard): the attempt is taken before the
 * constant-time check, so parallel guesses cannot all slip through, and given back when the
 * password was right, so only failures count. An empty or missing candidate is rejected.
 */
export async function attemptAdminPassword(
  budget: AdminPasswordBudget,
  key: string,
  candidate: string | undefined,
  passwordHash: string,
): Promise<PasswordAttempt> {
  const taken = await budget.take(key);
  if (!taken.ok) return { outcome: 'spent', retryAfterSeconds: taken.retryAfterSeconds };
  const accepted = candidate !== undefined && candidate.length > 0 && (await verifyPassword(candidate, passwordHash));
  if (!accepted) return { outcome: 'rejected' };
  await budget.giveBack(key);
  return { outcome: 'accepted' };
}
