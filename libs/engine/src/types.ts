// Plain data the engine reads. Services map their documents to this shape; the CSV loader produces it.

/**
 * One league match, played or not. `kickoff` is an ISO-8601 instant (e.g. '2025-08-15T19:00:00Z');
 * the engine orders matches by it, never by gameweek label, because rescheduled matches keep their
 * original gameweek (shared/data/epl/README.md, "How gameweeks were derived").
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
