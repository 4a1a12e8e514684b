// The market's closing odds, an optional source beside the fixture providers. Neither fixture
// provider gives odds; football-data.co.uk's do, but their redistribution terms are unverified
// (shared data README, "Sources and licences"), so they are never shipped in the repository: a
// deployment that may use them points CATALOG_ODDS_DIR at a folder of the normalised season CSVs
// (`2024-25.csv`, columns date, home_team, away_team, odds_home, odds_draw, odds_away). Without it
// fixtures carry no odds and the admin panel shows no market figure.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEplSeason } from '@scoreline/epl-data';
import { findClub } from '../domain/clubs.ts';
import type { Fixture } from '../domain/fixture.ts';
import type { ClosingOdds } from '../domain/fixture-record.ts';
import type { Season } from '../domain/season.ts';

export interface ClosingOddsSource {
  /** Where it reads from, for logs. */
  readonly location: string;
  /** The season's odds keyed by matchKey; an empty map when the folder has no file for it. */
  forSeason(season: Season): Map<string, ClosingOdds>;
}

/** The join key: UK calendar date and both clubs' canonical names, so provider spellings meet. */
export function matchKey(date: string, home: string, away: string): string {
  const canonical = (name: string) => findClub(name)?.name ?? name.trim();
  return `${date}|${canonical(home)}|${canonical(away)}`;
}

export function createCsvClosingOddsSource(dir: string): ClosingOddsSource {
  return {
    location: dir,
    forSeason(season) {
      const odds = new Map<string, ClosingOdds>();
      if (!existsSync(path.join(dir, `${season.label}.csv`))) return odds;
      for (const match of loadEplSeason(season.label, dir)) {
        const { odds_home, odds_draw, odds_away } = match;
        // Odds at or below 1 are not prices a market offers; such a row is left without odds.
        if (odds_home === null || odds_draw === null || odds_away === null) continue;
        if (!(odds_home > 1 && odds_draw > 1 && odds_away > 1)) continue;
        odds.set(matchKey(match.date, match.home_team, match.away_team), { odds_home, odds_draw, odds_away });
      }
      return odds;
    },
  };
}

/** The odds of a fixture, if the source has the same clubs on the same date. */
export function oddsFor(
  odds: ReadonlyMap<string, ClosingOdds>,
  fixture: Pick<Fixture, 'date' | 'home_team' | 'away_team'>,
): ClosingOdds | undefined {
  return odds.get(matchKey(fixture.date, fixture.home_team, fixture.away_team));
}
