// Contract-valid payloads for the admin panel's tests, parsed through the contract schemas so a test
// can never feed the panel something the server is not allowed to send. The quality diagnostics.
import { qualityDiagnosticsSchema } from '@scoreline/contracts';

export const aQualityDiagnostics = (overrides = {}) =>
  qualityDiagnosticsSchema.parse({
    season: null,
    sample_size: 1900,
    issues: {
      default_predictions: 20,
      percentage_defaults: 1.05,
      even_probabilities: 3,
      percentage_even_probs: 0.16,
    },
    averages: { home_goals: 1.52, away_goals: 1.18 },
    sample_predictions: Array.from({ length: 10 }, (_, i) => ({
      fixture_id: 2000 + i,
      home_team: `Home ${i + 1}`,
      away_team: `Away ${i + 1}`,
      home_goals: 1.5,
      away_goals: 1.1,
      prob_home: 0.45,
      prob_draw: 0.27,
      prob_away: 0.28,
    })),
    has_issue: false,
    accuracy: null,
    ...overrides,
  });
