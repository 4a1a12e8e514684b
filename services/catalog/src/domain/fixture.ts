// The catalog's fixture, and the one place where a provider's match becomes one. Providers only
// translate their format (providers/*); resolving clubs, venues and the stable id happens here, so
// every source yields identical documents for the same match.
import { canonicalClubName, type GameweekFact, hasResult } from '@scoreline/engine';
import { GAMEWEEKS_PER_SEASON } from '@scoreline/contracts';
import { type Club, findClub, groundFor } from './clubs.ts';
import { clubNumber, fixtureId } from './fixture-id.ts';
import type { Season } from './season.ts';
import { londonDate, londonToUtcIso } from './uk-time.ts';

export const FIXTURE_STATUSES = ['scheduled', 'in_play', 'finished', 'postponed', 'cancelled'] as const;
export type FixtureStatus = (typeof FIXTURE_STATUSES)[number];

/** The providers (docs/product.md, Architecture: "Data"); the embedded snapshot is openfootball read from disk. */
export type FixtureSource = 'openfootball' | 'football-data';

/** Each provider's own reference for a match (the keys of the fixtures.upserted record). */
export interface ProviderIds {
  readonly openfootball?: string;
  readonly football_data?: number;
}

/** A match as a provider reports it, already in UTC and with integer goals. */
export interface ProviderMatch {
  /** How the match is named in rejection reports. */
  readonly ref: string;
  readonly providerIds: ProviderIds;
  readonly gameweek: number | null;
  /** UK calendar date of the match, "YYYY-MM-DD". */
  readonly date: string | null;
  /** Kick-off instant, ISO UTC; null when the provider has a date but no time yet. */
  readonly kickoff: string | null;
  readonly home: ProviderTeam;
  readonly away: ProviderTeam;
  readonly status: FixtureStatus;
  /** Full-time score, only for finished matches. */
  readonly score: { readonly home: number; readonly away: number } | null;
  /** A venue the provider itself names (football-data sometimes does); otherwise the home ground. */
  readonly venue?: string | null;
}

export interface ProviderTeam {
  readonly name: string;
  readonly tla?: string | null;
}

export interface Fixture {
  readonly fixture_id: number;
  readonly season: string;
  readonly season_year: number;
  readonly gameweek: number;
  /** UK calendar date, "YYYY-MM-DD". */
  readonly date: string;
  /** Kick-off instant, ISO UTC (provisional 15:00 UK time when the provider has no time yet). */
  readonly kickoff: string;
  readonly home_team: string;
  readonly away_team: string;
  /** Team document ids; null when the club is not in the registry. */
  readonly home_team_id: string | null;
  readonly away_team_id: string | null;
  readonly venue: string | null;
  readonly status: FixtureStatus;
  readonly home_goals: number | null;
  readonly away_goals: number | null;
  /** Which provider wrote this version, and each provider's reference for the match. */
  readonly source: FixtureSource;
  readonly provider_ids: ProviderIds;
}

export interface Rejection {
  readonly ref: string;
  readonly reason: string;
}

export interface NormalisedSeason {
  readonly fixtures: Fixture[];
  /** Matches that cannot become a fixture for lack of data; reported as `no_data`. */
  readonly rejected: Rejection[];
  /** Registered clubs that appear in the season (for the teams collection). */
  readonly clubs: Club[];
}

/** Whether a fixture has both scores: the engine's rule, offered here beside the catalog's fixture. */
export { hasResult };

/** What the engine's current-gameweek rule reads of a fixture, the season as its start year. */
export function gameweekFact(
  fixture: Pick<Fixture, 'season_year' | 'gameweek' | 'status' | 'home_goals' | 'away_goals' | 'kickoff'>,
): GameweekFact<number> {
  return { season: fixture.season_year, gameweek: fixture.gameweek, status: fixture.status, has_result: hasResult(fixture), kickoff: fixture.kickoff };
}

export function normaliseSeason(
  season: Season,
  matches: readonly ProviderMatch[],
  source: FixtureSource,
): NormalisedSeason {
  const fixtures = new Map<number, Fixture>();
  const rejected: Rejection[] = [];
  const clubs = new Map<string, Club>();
  for (const match of matches) {
    const outcome = toFixture(season, match, source);
    if ('reason' in outcome) {
      rejected.push(outcome);
      continue;
    }
    const { fixture, home, away } = outcome;
    // Each pairing occurs once a season; a second copy means the source is inconsistent, and
    // keeping the first is as arbitrary as keeping the last, so the duplicate is reported instead.
    if (fixtures.has(fixture.fixture_id)) {
      rejected.push({
        ref: match.ref,
        reason: `duplicate pairing ${fixture.home_team} v ${fixture.away_team}`,
      });
      continue;
    }
    fixtures.set(fixture.fixture_id, fixture);
    for (const entry of [home, away]) if (entry) clubs.set(entry.id, entry);
  }
  return { fixtures: [...fixtures.values()], rejected, clubs: [...clubs.values()] };
}

