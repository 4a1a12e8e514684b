// Contract-valid payloads for the tests: parsed through the contract schemas so a test can never
// feed the panel something the server is not allowed to send.
import {
  accuracyResultSchema,
  refreshScheduleSchema,
  type RefreshSchedule,
  accuracySummarySchema,
  batchTestDiagnosticSchema,
  batchWeightTestResponseSchema,
  calibrationResponseSchema,
  fixtureDiagnosticsSchema,
  gameweekPreviewSchema,
  migrationCheckSchema,
  migrationResultSchema,
  predictionSampleSchema,
  productionAccuracyBreakdownSchema,
  progressiveBacktestDetailedSchema,
  progressiveSampleSchema,
  qualityDiagnosticsSchema,
  recalculationResultSchema,
  refreshSeasonProgressSchema,
  refreshStatusSchema,
  sandboxComparisonSchema,
  seasonCompletenessSchema,
  smartRoundingValidationSchema,
  type AccuracySummary,
  type RecalculationResult,
  type RefreshSeasonProgress,
  type RefreshStatus,
  type EventStreamsResponse,
} from '@scoreline/contracts';

export const WEIGHTS = { H1: 0.4, H2: 0.2, H3: 0.1, H4: 0.1, A1: 0.4, A2: 0.2 };
const AT = '2026-11-23T12:00:00.000Z';

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

export function aSeasonProgress(overrides: Partial<RefreshSeasonProgress> = {}): RefreshSeasonProgress {
  return refreshSeasonProgressSchema.parse({
    status: 'completed',
    season_label: '2024-25',
    source: 'openfootball',
    fetched_from: 'network',
    updated: 380,
    skipped: 0,
    processed: 380,
    total: 380,
    no_data: 0,
    error: null,
    started_at: AT,
    completed_at: AT,
    ...overrides,
  });
}

/** The live season's schedule: refreshed at first start, the next run this evening, results on time. */
export function aSchedule(overrides: Partial<RefreshSchedule> = {}): RefreshSchedule {
  return refreshScheduleSchema.parse({
    enabled: true,
    season: 2026,
    season_label: '2026-27',
    cadence: 'idle',
    next_run_at: '2026-11-27T18:00:00.000Z',
    last_run: { trigger: 'first-start', status: 'completed', source: 'openfootball', fetched_from: 'snapshot', started_at: '2026-11-27T12:00:00.000Z', completed_at: '2026-11-27T12:00:30.000Z', error: null },
    last_scheduled_run: null,
    staleness: null,
    ...overrides,
  });
}

/** The product's five seasons in the given state; `updated` per season 380 unless overridden. */
export function aRefreshStatus(
  running: boolean,
  season: (year: number) => Partial<RefreshSeasonProgress> = () => ({}),
  overrides: Partial<RefreshStatus> = {},
): RefreshStatus {
  const progress = Object.fromEntries(
    [2022, 2023, 2024, 2025, 2026].map((year) => [
      String(year),
      aSeasonProgress({ season_label: `${year}-${String(year + 1).slice(2)}`, ...season(year) }),
    ]),
  );
  return refreshStatusSchema.parse({
    running,
    current_season: running ? 2022 : null,
    progress,
    started_at: AT,
    completed_at: running ? null : AT,
    error: null,
    schedule: aSchedule(),
    ...overrides,
  });
}

export const refreshAccepted = (season: number) => ({
  message: `Refresh of ${season} queued`,
  season,
  season_label: `${season}-${String(season + 1).slice(2)}`,
  source: 'openfootball',
  status: 'pending' as const,
  correlation_id: `req-${season}`,
});

export function aRecalculationResult(overrides: Partial<RecalculationResult> = {}): RecalculationResult {
  return recalculationResultSchema.parse({
    processed: 1900,
    successful_predictions: 1880,
    skipped: 20,
    no_historical_data: 12,
    updated: 1880,
    unchanged: 0,
    events_published: 5,
    message: 'Recalculated 1880 predictions',
    next_step: 'Calculate accuracy',
    error_count: 0,
    errors_sample: [],
    duration_ms: 900,
    ...overrides,
  });
}

export const recalculationAccepted = {
  status: 'accepted' as const,
  message: 'Recalculation requested',
  reason: 'admin_request' as const,
  seasons: ['2024-25'],
  correlation_id: 'req-recalc',
};

export function aRecalculationStatus(
  status: 'requested' | 'running' | 'completed' | 'failed',
  correlationId = 'req-recalc',
) {
  return {
    last_run: {
      status,
      reason: 'admin_request' as const,
      correlation_id: correlationId,
      started_at: AT,
      completed_at: status === 'completed' || status === 'failed' ? AT : null,
      result: status === 'completed' ? aRecalculationResult() : null,
      error: status === 'failed' ? 'Kafka unavailable' : null,
    },
  };
}

