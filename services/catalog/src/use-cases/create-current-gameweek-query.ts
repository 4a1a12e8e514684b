// GET /api/fixtures/gameweek/current as the route serves it: the answer of get-current-gameweek.ts.
// This is the busiest endpoint (the home page), so the answer is computed once and kept in memory
// as the serialized JSON body and its bytes:
// - this process drops it as soon as it writes fixtures or handles predictions.updated, so its own
//   changes show at once;
// - it also goes stale after a short TTL (default 2 s), so replicas that did not handle the change
//   converge within that time; a stale answer is still served while one background computation
//   replaces it (stale-while-revalidate), so the TTL never makes a request wait;
// - the body is kept encoded, with its ETag, so a request costs no serialization and no hashing
//   (a browser or CDN revalidating gets 304 against the same ETag);
// - concurrent requests on a cold cache (first request, or after this process's own invalidation)
//   share one computation, so a burst costs one set of queries, not one per request;
// - the answer also changes by the clock alone (a kick-off takes a fixture off sale, a result falls
//   due): it is dropped, not served stale, once the product's clock reaches the next such instant.
import type { GameweekResponse } from '@scoreline/contracts';
import { precomputeJson, type PrecomputedJson } from '@scoreline/service-kit';
import { type CurrentGameweekDeps, getCurrentGameweek } from './get-current-gameweek.ts';

export interface CachedGameweek extends PrecomputedJson {
  /** The answer; `body`, `bytes` and `etag` are its JSON, encoded and hashed once per computation. */
  readonly value: GameweekResponse;
}

export interface CurrentGameweekQuery {
  get(): Promise<CachedGameweek>;
  /** Forget the cached answer; the next request recomputes it. */
  invalidate(): void;
}

export const DEFAULT_GAMEWEEK_CACHE_TTL_MS = 2_000;

export function createCurrentGameweekQuery(
  deps: CurrentGameweekDeps,
  options: { ttlMs?: number; now?: () => number } = {},
): CurrentGameweekQuery {
  const ttlMs = options.ttlMs ?? DEFAULT_GAMEWEEK_CACHE_TTL_MS;
  // Elapsed time for the TTL; the product's clock (deps.clock) for what the answer says.
  const now = options.now ?? Date.now;
  let cached: { entry: CachedGameweek; expiresAt: number; changesAt: number | null } | null = null;
  let inflight: Promise<CachedGameweek> | null = null;
  // Bumped on every invalidation: a computation that started before it must not be cached after it.
  let generation = 0;

  const load = (): Promise<CachedGameweek> => {
    const started = generation;
    const promise = getCurrentGameweek(deps)
      .then(({ value, changesAt }) => {
        const entry = { value, ...precomputeJson(value) };
        if (started === generation) cached = { entry, expiresAt: now() + ttlMs, changesAt };
        return entry;
      })
      .finally(() => {
        if (inflight === promise) inflight = null;
      });
    inflight = promise;
    return promise;
  };

  return {
    get() {
      if (cached && cached.changesAt !== null && deps.clock().getTime() >= cached.changesAt) {
        // A kick-off or a result falling due changed the answer: never serve it stale.
        generation += 1;
        cached = null;
        inflight = null;
      }
      if (cached && now() < cached.expiresAt) return Promise.resolve(cached.entry);
      if (cached) {
        // Stale, not invalidated: answer at once and refresh in the background. A failed refresh
        // keeps the stale answer; the next request after it tries again.
        if (!inflight) load().catch(() => undefined);
        return Promise.resolve(cached.entry);
      }
      return inflight ?? load();
    },
    invalidate() {
      generation += 1;
      cached = null;
      inflight = null;
    },
  };
}
