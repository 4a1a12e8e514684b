// A catalog fixture as the other services receive it on fixtures.upserted, with the match's closing
// odds when the odds file has them.
import type { FixtureRecord } from '@scoreline/contracts';
import { slugify } from './clubs.ts';
import type { Fixture } from './fixture.ts';

/** A match's closing decimal odds (providers/closing-odds.ts reads them). */
export interface ClosingOdds {
  readonly odds_home: number;
  readonly odds_draw: number;
  readonly odds_away: number;
}

/** The fixtures.upserted record of a fixture (libs/contracts events/fixture.ts). */
export function toRecord(fixture: Fixture, odds?: ClosingOdds): FixtureRecord {
  return {
    ...odds,
    id: String(fixture.fixture_id),
    season: fixture.season,
    gameweek: fixture.gameweek,
    kickoff: fixture.kickoff,
    // Unregistered clubs have no team id in the catalog, but the event needs a stable reference.
    home_team: { id: fixture.home_team_id ?? slugify(fixture.home_team), name: fixture.home_team },
    away_team: { id: fixture.away_team_id ?? slugify(fixture.away_team), name: fixture.away_team },
    venue: fixture.venue,
    status: fixture.status,
    home_goals: fixture.home_goals,
    away_goals: fixture.away_goals,
    provider_ids: { ...fixture.provider_ids },
  };
}
