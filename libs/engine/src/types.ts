// Plain data the engine reads. Services map their documents to this shape (matchFixtureOf); the EPL
// data loader (libs/epl-data) produces it.
import type { FixtureRecord, FixtureStatus } from '@scoreline/contracts';

/**
 * One league match, played or not. `kickoff` is an ISO-8601 instant (e.g. '2025-08-15T19:00:00Z');
 * the engine orders matches by it, never by gameweek label, because rescheduled matches keep their
 * original gameweek (a match moved for a cup tie is played weeks after its gameweek's other matches).
 * `home_goals` and `away_goals` are both numbers for a played match and both null otherwise.
 */
export interface MatchFixture {
  id: string;
  /** Season label, e.g. '2025-26'. */
  season: string;
  /** Gameweek label 1-38 as published; not monotonic in time. */
  gameweek: number;
  kickoff: string;
  home_team: string;
  away_team: string;
  home_goals: number | null;
  away_goals: number | null;
}

/** Decimal closing odds of a match (margin still included), as bookmakers quote them. */
export interface MatchOdds {
  odds_home: number | null;
  odds_draw: number | null;
  odds_away: number | null;
}

/** A played match: both scores known. */
export type PlayedFixture = MatchFixture & { home_goals: number; away_goals: number };

export function isPlayed(fixture: MatchFixture): fixture is PlayedFixture {
  return fixture.home_goals != null && fixture.away_goals != null;
}

/** Which match a record is about: what every per-fixture record of the engine and the services starts with. */
export interface FixtureIdentity {
  /** Decimal integer string, the natural id. */
  fixture_id: string;
  season: string;
  gameweek: number;
  /** ISO 8601 kick-off. */
  kickoff: string;
  home_team: string;
  away_team: string;
}

/** A fixture as the services' read models keep it: the catalog's fixture with its status, teams by name. */
export interface FixtureFacts extends FixtureIdentity {
  status: FixtureStatus;
  home_goals: number | null;
  away_goals: number | null;
}

/**
 * Whether a fixture has both scores: the one "has a result" rule of the services' read models (and
 * of the current-gameweek rule's `has_result`). A score is final only once the match is finished, so
 * a caller that needs a final result checks the status as well, as matchFixtureOf does.
 */
export function hasResult<T extends Pick<FixtureFacts, 'home_goals' | 'away_goals'>>(fixture: T): fixture is T & { home_goals: number; away_goals: number } {
  return fixture.home_goals !== null && fixture.away_goals !== null;
}

/** What the engine reads of a fixture. Only a finished match's score is a result: an in-play score is not final. */
export function matchFixtureOf(fixture: FixtureFacts): MatchFixture {
  const final = fixture.status === 'finished' && hasResult(fixture);
  return {
    id: fixture.fixture_id,
    season: fixture.season,
    gameweek: fixture.gameweek,
    kickoff: fixture.kickoff,
    home_team: fixture.home_team,
    away_team: fixture.away_team,
    home_goals: final ? fixture.home_goals : null,
    away_goals: final ? fixture.away_goals : null,
  };
}

/** The fields of FixtureFacts besides the id: a stored fact differing in any of them is a change. */
export const FIXTURE_FACT_FIELDS = [
  'season',
  'gameweek',
  'kickoff',
  'home_team',
  'away_team',
  'status',
  'home_goals',
  'away_goals',
] as const satisfies readonly (keyof FixtureFacts)[];

/** The facts of a fixtures.upserted record, teams by name. */
export function fixtureFactsOf(record: FixtureRecord): FixtureFacts {
  return {
    fixture_id: record.id,
    season: record.season,
    gameweek: record.gameweek,
    kickoff: record.kickoff,
    home_team: record.home_team.name,
    away_team: record.away_team.name,
    status: record.status,
    home_goals: record.home_goals,
    away_goals: record.away_goals,
  };
}

/** Whether `stored` holds the same facts of the same fixture as `wanted` (a read model skips writing it then). */
export function sameFixtureFacts(wanted: FixtureFacts, stored: FixtureFacts | undefined): boolean {
  return stored !== undefined && wanted.fixture_id === stored.fixture_id && FIXTURE_FACT_FIELDS.every((key) => wanted[key] === stored[key]);
}
