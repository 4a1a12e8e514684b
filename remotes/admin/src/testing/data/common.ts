// Contract-valid payloads for the admin panel's tests, parsed through the contract schemas so a test
// can never feed the panel something the server is not allowed to send. What several features' tests
// share: the weights in production, one timestamp, an accuracy figure.
import { accuracyResultSchema } from '@scoreline/contracts';

export const WEIGHTS = { H1: 0.4, H2: 0.2, H3: 0.1, H4: 0.1, A1: 0.4, A2: 0.2 };

export const AT = '2026-11-23T12:00:00.000Z';

export const anAccuracyResult = (overrides = {}) =>
  accuracyResultSchema.parse({
    processed: 1520,
    correct_outcomes: 784,
    correct_scores: 173,
    outcome_accuracy: 51.58,
    score_accuracy: 11.38,
    without_prediction: 0,
    records_written: 1520,
    calculated_at: AT,
    message: 'Accuracy calculated',
    ...overrides,
  });

/** One season's figures in a batch or backtest result. */
export const seasonAccuracy = (accuracy: number) => ({ accuracy, score_accuracy: 10, total_fixtures: 380 });
