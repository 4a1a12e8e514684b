// A fixture as this service's read model holds it (fed by fixtures.upserted), and the event's
// FixtureRecord form of it; the engine reads it through libs/engine matchFixtureOf.
import type { FixtureRecord } from '@scoreline/contracts';
import { type FixtureFacts, fixtureFactsOf, type GameweekFact, hasResult, sameFixtureFacts } from '@scoreline/engine';

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

/** What this read model keeps beyond the engine's FixtureFacts. */
const EXTRA_FIELDS = ['home_team_id', 'away_team_id', 'venue', 'odds_home', 'odds_draw', 'odds_away'] as const satisfies readonly (keyof FixtureView)[];

export function fromRecord(record: FixtureRecord): FixtureView {
  return {
    ...fixtureFactsOf(record),
    home_team_id: record.home_team.id,
    away_team_id: record.away_team.id,
    venue: record.venue,
    odds_home: record.odds_home ?? null,
    odds_draw: record.odds_draw ?? null,
    odds_away: record.odds_away ?? null,
  };
}

/** Whether the stored version holds the same fixture, facts and extras (then it is not written again). */
export function sameFixture(a: FixtureView, b: FixtureView | undefined): boolean {
  return b !== undefined && sameFixtureFacts(a, b) && EXTRA_FIELDS.every((key) => a[key] === b[key]);
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
