// Prediction service admin and diagnostic payloads (docs/product.md §3 and §7): production weights,
// recalculation, accuracy, quality diagnostics, the prediction sample, the production accuracy
// breakdown, the sandbox comparison, the predicted-outcome migration, the smart-rounding validation
// and the current gameweek preview. The prediction service answers with exactly these shapes and the
// admin remote parses them with these schemas. Percentages are 0-100 with two decimals, as the
// admin panel prints them; fixture ids are JSON numbers over HTTP, as everywhere else.
import { z } from '../zod.ts';
import { outcomeSchema, weightNameSchema, weightValueSchema, weightsSchema } from '../model.ts';
import { gameweekSchema, seasonSchema } from '../events/common.ts';
import { recalculationReasonSchema } from '../events/payloads.ts';
import { fixtureIdNumberSchema, kickoffSchema } from './fixtures.ts';
import { predictionOutcomeSchema } from './prediction.ts';

const count = z.int().min(0);
const percentage = z.number().min(0).max(100);
const isoDateTime = z.iso.datetime({ offset: true });
const probability = z.number().min(0).max(1);

// ---------------------------------------------------------------------------------------------
// Production weights: GET /api/weights answers `weightsSchema` (the map of the six weights);
// POST /api/weights takes one weight and answers the updated map.

/** POST /api/weights body: one of the six names and a value in 0-1 (docs/product.md §5 and §9). */
// Strict: an unknown field is a 422 and changes nothing (docs/engineering.md, "HTTP operations and the
// OpenAPI document").
export const weightUpdateRequestSchema = z.strictObject({
  metric: weightNameSchema,
  value: weightValueSchema,
});
export type WeightUpdateRequest = z.infer<typeof weightUpdateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Recalculation.

/** POST /api/admin/recalculate → 202: the request is on Kafka; a recalculation worker does the work. */
export const recalculationAcceptedSchema = z.object({
  status: z.literal('accepted'),
  message: z.string(),
  reason: recalculationReasonSchema,
  /** The seasons of the read model; every prediction is recomputed walk-forward anyway. */
  seasons: z.array(seasonSchema).min(1),
  /** The request id; the recalculation's events and its status carry it. */
  correlation_id: z.string(),
});
export type RecalculationAccepted = z.infer<typeof recalculationAcceptedSchema>;

/**
 * A recalculation's outcome (docs/product.md §3 "Recalculation result"): POST
 * /api/admin/recalculate-with-db-metrics answers it, and the last worker run is kept as one.
 * `processed` fixtures were read from the read model; `successful_predictions` of them were predicted;
 * `skipped` were not predicted (cancelled matches); `unchanged` predictions were already up to date
 * and were not rewritten; `updated` were written; `no_historical_data` predictions had no earlier
 * result for either team (every team metric fell back to the league average).
 */
export const recalculationResultSchema = z.object({
  processed: count,
  successful_predictions: count,
  skipped: count,
  no_historical_data: count,
  updated: count,
  unchanged: count,
  /** predictions.updated events published (one per season and batch of changed outcomes). */
  events_published: count,
  message: z.string(),
  next_step: z.string(),
  error_count: count,
  errors_sample: z.array(z.object({ fixture_id: z.string(), error: z.string() })).max(10),
  duration_ms: z.number().min(0),
});
export type RecalculationResult = z.infer<typeof recalculationResultSchema>;

/**
 * GET /api/admin/recalculation-status (bearer): the latest recalculation run, from any replica.
 * `requested` (docs/engineering.md, "Events"): POST /api/admin/recalculate was accepted and no
 * worker has taken it yet (a broker that just came back, consumers still rejoining); `started_at`
 * is then when it was requested, and becomes when the worker started once it is `running`.
 * With `?correlation_id=<the 202's correlation_id>`, once a run has answered that request: that
 * run's outcome under the request's own correlation id (a run answers every request waiting for it,
 * and later runs do not hide the answer); until then the latest run, as without it.
 */
