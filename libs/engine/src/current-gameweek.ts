// Which gameweek the site sells now: the one rule the catalog (home page), payment (what the home
// screen's button sells) and prediction (admin preview, diagnostics' default scope, the track
// record's "on sale") services apply, each to its own read model of the same fixtures, against the
// product's clock.
//
// Rule: take the latest season that has fixtures. A fixture is on sale while it has not kicked off
// (its kick-off is after the clock) and is going to (neither postponed nor cancelled). The gameweek
// on sale is the gameweek of the earliest kick-off still on sale, ties to the lower gameweek. So a
// gameweek in progress stays on sale for its remaining matches, and one spread over two weekends
// comes back for its second weekend once the gameweek played in between has kicked off: gameweek
// labels are not monotonic in date, so "earliest" is by kick-off, never by label. A postponed match
// is off sale until the provider gives it a new date (and a status back to scheduled); from then on
// it counts at that date, in its own gameweek. A kicked-off match is never on sale, whether or not
// its result has arrived: the results being late never keeps a played gameweek on sale.
//
// When nothing of the latest season is on sale any more (the season is over), its last gameweek is
// current, with nothing on sale, until the next season's fixtures arrive. With no fixture at all
// there is no current gameweek.
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
  /** ISO 8601 kick-off. */
  readonly kickoff: string;
}

export interface CurrentGameweek<S extends string | number = string | number> {
  readonly season: S;
  readonly gameweek: number;
  /** How many of its fixtures are still on sale (0 once the season is over). */
  readonly on_sale: number;
}

/** Postponed and cancelled fixtures keep a kick-off that does not happen. */
export function kicksOff(fact: Pick<GameweekFact, 'status'>): boolean {
  return fact.status !== 'postponed' && fact.status !== 'cancelled';
}

/** Not kicked off yet by `now`, and going to: its predictions may be sold. */
export function isOnSale(fact: Pick<GameweekFact, 'status' | 'kickoff'>, now: Date): boolean {
  return kicksOff(fact) && Date.parse(fact.kickoff) > now.getTime();
}

/** Kicked off by `now` (whatever its result): its premium numbers are public. */
export function hasKickedOff(fact: Pick<GameweekFact, 'status' | 'kickoff'>, now: Date): boolean {
  return kicksOff(fact) && Date.parse(fact.kickoff) <= now.getTime();
}

/** A fixture holds its gameweek back while it has no result, unless it was postponed or cancelled. */
export function isAwaitingResult(fact: Pick<GameweekFact, 'status' | 'has_result'>): boolean {
  return !fact.has_result && kicksOff(fact);
}

/**
 * The latest season of `facts` and its facts, or null when there are none. Seasons are compared by
 * start year, so labels and years both work; a malformed season throws.
 */
export function latestSeason<S extends string | number, F extends Pick<GameweekFact<S>, 'season'>>(facts: Iterable<F>): { season: S; facts: F[] } | null {
  let latest: { season: S; year: number } | null = null;
  let season: F[] = [];
  for (const fact of facts) {
    const year = seasonStartYear(fact.season);
    if (latest === null || year > latest.year) {
      latest = { season: fact.season, year };
      season = [];
    } else if (year < latest.year) {
      continue;
    }
    season.push(fact);
  }
  return latest === null ? null : { season: latest.season, facts: season };
}

/** The current gameweek of `facts` (any number of seasons) at `now`, or null when there are none. */
export function currentGameweek<S extends string | number>(facts: Iterable<GameweekFact<S>>, now: Date): CurrentGameweek<S> | null {
  const latest = latestSeason<S, GameweekFact<S>>(facts);
  if (latest === null) return null;
  const season = latest.facts;
  let next: GameweekFact<S> | null = null;
  for (const fact of season) {
    if (!isOnSale(fact, now)) continue;
    const at = Date.parse(fact.kickoff);
    if (next === null || at < Date.parse(next.kickoff) || (at === Date.parse(next.kickoff) && fact.gameweek < next.gameweek)) next = fact;
  }
  if (next === null) {
    const last = Math.max(...season.map((fact) => fact.gameweek));
    return { season: latest.season, gameweek: last, on_sale: 0 };
  }
  const gameweek = next.gameweek;
  return { season: latest.season, gameweek, on_sale: season.filter((fact) => fact.gameweek === gameweek && isOnSale(fact, now)).length };
}