export const aValidation = (overrides = {}) =>
  smartRoundingValidationSchema.parse({
    migration_complete: true,
    summary: {
      total_predictions: 1900,
      predictions_with_outcome: 1900,
      prediction_coverage_pct: 100,
      accuracy_records: 1520,
      accuracy_with_smart_rounding: 1520,
      smart_rounding_pct: 100,
    },
    issues: [],
    recommendations: ['Nothing to do'],
    error: null,
    ...overrides,
  });

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

export const aPreview = () =>
  gameweekPreviewSchema.parse({
    current_gameweek: 13,
    season: '2026-27',
    fixtures: [
      {
        fixture_id: 501,
        home_team: 'Arsenal FC',
        away_team: 'Chelsea FC',
        date: '2026-11-28T15:00:00Z',
        venue: 'Emirates Stadium',
        has_prediction: true,
        predicted_outcome: 'home_win',
        display_home_goals: 2,
        display_away_goals: 1,
        predicted_home_goals: 1.74,
        predicted_away_goals: 1.02,
        prob_home_win: 0.51,
        prob_draw: 0.26,
        prob_away_win: 0.23,
      },
      {
        fixture_id: 502,
        home_team: 'Everton FC',
        away_team: 'Liverpool FC',
        date: '2026-11-28T17:30:00Z',
        venue: null,
        has_prediction: false,
        predicted_outcome: 'unknown',
        display_home_goals: null,
        display_away_goals: null,
        predicted_home_goals: null,
        predicted_away_goals: null,
        prob_home_win: null,
        prob_draw: null,
        prob_away_win: null,
      },
    ],
  });

export const aMigrationCheck = () =>
  migrationCheckSchema.parse({
    needs_migration: true,
    total_predictions: 1900,
    missing_predicted_outcome: 12,
    percentage_missing: 0.63,
    sample_predictions: [
      {
        prediction_id: 'p1',
        fixture_id: 7,
        home_team: 'Arsenal FC',
        away_team: 'Chelsea FC',
        probabilities: { home: 0.5, draw: 0.3, away: 0.2 },
      },
    ],
  });

export const aMigrationResult = (status: 'success' | 'partial' | 'failed' = 'success') =>
  migrationResultSchema.parse({
    status,
    found: 12,
    updated: status === 'success' ? 12 : 10,
    errors: status === 'success' ? 0 : 2,
    remaining: status === 'success' ? 0 : 2,
    message: status === 'success' ? 'Migrated 12 predictions' : 'Migrated 10 of 12 predictions',
    error_details: status === 'success' ? [] : [{ prediction_id: 'p9', error: 'no probabilities' }],
  });

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

const seasonAccuracy = (accuracy: number) => ({ accuracy, score_accuracy: 10, total_fixtures: 380 });

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

export const aCalibration = () =>
  calibrationResponseSchema.parse({
    season: null,
    fixtures: 1520,
    forecasts: 4560,
    bins: Array.from({ length: 10 }, (_, i) => ({
      from: i / 10,
      to: (i + 1) / 10,
      count: i < 8 ? 400 + i : 0,
      predicted_mean: i < 8 ? i / 10 + 0.05 : null,
      observed_frequency: i < 8 ? i / 10 + 0.04 : null,
    })),
    expected_calibration_error: 0.012,
  });

/** GET /api/streams: two topics, one with a dead letter not replayed yet, one consumer group behind by 2. */
export const anEventStreams = (): EventStreamsResponse => ({
  generated_at: '2026-11-24T19:00:00.000Z',
  window_seconds: 60,
  dlq_depth_total: 1,
  topics: [
    {
      topic: 'payment.completed',
      partitions: 3,
      throughput_last_minute: 7,
      throughput_series: [
        { seconds_ago: 60, events: 0 },
        { seconds_ago: 50, events: 1 },
        { seconds_ago: 40, events: 0 },
        { seconds_ago: 30, events: 4 },
        { seconds_ago: 20, events: 2 },
        { seconds_ago: 10, events: 0 },
      ],
      dlq_depth: 1,
      dead_letters: [
        {
          id: '1-0',
          topic: 'payment.completed',
          reason: 'handler_failed',
          error: 'no purchase recorded for this token hash',
          attempts: 5,
          group: 'prediction.access',
          correlation_id: 'req-7f3a',
          failed_at: '2026-11-24T18:59:30.000Z',
          payload_excerpt: '{"token_hash":"cccc","season":"2025-26","gameweek":12}',
          replay: null,
        },
      ],
    },
    {
      topic: 'weights.promoted',
      partitions: 3,
      throughput_last_minute: 0,
      throughput_series: [60, 50, 40, 30, 20, 10].map((seconds_ago) => ({ seconds_ago, events: 0 })),
      dlq_depth: 0,
      dead_letters: [],
    },
  ],
  groups: [
    {
      group: 'prediction.access',
      lag: 2,
      partitions: [
        { topic: 'payment.completed', partition: 0, committed: 3, end: 5, lag: 2 },
        { topic: 'payment.completed', partition: 1, committed: null, end: 0, lag: 0 },
      ],
    },
  ],
});
