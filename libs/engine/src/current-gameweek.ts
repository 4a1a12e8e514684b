// Which gameweek the site shows now: the one rule the catalog (home page), payment (what the home
// screen's button sells) and prediction (admin preview, diagnostics' default scope) services apply,
// each to its own read model of the same fixtures.
//
// Rule: take the latest season that has fixtures; its current gameweek is the earliest gameweek
// that still has a fixture awaiting a result. "Awaiting" excludes postponed and cancelled
// fixtures: a postponed match keeps its original gameweek label (gameweek is not monotonic in
// date) and would otherwise pin the site to that gameweek for months. When every fixture of the
// latest season has a result (the season is over), its last gameweek stays current until the
// next season's fixtures arrive. With no fixture at all there is no current gameweek.
//
// "No result in the data" is not "not yet played": if the provider lags, the current gameweek
// lags with it, which is what a prediction site wants (it never shows stale predictions as
// upcoming without a result to replace them).
import { seasonStartYear } from './season.ts';

/**
 * The facts of one fixture that the rule reads. `season` is a label ('2025-26') or a start year
 * (2025), whichever the caller stores; the answer carries it back in the same form.
 */
export interface GameweekFact<S extends string | number = string | number> {
  readonly season: S;
  readonly gameweek: number;
  /** The fixture status ('scheduled', 'finished', 'postponed', 'cancelled', …). */
  readonly status: string;
  /** Both goals are known. */
  readonly has_result: boolean;
}

export interface CurrentGameweek<S extends string | number = string | number> {
  readonly season: S;
  readonly gameweek: number;
}

/** A fixture holds its gameweek back while it has no result, unless it was postponed or cancelled. */
export function isAwaitingResult(fact: Pick<GameweekFact, 'status' | 'has_result'>): boolean {
  return !fact.has_result && fact.status !== 'postponed' && fact.status !== 'cancelled';
}

/**
 * The current gameweek of `facts` (any number of seasons), or null when there are none. Seasons are
 * compared by start year, so labels and years both work; a malformed season throws.
 */
export function currentGameweek<S extends string | number>(facts: Iterable<GameweekFact<S>>): CurrentGameweek<S> | null {
  let latest: { season: S; year: number } | null = null;
  let earliestAwaiting = Infinity;
  let last = 0;
  for (const fact of facts) {
    const year = seasonStartYear(fact.season);
    if (latest === null || year > latest.year) {
      latest = { season: fact.season, year };
      earliestAwaiting = Infinity;
      last = 0;
    } else if (year < latest.year) {
      continue;
    }
    if (fact.gameweek > last) last = fact.gameweek;
    if (isAwaitingResult(fact) && fact.gameweek < earliestAwaiting) earliestAwaiting = fact.gameweek;
  }
  if (latest === null) return null;
  return { season: latest.season, gameweek: Number.isFinite(earliestAwaiting) ? earliestAwaiting : last };
}
