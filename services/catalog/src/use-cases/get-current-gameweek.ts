// GET /api/fixtures/gameweek/current: the current gameweek's fixtures (the rule is the engine's
// currentGameweek, shared with the payment and prediction services) with the outcome from the
// predictions read model.
//
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
//   share one computation, so a burst costs one set of queries, not one per request.
import type { GameweekResponse } from '@scoreline/contracts';
import { precomputeJson, type PrecomputedJson } from '@scoreline/service-kit';
import { currentGameweek } from '@scoreline/engine';
import { gameweekFact } from '../domain/fixture.ts';
import { seasonFromYear } from '../domain/season.ts';
import type { Repositories } from './ports.ts';

export interface CurrentGameweekDeps {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
}

export async function computeCurrentGameweek(deps: CurrentGameweekDeps): Promise<GameweekResponse> {
  const latest = await deps.fixtures.latestSeasonYear();
  if (latest === null) return { fixtures: [], gameweek_info: null };
  const current = currentGameweek((await deps.fixtures.findFacts(latest)).map(gameweekFact));
  if (!current) return { fixtures: [], gameweek_info: null };

  const fixtures = await deps.fixtures.findGameweek(current.season, current.gameweek);
  fixtures.sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.fixture_id - b.fixture_id);
  const predictions = await deps.predictions.findByFixtureIds(fixtures.map((f) => f.fixture_id));
  return {
    fixtures: fixtures.map((fixture) => {
      const prediction = predictions.get(fixture.fixture_id);
      const hasPrediction = prediction?.has_prediction === true && prediction.predicted_outcome !== null;
      return {
        fixture_id: fixture.fixture_id,
        home_team: fixture.home_team,
        away_team: fixture.away_team,
        date: fixture.kickoff,
        venue: fixture.venue,
        predicted_outcome: hasPrediction ? prediction.predicted_outcome : null,
        has_prediction: hasPrediction,
      };
    }),
    gameweek_info: { current_gameweek: current.gameweek, season: seasonFromYear(current.season).label },
  };
}

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
  const now = options.now ?? Date.now;
  let cached: { entry: CachedGameweek; expiresAt: number } | null = null;
  let inflight: Promise<CachedGameweek> | null = null;
  // Bumped on every invalidation: a computation that started before it must not be cached after it.
  let generation = 0;

  const load = (): Promise<CachedGameweek> => {
    const started = generation;
    const promise = computeCurrentGameweek(deps)
      .then((value) => {
        const entry = { value, ...precomputeJson(value) };
        if (started === generation) cached = { entry, expiresAt: now() + ttlMs };
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
