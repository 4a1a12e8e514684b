// Contract-valid payloads for the admin panel's tests, parsed through the contract schemas so a test
// can never feed the panel something the server is not allowed to send. The progressive backtest: the
// detailed run and its result.
import { progressiveBacktestDetailedSchema } from '@scoreline/contracts';
import { AT, WEIGHTS, seasonAccuracy } from './common.ts';

const ROUNDING = {
  draw_threshold: 0.25,
  clear_advantage_threshold: 0.4,
  clear_advantage_adjustment: 0.3,
  small_advantage_adjustment: 0,
  home_bias_enabled: false,
  home_bias_amount: 0.1,
};

export const aBacktestDetailed = () =>
  progressiveBacktestDetailedSchema.parse({
    id: 'bt-1',
    range: { start_season: 2024, start_gameweek: 1, end_season: 2025, end_gameweek: 7 },
    weights: WEIGHTS,
    rounding: ROUNDING,
    total_fixtures: 450,
    correct_outcomes: 230,
    correct_scores: 50,
    outcome_accuracy: 51.11,
    score_accuracy: 11.11,
    weeks_tested: 45,
    rps: 0.21,
    by_season: { '2024': seasonAccuracy(51), '2025': seasonAccuracy(52) },
    run_at: AT,
    by_gameweek: [1, 2, 3].map((gameweek) => ({
      season: 2024,
      gameweek,
      total: 10,
      outcome_correct: 5,
      score_correct: 1,
      outcome_accuracy: 50,
      score_accuracy: 10,
      cumulative_outcome_accuracy: 48 + gameweek,
      cumulative_score_accuracy: 9 + gameweek,
    })),
  });

export const aBacktestResult = () => {
  const { by_gameweek: _weeks, ...result } = aBacktestDetailed();
  return result;
};