type ToFixture = { fixture: Fixture; home: Club | null; away: Club | null } | Rejection;

// Without a confirmed time a fixture is placed at 15:00 UK time, the traditional Saturday slot
// that openfootball itself uses for matches still awaiting TV selection.
const PROVISIONAL_KICKOFF_TIME = '15:00';

export function toFixture(season: Season, match: ProviderMatch, source: FixtureSource): ToFixture {
  const homeName = match.home.name.trim();
  const awayName = match.away.name.trim();
  if (!homeName || !awayName) return { ref: match.ref, reason: 'a team name is missing' };
  // A league season has 38 gameweeks (docs/product.md §9); anything else cannot be listed or predicted.
  if (
    match.gameweek === null ||
    !Number.isInteger(match.gameweek) ||
    match.gameweek < 1 ||
    match.gameweek > GAMEWEEKS_PER_SEASON
  ) {
    return { ref: match.ref, reason: `no gameweek between 1 and ${GAMEWEEKS_PER_SEASON} (${String(match.gameweek)})` };
  }
  const date = match.date ?? (match.kickoff ? londonDate(match.kickoff) : null);
  const kickoff = match.kickoff ?? (date ? londonToUtcIso(date, PROVISIONAL_KICKOFF_TIME) : null);
  if (!date || !kickoff) return { ref: match.ref, reason: 'no date' };
  const home = findClub(homeName, match.home.tla);
  const away = findClub(awayName, match.away.tla);
  // An unregistered club is named (and numbered) by the canonical name as well, so its spellings
  // with and without the suffix (openfootball before and after 2020-21) stay one club.
  const homeCanonical = home?.name ?? canonicalClubName(homeName);
  const awayCanonical = away?.name ?? canonicalClubName(awayName);
  const homeNumber = clubNumber(home, homeCanonical);
  const awayNumber = clubNumber(away, awayCanonical);
  if (homeNumber === awayNumber) return { ref: match.ref, reason: `a club cannot play itself (${homeName})` };
  const score = match.status === 'finished' ? match.score : null;
  const fixture: Fixture = {
    fixture_id: fixtureId(season.year, homeNumber, awayNumber),
    season: season.label,
    season_year: season.year,
    gameweek: match.gameweek,
    date,
    kickoff,
    home_team: homeCanonical,
    away_team: awayCanonical,
    home_team_id: home?.id ?? null,
    away_team_id: away?.id ?? null,
    venue: match.venue ?? (home ? (groundFor(home, season.year)?.name ?? null) : null),
    // A "finished" match without a score is treated as scheduled: nothing to show or learn from.
    status: match.status === 'finished' && !score ? 'scheduled' : match.status,
    home_goals: score?.home ?? null,
    away_goals: score?.away ?? null,
    source,
    provider_ids: match.providerIds,
  };
  return { fixture, home, away };
}

/** The few fields the current-gameweek rule and the diagnostics read, for lighter queries. */
export type FixtureFacts = Pick<
  Fixture,
  | 'fixture_id'
  | 'season'
  | 'season_year'
  | 'gameweek'
  | 'kickoff'
  | 'status'
  | 'home_goals'
  | 'away_goals'
  | 'home_team_id'
  | 'away_team_id'
>;

/** A provider that does not know another provider's id must not erase it. */
export function withKnownProviderIds(fixture: Fixture, stored: Fixture | undefined): Fixture {
  if (!stored) return fixture;
  return { ...fixture, provider_ids: { ...stored.provider_ids, ...fixture.provider_ids } };
}

/** Nothing to write: every field and both providers' ids are as stored. */
export function sameFixture(a: Fixture, b: Fixture | undefined): boolean {
  if (!b) return false;
  for (const key of Object.keys(a) as (keyof Fixture)[]) {
    if (key === 'provider_ids') continue;
    if (a[key] !== b[key]) return false;
  }
  const ids = (f: Fixture) =>
    JSON.stringify([f.provider_ids.openfootball ?? null, f.provider_ids.football_data ?? null]);
  return ids(a) === ids(b);
}
