// A catalog fixture for tests that need a few made-up ones rather than the EPL files: clubs named
// after the id, the same goals on both sides, finished when it has goals.
import type { Fixture } from '../../src/domain/fixture.ts';

export function fixtureOf(options: { id: number; season: string; gameweek: number; kickoff: string; goals: number | null }): Fixture {
  const { id, season, gameweek, kickoff, goals } = options;
  return {
    fixture_id: id,
    season,
    season_year: Number(season.slice(0, 4)),
    gameweek,
    date: kickoff.slice(0, 10),
    kickoff,
    home_team: `Home ${id}`,
    away_team: `Away ${id}`,
    home_team_id: `home-${id}`,
    away_team_id: `away-${id}`,
    venue: null,
    status: goals === null ? 'scheduled' : 'finished',
    home_goals: goals,
    away_goals: goals,
    source: 'openfootball',
    provider_ids: {},
  };
}
