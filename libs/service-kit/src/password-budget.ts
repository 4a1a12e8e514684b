import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { verifyPassword } from './password.ts';

// The failed admin-password budget (docs/engineering.md, "Admin password budget"): one per client
// IP for the whole product. The gateway's login and every `?admin_password=` guard take from the
// same budget, and with a store the attempts live in one collection of the instance's AUTH_DB_NAME
// database, so the embedded services, separately running services and gateway replicas all count
// together.
//
// On the store an attempt is an insert, not a counter: an update is not atomic on FerretDB v1 (it
// reads, changes and writes the whole document back), so rate-limiter-flexible's `$inc` upsert lost
// counts under parallel guesses (12 guesses after 5 failures gave 8 × 401 and 4 × 429, not 5 and
// 7). Each attempt claims one of the window's `limit` numbered slots by inserting a document whose
// `_id` names key, window and slot; an insert of a new `_id` is atomic there as on MongoDB, so of
// any number of parallel attempts exactly `limit` get a slot and the rest are refused. No library
// counts that way, hence the few lines here. Windows are fixed (aligned to the epoch), as the
// library's were per key: the budget is `limit` failures per window.

export const ADMIN_PASSWORD_BUDGET_COLLECTION = 'admin_password_failures';
export const DEFAULT_ADMIN_PASSWORD_LIMIT = 10;
export const DEFAULT_ADMIN_PASSWORD_WINDOW_MS = 15 * 60 * 1000;

/** An attempt's place in the budget, and how to give it back when its password was right. */
export type BudgetAnswer = { ok: true; giveBack(): Promise<void> } | { ok: false; retryAfterSeconds: number };

export interface AdminPasswordBudget {
  /** Takes one attempt from `key`'s budget before its password is checked; `ok: false` once it is spent. */
  take(key: string): Promise<BudgetAnswer>;
}

/** One attempt's slot: `n` of the window's `limit`. */
export interface BudgetSlot {
  key: string;
  /** The window's number: milliseconds since the epoch divided by the window's length. */
  window: number;
  n: number;
  at: Date;
}

/** Where the slots live (service-host's stored budget implements it on the store). */
export interface BudgetSlotStore {
  /** The numbers of `key`'s slots taken in `window`. */
  taken(key: string, window: number): Promise<number[]>;
  /** Inserts the slot; false when another attempt holds it already (a duplicate `_id`). */
  claim(slot: BudgetSlot): Promise<boolean>;
  /** Deletes the slot, so a later attempt can claim it. */
  release(slot: BudgetSlot): Promise<void>;
  /** Deletes `key`'s slots of windows before `window` (they count no more). */
  forgetBefore(key: string, window: number): Promise<void>;
}

export interface AdminPasswordBudgetOptions {
  /** Failed attempts allowed per key within the window (default 10). */
  limit?: number;
  /** Window length in milliseconds (default 15 minutes). */
  windowMs?: number;
  /**
   * The shared store: resolves where the slots live. Without it the budget is this process's
   * memory only (tests, a single process). While the store cannot be reached the budget falls back
   * to memory, so an outage neither locks the admin out nor opens unlimited guessing.
   */
  store?: () => Promise<BudgetSlotStore>;
  logger?: Logger;
  /** Tests: the time. */
  now?: () => number;
}

export function createAdminPasswordBudget(options: AdminPasswordBudgetOptions = {}): AdminPasswordBudget {
  const limit = options.limit ?? DEFAULT_ADMIN_PASSWORD_LIMIT;
  const windowMs = Math.max(1000, options.windowMs ?? DEFAULT_ADMIN_PASSWORD_WINDOW_MS);
  const now = options.now ?? Date.now;
  const { store, logger } = options;
  // In one process consume() is atomic: the library's memory limiter is the budget without a store
  // and while the store is unreachable.
  const memory = new RateLimiterMemory({ points: limit, duration: Math.ceil(windowMs / 1000), keyPrefix: 'admin-password' });

  const inMemory = async (key: string): Promise<BudgetAnswer> => {
    try {
      await memory.consume(key);
      return { ok: true, giveBack: () => memory.reward(key, 1).then(() => undefined) };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
      throw rejection;
    }
  };

  const onStore = async (slots: BudgetSlotStore, key: string): Promise<BudgetAnswer> => {
    const at = now();
    const window = Math.floor(at / windowMs);
    const taken = new Set(await slots.taken(key, window));
    for (let n = 0; n < limit; n += 1) {
      if (taken.has(n)) continue;
      const slot: BudgetSlot = { key, window, n, at: new Date(at) };
      if (!(await slots.claim(slot))) continue;
      // The first failure of a window: the earlier windows' slots are history.
      if (n === 0) void slots.forgetBefore(key, window).catch((error: unknown) => logger?.warn({ err: error }, 'admin password budget: could not delete old attempts'));
      return {
        ok: true,
        giveBack: async () => {
          try {
            await slots.release(slot);
          } catch (error) {
            logger?.warn({ err: error }, 'admin password budget: could not give back an attempt');
          }
        },
      };
    }
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * windowMs - at) / 1000)) };
  };

  return {
    async take(key) {
      if (!store) return inMemory(key);
      try {
        return await onStore(await store(), key);
      } catch (error) {
        logger?.warn({ err: error }, 'admin password budget: store unreachable, counting in memory');
        return inMemory(key);
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
  await taken.giveBack();
  return { outcome: 'accepted' };
}
