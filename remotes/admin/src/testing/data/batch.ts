// Contract-valid payloads for the admin panel's tests, parsed through the contract schemas so a test
// can never feed the panel something the server is not allowed to send. The batch weight test: its
// diagnostic and its result.
import { batchTestDiagnosticSchema, batchWeightTestResponseSchema } from '@scoreline/contracts';
import { WEIGHTS, seasonAccuracy } from './common.ts';

export const aBatchDiagnostic = (pass = true) =>
  batchTestDiagnosticSchema.parse({
    overall_status: pass ? 'PASS' : 'FAIL',
    total_checks: 3,
    failed_checks_count: pass ? 0 : 1,
    checks: [
      { check: 'Fixtures with results', status: 'PASS', message: '1520 fixtures', value: 1520, error: null },
      {
        check: 'Sandbox weight sets',
        status: pass ? 'PASS' : 'FAIL',
        message: pass ? '2 sets' : 'none',
        value: pass ? 2 : 0,
        error: null,
      },
      { check: 'Production weights', status: 'PASS', message: 'loaded', value: null, error: null },
    ],
    test_fixture: null,
    next_steps: pass ? ['Run Test All Weight Sets'] : ['Create weight sets in the Sandbox'],
  });

export const aBatchResult = () =>
  batchWeightTestResponseSchema.parse({
    results: [
      {
        weight_set_id: 'ws-attack',
        weight_set_name: 'Attack heavy',
        is_production: false,
        rank: 1,
        weights: WEIGHTS,
        overall: {
          accuracy: 52.5,
          score_accuracy: 11.2,
          correct_outcomes: 798,
          correct_scores: 170,
          total_fixtures: 1520,
        },
        score_accuracy: 11.2,
        by_season: {
          '2022': seasonAccuracy(51),
          '2023': seasonAccuracy(53),
          '2024': seasonAccuracy(52),
          '2025': seasonAccuracy(54),
        },
      },
      {
        weight_set_id: 'production',
        weight_set_name: 'Production',
        is_production: true,
        rank: 2,
        weights: WEIGHTS,
        overall: {
          accuracy: 51.58,
          score_accuracy: 11.38,
          correct_outcomes: 784,
          correct_scores: 173,
          total_fixtures: 1520,
        },
        score_accuracy: 11.38,
        by_season: {
          '2022': seasonAccuracy(50),
          '2023': seasonAccuracy(52),
          '2024': seasonAccuracy(52),
          '2025': seasonAccuracy(52),
        },
      },
    ],
    best_overall: { weight_set_name: 'Attack heavy', accuracy: 52.5 },
    best_by_season: {
      '2022': { name: 'Attack heavy', accuracy: 51 },
      '2023': { name: 'Attack heavy', accuracy: 53 },
    },
    production_performance: {
      rank: 2,
      accuracy: 51.58,
      note: 'Production is 0.92 points behind the best set',
    },
    recommendation: {
      action: 'promote',
      // As libs/engine words it (runners/batch-weights.ts): the improvement is in the message.
      message: 'Promote "Attack heavy": 52.50% outcome accuracy against production\'s 51.58% (+0.92 points).',
      improvement: 0.92,
      weight_set_id: 'ws-attack',
    },
    total_weight_sets_tested: 2,
    total_fixtures_tested: 1520,
  });
