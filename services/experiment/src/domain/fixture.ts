// A fixture as this service's read model holds it (fed by fixtures.upserted), and the engine's form
// of it. Only what evaluation needs: teams by name, the kick-off, the status and the final score.
import type { FixtureRecord } from '@scoreline/contracts';
import { type FixtureFacts, type MatchFixture, matchFixtureOf } from '@scoreline/engine';

/** The engine's FixtureFacts: exactly what evaluation reads. */
export type FixtureView = FixtureFacts;

const FIELDS = ['season', 'gameweek', 'kickoff', 'home_team', 'away_team', 'status', 'home_goals', 'away_goals'] as const satisfies readonly (keyof FixtureView)[];

export function fromRecord(record: FixtureRecord): FixtureView {
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

export function sameFixture(a: FixtureView, b: FixtureView | undefined): boolean {
  return b !== undefined && a.fixture_id === b.fixture_id && FIELDS.every((key) => a[key] === b[key]);
}

/**
 * What the engine reads (libs/engine matchFixtureOf: only a finished match's score is a result);
 * cancelled fixtures are left out, as the prediction service leaves them out.
 */
export function toMatchFixtures(fixtures: readonly FixtureView[]): MatchFixture[] {
  return fixtures.filter((f) => f.status !== 'cancelled').map(matchFixtureOf);
}