export const recalculationStatusSchema = z.object({
  last_run: z
    .object({
      status: z.enum(['requested', 'running', 'completed', 'failed']),
      reason: recalculationReasonSchema,
      correlation_id: z.string(),
      started_at: isoDateTime,
      completed_at: isoDateTime.nullable(),
      result: recalculationResultSchema.nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type RecalculationStatus = z.infer<typeof recalculationStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Accuracy.

/** POST /api/accuracy/calculate-all (docs/product.md §3 "Accuracy result"), over played fixtures' stored predictions. */
export const accuracyResultSchema = z.object({
  processed: count,
  correct_outcomes: count,
  correct_scores: count,
  outcome_accuracy: percentage,
  score_accuracy: percentage,
  /** Played fixtures that have no stored prediction, so were not judged. */
  without_prediction: count,
  /** Accuracy records written (new or changed); 0 when nothing changed since the last run. */
  records_written: count,
  calculated_at: isoDateTime,
  message: z.string(),
});
export type AccuracyResult = z.infer<typeof accuracyResultSchema>;

/** The stored accuracy records summed up; null on the diagnostics until accuracy was calculated. */
export const storedAccuracySchema = z.object({
  records: count,
  correct_outcomes: count,
  correct_scores: count,
  outcome_accuracy: percentage,
  score_accuracy: percentage,
  /** When the newest record was written. */
  calculated_at: isoDateTime,
});
export type StoredAccuracy = z.infer<typeof storedAccuracySchema>;

/**
 * GET /api/accuracy/diagnostics (no token): docs/product.md §3 "Quality diagnostics" over the stored
 * predictions of one season (`?season=2025`, default the current season; `?season=all` for every
 * season), plus the stored accuracy. Over 50 % default or even-probability predictions is an issue.
 */
export const qualityDiagnosticsSchema = z.object({
  season: seasonSchema.nullable(),
  sample_size: count,
  issues: z.object({
    default_predictions: count,
    percentage_defaults: percentage,
    even_probabilities: count,
    percentage_even_probs: percentage,
  }),
  averages: z.object({ home_goals: z.number().min(0), away_goals: z.number().min(0) }),
  /** The first 10 predictions of finished fixtures of the scope, in kick-off order (no token: upcoming ones are premium). */
  sample_predictions: z
    .array(
      z.object({
        fixture_id: fixtureIdNumberSchema,
        home_team: z.string(),
        away_team: z.string(),
        home_goals: z.number().min(0),
        away_goals: z.number().min(0),
        prob_home: probability,
        prob_draw: probability,
        prob_away: probability,
      }),
    )
    .max(10),
  has_issue: z.boolean(),
  accuracy: storedAccuracySchema.nullable(),
});
export type QualityDiagnostics = z.infer<typeof qualityDiagnosticsSchema>;

// ---------------------------------------------------------------------------------------------
// Diagnostics without a token.

/**
 * GET /api/diagnostics/prediction-sample (docs/product.md §3 "Prediction sample"): one stored prediction
 * of a finished fixture (`?fixture_id=`, default the latest one; 403 for a fixture still to be played,
 * whose prediction is premium content and the call needs no token) with the metrics the engine
 * measures for it now. `stale` says the stored prediction differs from what the production weights
 * and the current results give, i.e. a recalculation is due. All null but `analysis` when nothing is
 * stored.
 */
export const predictionSampleSchema = z.object({
  fixture: z
    .object({
      fixture_id: fixtureIdNumberSchema,
      season: seasonSchema,
      gameweek: gameweekSchema,
      date: kickoffSchema,
      home_team: z.string(),
      away_team: z.string(),
      home_goals: z.int().min(0).nullable(),
      away_goals: z.int().min(0).nullable(),
    })
    .nullable(),
  prediction: z
    .object({
      home_goals: z.number().min(0),
      away_goals: z.number().min(0),
      display_home_goals: z.int().min(0),
      display_away_goals: z.int().min(0),
      predicted_outcome: outcomeSchema,
      prob_home_win: probability,
      prob_draw: probability,
      prob_away_win: probability,
    })
    .nullable(),
  /** H1-H4, A1, A2 and the away side's H3_away, H4_away, in goals. */
  metrics: z.record(z.string(), z.number()).nullable(),
  analysis: z.object({
    all_metrics_default: z.boolean(),
    team_metrics_default: z.boolean(),
    defaulted_metrics: z.array(z.string()),
    stale: z.boolean(),
    issue: z.string().nullable(),
  }),
});
export type PredictionSample = z.infer<typeof predictionSampleSchema>;

/** Accuracy of a group of stored predictions; accuracies and scores are null for an empty group. */
export const accuracySummarySchema = z.object({
  total: count,
  correct_outcomes: count,
  correct_scores: count,
  outcome_accuracy: percentage.nullable(),
  score_accuracy: percentage.nullable(),
  /** Mean ranked probability score, Brier score and log-loss of the probabilities (lower is better). */
  rps: z.number().min(0).nullable(),
  brier: z.number().min(0).nullable(),
  log_loss: z.number().min(0).nullable(),
});
export type AccuracySummary = z.infer<typeof accuracySummarySchema>;

export const diagnosisSeveritySchema = z.enum(['critical', 'warning', 'info']);
export const diagnosisSchema = z.object({
  severity: diagnosisSeveritySchema,
  issue: z.string(),
  solution: z.string(),
});
export type Diagnosis = z.infer<typeof diagnosisSchema>;

/**
 * The market (closing-odds favourite and normalised implied probabilities) against the model on the
 * same played fixtures: those with both a stored prediction and closing odds.
 */
export const marketComparisonSchema = z.object({
  total: count,
  market_outcome_accuracy: percentage.nullable(),
  market_rps: z.number().min(0).nullable(),
  model_outcome_accuracy: percentage.nullable(),
  model_rps: z.number().min(0).nullable(),
});
export type MarketComparison = z.infer<typeof marketComparisonSchema>;

/** GET /api/diagnostics/production-accuracy-breakdown: the stored predictions of played fixtures. */
export const productionAccuracyBreakdownSchema = z.object({
  overall: accuracySummarySchema,
  /** Keyed by season label ("2024-25"). */
  by_season: z.record(z.string(), accuracySummarySchema),
  by_gameweek_range: z.object({
    'early_season_GW1-10': accuracySummarySchema,
    'mid_season_GW11-28': accuracySummarySchema,
    'late_season_GW29-38': accuracySummarySchema,
  }),
  coverage: z.object({ played_fixtures: count, with_prediction: count }),
  diagnosis: z.array(diagnosisSchema),
  /**
   * Model against market, computed from the fixtures' closing odds; null when no judged fixture has
   * odds (the deployment has no odds source). Bearer-only, like the whole breakdown.
   */
  market: z
    .object({
      overall: marketComparisonSchema,
      by_season: z.record(z.string(), marketComparisonSchema),
      by_gameweek_range: z.object({
        'early_season_GW1-10': marketComparisonSchema,
        'mid_season_GW11-28': marketComparisonSchema,
        'late_season_GW29-38': marketComparisonSchema,
      }),
    })
    .nullable()
    .optional(),
});
export type ProductionAccuracyBreakdown = z.infer<typeof productionAccuracyBreakdownSchema>;

const comparedSideSchema = z.object({
  name: z.string(),
  weights: weightsSchema,
  total_fixtures: count,
  correct_outcomes: count,
  correct_scores: count,
  outcome_accuracy: percentage,
  score_accuracy: percentage,
});

/**
 * GET /api/diagnostics/compare-sandbox-production/{weight set name}: `production` is what the site
 * predicted (the stored predictions of played fixtures), `sandbox` the named weight set evaluated
 * walk-forward on the same fixtures with the production rounding. The name is a built-in set
 * (`default`: the default weights of docs/product.md §3; `production`: the current production
 * weights) or any of the experiment service's sandbox weight sets (known from weight-sets.changed,
 * matched regardless of case); other names answer 404.
 */
export const sandboxComparisonSchema = z.object({
  weight_set: z.string(),
  sandbox: comparedSideSchema,
  production: comparedSideSchema,
  /** Sandbox minus production, in percentage points. */
  difference: z.object({ outcome_accuracy: z.number(), score_accuracy: z.number() }),
  analysis: z.object({
    likely_cause: z.string(),
    /** McNemar's test on the fixtures where exactly one side got the outcome right, at 5 %. */
    is_significant: z.boolean(),
    sandbox_only_correct: count,
    production_only_correct: count,
  }),
});
export type SandboxComparison = z.infer<typeof sandboxComparisonSchema>;

// ---------------------------------------------------------------------------------------------
// Migrations and validation (bearer).

/** GET /api/admin/check-predicted-outcomes (docs/product.md §3 "Migration check"). */
export const migrationCheckSchema = z.object({
  needs_migration: z.boolean(),
  total_predictions: count,
  missing_predicted_outcome: count,
  percentage_missing: percentage,
  /** The first 10 predictions without an outcome. */
  sample_predictions: z
    .array(
      z.object({
        prediction_id: z.string(),
        fixture_id: fixtureIdNumberSchema,
        home_team: z.string().nullable(),
        away_team: z.string().nullable(),
        probabilities: z.object({
          home: probability.nullable(),
          draw: probability.nullable(),
          away: probability.nullable(),
        }),
      }),
    )
    .max(10),
});
export type MigrationCheck = z.infer<typeof migrationCheckSchema>;

/** POST /api/admin/migrate-predicted-outcomes (docs/product.md §3 "Migration result"). */
export const migrationResultSchema = z.object({
  status: z.enum(['success', 'partial', 'failed']),
  found: count,
  updated: count,
  errors: count,
  remaining: count,
  message: z.string(),
  error_details: z.array(z.object({ prediction_id: z.string(), error: z.string() })).max(10),
});
export type MigrationResult = z.infer<typeof migrationResultSchema>;

/** POST /api/predictions/update-outcomes: stored predictions re-rounded with the production rounding. */
export const updateOutcomesResultSchema = z.object({
  updated: count,
  total: count,
  message: z.string(),
});
export type UpdateOutcomesResult = z.infer<typeof updateOutcomesResultSchema>;

/** GET /api/admin/validate-smart-rounding (docs/product.md §3 "Validation result"). */
export const smartRoundingValidationSchema = z.object({
  migration_complete: z.boolean(),
  summary: z.object({
    total_predictions: count,
    predictions_with_outcome: count,
    prediction_coverage_pct: percentage,
    accuracy_records: count,
    accuracy_with_smart_rounding: count,
    smart_rounding_pct: percentage,
  }),
  issues: z.array(z.string()),
  recommendations: z.array(z.string()),
  error: z.string().nullable(),
});
export type SmartRoundingValidation = z.infer<typeof smartRoundingValidationSchema>;

/** GET /api/admin/preview-current-gameweek (docs/product.md §3 "Gameweek preview"): the admin sees everything. */
export const gameweekPreviewSchema = z.object({
  current_gameweek: gameweekSchema.nullable(),
  season: seasonSchema.nullable(),
  fixtures: z.array(
    z.object({
      fixture_id: fixtureIdNumberSchema,
      home_team: z.string(),
      away_team: z.string(),
      date: kickoffSchema,
      venue: z.string().nullable(),
      has_prediction: z.boolean(),
      predicted_outcome: predictionOutcomeSchema,
      display_home_goals: z.int().min(0).nullable(),
      display_away_goals: z.int().min(0).nullable(),
      predicted_home_goals: z.number().min(0).nullable(),
      predicted_away_goals: z.number().min(0).nullable(),
      prob_home_win: probability.nullable(),
      prob_draw: probability.nullable(),
      prob_away_win: probability.nullable(),
    }),
  ),
});
export type GameweekPreview = z.infer<typeof gameweekPreviewSchema>;

// ---------------------------------------------------------------------------------------------
// Calibration (bearer): is a 30 % forecast right 30 % of the time?

/**
 * GET /api/admin/calibration (bearer): the stored predictions of finished fixtures, each giving three
 * forecasts (home win, draw, away win), binned by predicted probability (libs/engine `calibration`).
 * Optional `?season=2024` (start year) or `all` (default).
 */
export const calibrationResponseSchema = z.object({
  season: seasonSchema.nullable(),
  fixtures: count,
  forecasts: count,
  bins: z.array(
    z.object({
      from: probability,
      to: probability,
      count,
      predicted_mean: probability.nullable(),
      observed_frequency: probability.nullable(),
    }),
  ),
  /** Count-weighted mean |predicted - observed| over the bins; null without forecasts. */
  expected_calibration_error: z.number().min(0).max(1).nullable(),
});
export type CalibrationResponse = z.infer<typeof calibrationResponseSchema>;
