// A source can date a match outside its season. openfootball's 2019-20 file dates the 66 matches of
// Matchdays 32–38 that were played in July 2020, after the COVID-19 pause, a year early ("2019-07-01"):
// taken at their word they would be ordered before the season's first match, and every walk-forward
// (metrics, Dixon–Coles fits, backtests) would learn from them before they were played. No league
// match is played before its season's opening matchday, so a later gameweek dated before it is a
// year out, provided the corrected date still falls inside the season (before the next one starts).
import type { ProviderMatch } from './fixture.ts';
import type { Season } from './season.ts';
import { londonToUtcIso, londonTime } from './uk-time.ts';

export interface DateRepair {
  readonly matches: ProviderMatch[];
  /** The refs of the matches whose date was moved, for the ingestion's log. */
  readonly moved: string[];
}

/** "2019-07-01" → "2020-07-01" (29 February becomes 1 March). */
function nextYear(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
}

export function repairEarlyDates(season: Season, matches: readonly ProviderMatch[]): DateRepair {
  const openingDates = matches
    .filter((m) => m.gameweek === 1 && m.date !== null)
    .map((m) => m.date as string)
    .sort();
  const opening = openingDates[0];
  // The season's span ends where the next one could begin: 1 August of its second year.
  const seasonEnd = `${season.year + 1}-08-01`;
  if (!opening) return { matches: [...matches], moved: [] };
  const moved: string[] = [];
  const repaired = matches.map((match) => {
    if (match.date === null || match.date >= opening || match.gameweek === 1) return match;
    const date = nextYear(match.date);
    if (date >= seasonEnd) return match;
    const time = match.kickoff ? londonTime(match.kickoff) : null;
    moved.push(match.ref);
    return { ...match, date, kickoff: time ? londonToUtcIso(date, time) : null };
  });
  return { matches: repaired, moved };
}
