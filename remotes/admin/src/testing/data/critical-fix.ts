// Contract-valid payloads for the admin panel's tests, parsed through the contract schemas so a test
// can never feed the panel something the server is not allowed to send. The critical fix: the fixture
// diagnostics and the prediction sample.
import { fixtureDiagnosticsSchema, predictionSampleSchema } from '@scoreline/contracts';

export const aFixtureDiagnostics = () =>
  fixtureDiagnosticsSchema.parse({
    summary: {
      total_fixtures: 1900,
      with_team_ids: 1900,
      percentage_with_ids: 100,
      total_predictions: 1900,
      predictions_with_metrics: 1880,
    },
    diagnosis: { critical_issue: false, message: 'Team ids are healthy (100.0%)' },
    by_season: { '2024-25': { total: 380, with_team_ids: 380, percentage: 100 } },
  });

export const aPredictionSample = () =>
  predictionSampleSchema.parse({
    fixture: {
      fixture_id: 101,
      season: '2024-25',
      gameweek: 12,
      date: '2024-11-23T15:00:00Z',
      home_team: 'Arsenal FC',
      away_team: 'Chelsea FC',
      home_goals: 2,
      away_goals: 1,
    },
    prediction: {
      home_goals: 1.82,
      away_goals: 1.05,
      display_home_goals: 2,
      display_away_goals: 1,
      predicted_outcome: 'home_win',
      prob_home_win: 0.52,
      prob_draw: 0.26,
      prob_away_win: 0.22,
    },
    metrics: { H1: 2.1, H2: 1.4, H3: 1.6, H4: 1.5, A1: 1.2, A2: 0.9 },
    analysis: {
      all_metrics_default: false,
      team_metrics_default: false,
      defaulted_metrics: [],
      stale: false,
      issue: null,
    },
  });
