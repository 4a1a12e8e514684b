// A fixture as this service's read model holds it (fed by fixtures.upserted), and the event's
// FixtureRecord form of it; the engine reads it through libs/engine matchFixtureOf.
import type { FixtureRecord } from '@scoreline/contracts';
import type { FixtureFacts, GameweekFact } from '@scoreline/engine';

/** The engine's FixtureFacts, with the teams' ids, the venue and the market's closing odds. */
export interface FixtureView extends FixtureFacts {
  home_team_id: string | null;
  away_team_id: string | null;
  venue: string | null;
  /** The market's closing odds when the catalog has them; admin diagnostics only, never served to visitors. */
  odds_home: number | null;
  odds_draw: number | null;
  odds_away: number | null;
}

export const FIXTURE_FIELDS = [
  'season',
  'gameweek',
  'kickoff',
  'home_team',
  'away_team',
  'home_team_id',
  'away_team_id',
  'venue',
  'status',
  'home_goals',
  'away_goals',
  'odds_home',
  'odds_draw',
  'odds_away',
] as const satisfies readonly (keyof FixtureView)[];

export function fromRecord(record: FixtureRecord): FixtureView {
  return {
    fixture_id: record.id,
    season: record.season,
    gameweek: record.gameweek,
    kickoff: record.kickoff,
    home_team: record.home_team.name,
    away_team: record.away_team.name,
    home_team_id: record.home_team.id,
    away_team_id: record.away_team.id,
    venue: record.venue,
    status: record.status,
    home_goals: record.home_goals,
    away_goals: record.away_goals,
    odds_home: record.odds_home ?? null,
    odds_draw: record.odds_draw ?? null,
    odds_away: record.odds_away ?? null,
  };
}

export function sameFixture(a: FixtureView, b: FixtureView | undefined): boolean {
  return b !== undefined && a.fixture_id === b.fixture_id && FIXTURE_FIELDS.every((key) => a[key] === b[key]);
}

export function hasResult(fixture: Pick<FixtureView, 'home_goals' | 'away_goals'>): fixture is FixtureView & {
  home_goals: number;
  away_goals: number;
} {
  return fixture.home_goals !== null && fixture.away_goals !== null;
}

/** What the engine's current-gameweek rule reads (the rule the catalog's home page applies too). */
export function gameweekFact(fixture: Pick<FixtureView, 'season' | 'gameweek' | 'status' | 'home_goals' | 'away_goals' | 'kickoff'>): GameweekFact<string> {
  return { season: fixture.season, gameweek: fixture.gameweek, status: fixture.status, has_result: hasResult(fixture), kickoff: fixture.kickoff };
}

/** Played for accuracy purposes: finished with a score. */
export function isFinished(fixture: FixtureView): fixture is FixtureView & { home_goals: number; away_goals: number } {
  return fixture.status === 'finished' && hasResult(fixture);
}

export function byKickoff(a: Pick<FixtureView, 'kickoff' | 'fixture_id'>, b: Pick<FixtureView, 'kickoff' | 'fixture_id'>): number {
  return Date.parse(a.kickoff) - Date.parse(b.kickoff) || Number(a.fixture_id) - Number(b.fixture_id);
}
