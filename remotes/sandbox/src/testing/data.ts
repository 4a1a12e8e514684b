// Contract-valid payloads for the tests: parsed through the contract schemas so a test can never
// feed the page something the server is not allowed to send.
import {
  DEFAULT_WEIGHTS,
  comparisonResultSchema,
  experimentDetailSchema,
  experimentSchema,
  weightSetSchema,
  weightSetsResponseSchema,
  type ComparisonResult,
  type Experiment,
  type ExperimentDetail,
  type WeightSet,
  type WeightSetsResponse,
} from '@scoreline/contracts';

export const TOKEN = 'header.payload.signature';

export function aWeightSet(overrides: Partial<WeightSet> = {}): WeightSet {
  return weightSetSchema.parse({
    id: 'ws-balanced',
    name: 'Balanced',
    description: 'Even home and away weights',
    weights: { ...DEFAULT_WEIGHTS, H3: 0.2 },
    status: 'sandbox',
    created_at: '2026-11-20T10:00:00Z',
    promoted_at: null,
    ...overrides,
  });
}

export function weightSets(sets: WeightSet[] = [aWeightSet()]): WeightSetsResponse {
  return weightSetsResponseSchema.parse({ sandbox_weight_sets: sets, production_weights: DEFAULT_WEIGHTS });
}

export function anExperiment(overrides: Partial<Experiment> = {}): Experiment {
  return experimentSchema.parse({
    id: 'exp-1',
    name: 'Balanced quick test',
    description: '',
    weight_set_id: 'ws-balanced',
    weight_set_name: 'Balanced',
    weights: { ...DEFAULT_WEIGHTS, H3: 0.2 },
    test_season: 2024,
    test_gameweeks: 7,
    gameweek_start: 1,
    gameweek_end: 7,
    status: 'completed',
    created_at: '2026-11-21T10:00:00Z',
    completed_at: '2026-11-21T10:00:05Z',
    accuracy: { outcome_accuracy: 48.57, score_accuracy: 11.43 },
    accuracy_results: { total: 70, outcome_correct: 34, score_correct: 8, outcome_accuracy: 48.57, score_accuracy: 11.43 },
    ...overrides,
  });
}

export function anExperimentDetail(overrides: Partial<ExperimentDetail> = {}): ExperimentDetail {
  const experiment = anExperiment();
  return experimentDetailSchema.parse({
    ...experiment,
    predictions: Array.from({ length: 12 }, (_, index) => ({
      fixture_id: 5000 + index,
      gameweek: 1 + Math.floor(index / 10),
      date: '2024-08-17T14:00:00Z',
      home_team: `Home ${index + 1} FC`,
      away_team: `Away ${index + 1} FC`,
      actual_score: '2-1',
      predicted_score: index === 0 ? '2-1' : '1-1',
      predicted_outcome: index === 0 ? 'home_win' : 'draw',
      actual_outcome: 'home_win',
      outcome_correct: index === 0,
      score_correct: index === 0,
      prob_home_win: 0.45,
      prob_draw: 0.3,
      prob_away_win: 0.25,
    })),
    accuracy_by_gameweek: [
      { gameweek: 1, total: 10, outcome_correct: 5, score_correct: 1, outcome_accuracy: 50, score_accuracy: 10 },
      { gameweek: 2, total: 10, outcome_correct: 6, score_correct: 2, outcome_accuracy: 60, score_accuracy: 20 },
    ],
    ...overrides,
  });
}

/** Two experiments compared; `secondMatches` differing from 70 makes their samples unequal. */
export function aComparison(secondMatches = 70): ComparisonResult {
  const first = anExperiment();
  const second = anExperiment({ id: 'exp-2', name: 'Home heavy', weight_set_name: 'Home heavy' });
  return comparisonResultSchema.parse({
    best_outcome_accuracy: { accuracy: 52.5, name: 'Home heavy' },
    best_score_accuracy: { accuracy: 11.43, name: 'Balanced quick test' },
    experiments: [
      { ...first, predictions_made: 70, accuracy: first.accuracy },
      { ...second, predictions_made: secondMatches, accuracy: { outcome_accuracy: 52.5, score_accuracy: 9 } },
    ].map(({ id, name, weight_set_name, test_season, gameweek_start, gameweek_end, predictions_made, accuracy, weights }) => ({
      id,
      name,
      weight_set_name,
      test_season,
      gameweek_start,
      gameweek_end,
      predictions_made,
      accuracy,
      weights,
    })),
  });
}
