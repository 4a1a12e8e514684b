// Which gameweek the home page shows.
//
// Rule: take the latest season that has fixtures; its current gameweek is the earliest gameweek
// that still has a fixture awaiting a result. "Awaiting" excludes postponed and cancelled
// fixtures: a postponed match keeps its original gameweek label (gameweek is not monotonic in
// date) and would otherwise pin the site to that gameweek for months. When every fixture of the
// latest season has a result (the season is over), its last gameweek stays current until the
// next season's fixtures arrive. With no fixture at all there is no current gameweek.
//
// Note that "no result in the data" is not "not yet played": if the provider lags, the current
// gameweek lags with it, which is what a prediction site wants (it never shows stale predictions
// as upcoming without a result to replace them).
import { type Fixture, hasResult } from './fixture.ts';

export type GameweekFacts = Pick<
  Fixture,
  'season_year' | 'gameweek' | 'status' | 'home_goals' | 'away_goals'
>;

export interface CurrentGameweek {
  readonly seasonYear: number;
  readonly gameweek: number;
}

export function isAwaitingResult(fixture: GameweekFacts): boolean {
  return !hasResult(fixture) && fixture.status !== 'postponed' && fixture.status !== 'cancelled';
}

export function currentGameweek(fixtures: Iterable<GameweekFacts>): CurrentGameweek | null {
  let latest: number | null = null;
  const bySeason = new Map<number, GameweekFacts[]>();
  for (const fixture of fixtures) {
    const list = bySeason.get(fixture.season_year) ?? [];
    list.push(fixture);
    bySeason.set(fixture.season_year, list);
    if (latest === null || fixture.season_year > latest) latest = fixture.season_year;
  }
  if (latest === null) return null;
  let earliestAwaiting = Infinity;
  let last = 0;
  for (const fixture of bySeason.get(latest) ?? []) {
    if (fixture.gameweek > last) last = fixture.gameweek;
    if (isAwaitingResult(fixture) && fixture.gameweek < earliestAwaiting) earliestAwaiting = fixture.gameweek;
  }
  return { seasonYear: latest, gameweek: Number.isFinite(earliestAwaiting) ? earliestAwaiting : last };
}
