// Contract-valid payloads for the admin panel's tests, parsed through the contract schemas so a test
// can never feed the panel something the server is not allowed to send. The progressive verification:
// a sample and the seasons' completeness.
import { progressiveSampleSchema, seasonCompletenessSchema } from '@scoreline/contracts';

export const aProgressiveSample = () =>
  progressiveSampleSchema.parse({
    ordering: 'kickoff',
    season: null,
    sample_fixtures: Array.from({ length: 12 }, (_, i) => ({
      fixture_id: 1000 + i,
      season: '2022-23',
      gameweek: 1 + Math.floor(i / 10),
      date: `2022-08-${String(5 + i).padStart(2, '0')}T19:00:00.000Z`,
      home_team: `Home ${i + 1}`,
      away_team: `Away ${i + 1}`,
      home_goals: 1,
      away_goals: 0,
    })),
    total_available_fixtures: 1520,
  });

export const aSeasonCompleteness = (season: number, eligible: number) =>
  seasonCompletenessSchema.parse({
    season,
    season_label: `${season}-${String(season + 1).slice(2)}`,
    database_summary: {
      total_fixtures: 380,
      expected_fixtures: 380,
      with_results: eligible,
      without_results: 380 - eligible,
      with_team_ids: 380,
      eligible_for_backtest: eligible,
      gameweeks: 38,
    },
    recommendation: {
      ready_for_backtest: eligible >= 370,
      threshold: 370,
      message: eligible >= 370 ? 'Ready for backtest' : 'Not enough played fixtures for a backtest',
    },
  });
