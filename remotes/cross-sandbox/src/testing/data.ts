import type { MatrixDiagnostic, MatrixHistoryEntry, MatrixJob, MatrixResult } from '@scoreline/contracts';

export const readyDiagnostic: MatrixDiagnostic = {
  ready: true,
  checks: [
    { name: 'Fixtures', status: 'PASS', details: '1400 played fixtures' },
    { name: 'Matrix workers', status: 'PASS', details: '2 worker(s) in the consumer group' },
  ],
  weight_sets: 13,
  rounding_configs: 8,
  total_combinations: 104,
};

export function job(overrides: Partial<MatrixJob> = {}): MatrixJob {
  return {
    job_id: 'matrix-1',
    status: 'running',
    progress_percentage: 25,
    last_completed_combination: 'Balanced × Conservative',
    error: null,
    is_stuck: false,
    can_resume: false,
    result_id: null,
    total_combinations: 104,
    completed_combinations: 26,
    weight_sets_tested: 13,
    rounding_configs_tested: 8,
    created_at: '2026-11-23T20:00:00.000Z',
    started_at: '2026-11-23T20:00:00.000Z',
    completed_at: null,
    last_activity_at: '2026-11-23T20:00:01.000Z',
    ...overrides,
  };
}

export const result: MatrixResult = {
  id: 'result-matrix-1',
  job_id: 'matrix-1',
  weight_sets_tested: 2,
  rounding_configs_tested: 2,
  total_combinations: 4,
  total_fixtures: 1400,
  best_outcome: { weight_set_name: 'Production', rounding_config_name: 'Conservative', outcome_accuracy: 48.123 },
  best_exact_score: { weight_set_name: 'Attack heavy', rounding_config_name: 'Spec defaults', exact_score_accuracy: 11.5 },
  weight_set_names: ['Production', 'Attack heavy'],
  rounding_config_names: ['Spec defaults', 'Conservative'],
  combinations: [
    ['Production', 'Spec defaults', 47],
    ['Production', 'Conservative', 48.123],
    ['Attack heavy', 'Spec defaults', 45],
    ['Attack heavy', 'Conservative', 44],
  ].map(([w, r, a], index) => ({
    index,
    weight_set_id: `ws-${String(w)}`,
    weight_set_name: String(w),
    rounding_config_id: `rc-${String(r)}`,
    rounding_config_name: String(r),
    outcome_accuracy: Number(a),
    exact_score_accuracy: 10,
    correct_outcomes: 600,
    correct_scores: 140,
    total_fixtures: 1400,
  })),
  duration_ms: 3000,
  completed_at: '2026-11-23T20:00:03.000Z',
};

export const history: MatrixHistoryEntry[] = [
  { id: 'history-matrix-0', job_id: 'matrix-0', test_date: '2026-11-22T10:00:00.000Z', total_combinations: 104, total_fixtures: 1400, best_outcome_accuracy: 48.123, ms_per_combination: 30 },
];
