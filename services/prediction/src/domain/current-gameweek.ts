// Which gameweek the site shows, for the admin preview and the diagnostics' default scope. It is
// the catalog's rule (services/catalog/src/domain/current-gameweek.ts), applied to this service's
// read model of the same fixtures so both services agree on the same data: the latest season with
// fixtures; its earliest gameweek that still has a fixture awaiting a result (postponed and
// cancelled fixtures do not hold it back); its last gameweek once every result is in.
import type { FixtureView } from './fixture.ts';

export interface CurrentGameweek {
  season: string;
  gameweek: number;
}

export function isAwaitingResult(fixture: Pick<FixtureView, 'home_goals' | 'status'>): boolean {
  return fixture.home_goals === null && fixture.status !== 'postponed' && fixture.status !== 'cancelled';
}

export function currentGameweek(
  fixtures: Iterable<Pick<FixtureView, 'season' | 'gameweek' | 'home_goals' | 'status'>>,
): CurrentGameweek | null {
  const all = [...fixtures];
  // Season labels ("2025-26") sort in time order.
  let latest: string | null = null;
  for (const fixture of all) if (latest === null || fixture.season > latest) latest = fixture.season;
  if (latest === null) return null;
  let earliestAwaiting = Infinity;
  let last = 0;
  for (const fixture of all) {
    if (fixture.season !== latest) continue;
    if (fixture.gameweek > last) last = fixture.gameweek;
    if (isAwaitingResult(fixture) && fixture.gameweek < earliestAwaiting) earliestAwaiting = fixture.gameweek;
  }
  return { season: latest, gameweek: Number.isFinite(earliestAwaiting) ? earliestAwaiting : last };
}
