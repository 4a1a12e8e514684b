// Contract-valid payloads for the admin panel's tests, parsed through the contract schemas so a test
// can never feed the panel something the server is not allowed to send. The accuracy diagnostics:
// summaries, the breakdown and the model against the market.
import {
  accuracySummarySchema,
  productionAccuracyBreakdownSchema,
  sandboxComparisonSchema,
  type AccuracySummary,
} from '@scoreline/contracts';
import { WEIGHTS } from './common.ts';

export function aSummary(outcome: number, overrides: Partial<AccuracySummary> = {}): AccuracySummary {
  return accuracySummarySchema.parse({
    total: 380,
    correct_outcomes: Math.round(3.8 * outcome),
    correct_scores: 40,
    outcome_accuracy: outcome,
    score_accuracy: 10.53,
    rps: 0.21,
    brier: 0.6,
    log_loss: 1.0,
    ...overrides,
  });
}

export const aBreakdown = () =>
  productionAccuracyBreakdownSchema.parse({
    overall: aSummary(51.58, { total: 1520 }),
    by_season: { '2023-24': aSummary(53.16), '2024-25': aSummary(50.26) },
    by_gameweek_range: {
      'early_season_GW1-10': aSummary(47.5),
      'mid_season_GW11-28': aSummary(52.9),
      'late_season_GW29-38': aSummary(53.4),
    },
    coverage: { played_fixtures: 1520, with_prediction: 1520 },
    diagnosis: [
      { severity: 'info', issue: 'Early-season accuracy trails', solution: 'Expected: little history' },
    ],
  });

export const aComparison = () =>
  sandboxComparisonSchema.parse({
    weight_set: 'default',
    sandbox: {
      name: 'default',
      weights: WEIGHTS,
      total_fixtures: 1520,
      correct_outcomes: 660,
      correct_scores: 150,
      outcome_accuracy: 43.42,
      score_accuracy: 9.87,
    },
    production: {
      name: 'production',
      weights: WEIGHTS,
      total_fixtures: 1520,
      correct_outcomes: 559,
      correct_scores: 140,
      outcome_accuracy: 36.78,
      score_accuracy: 9.21,
    },
    difference: { outcome_accuracy: 6.64, score_accuracy: 0.66 },
    analysis: {
      likely_cause: 'Production predictions are stale',
      is_significant: true,
      sandbox_only_correct: 140,
      production_only_correct: 39,
    },
  });
