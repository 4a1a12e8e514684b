// Experiment service payloads (docs/product.md §3 and §7): the algorithm sandbox (weight sets,
// experiments, comparison, promotion), the batch weight test and its diagnostic, the progressive
// backtest and the rounding sandbox. The experiment service answers with exactly these shapes and
// the sandbox, rounding and admin remotes parse them with these schemas. Every call is bearer.
// Percentages are 0-100 (not rounded), as the admin screens print them; fixture ids are JSON
// numbers over HTTP, as everywhere else. Seasons are start years (2024 = 2024-25), as the admin
// forms send them (docs/product.md §5).
import { z } from '../zod.ts';
import {
  modelConfigurationInputSchema,
  modelConfigurationSchema,
  outcomeSchema,
  roundingModeSchema,
  roundingParametersInputSchema,
  roundingParametersSchema,
  weightsInputSchema,
  weightsSchema,
} from '../model.ts';
import { entityIdSchema, gameweekSchema, seasonSchema } from '../events/common.ts';
import { fixtureIdNumberSchema, kickoffSchema } from './fixtures.ts';

const count = z.int().min(0);
const percentage = z.number().min(0).max(100);
const probability = z.number().min(0).max(1);
const isoDateTime = z.iso.datetime({ offset: true });

/** The seasons the product handles (docs/product.md §9: refresh and batch tests cover 2022-2025). */
export const EXPERIMENT_SEASONS = [2022, 2023, 2024, 2025] as const;
/** A season as the forms send it: its start year (2024 = 2024-25). */
export const experimentSeasonSchema = z
  .int()
  .refine((y) => (EXPERIMENT_SEASONS as readonly number[]).includes(y), 'season must be one of 2022, 2023, 2024, 2025')
  .meta({ enum: [...EXPERIMENT_SEASONS] });
export type ExperimentSeason = z.infer<typeof experimentSeasonSchema>;

/** The seasons the algorithm sandbox offers for an experiment (docs/product.md §5: 2024 and 2023). */
export const SANDBOX_TEST_SEASONS = [2024, 2023] as const;

// The document's pattern: not blank (the parse trims, then needs a character).
const nameSchema = z.string().trim().min(1, 'name is required').max(100).meta({ pattern: '\\S' });
const descriptionSchema = z.string().trim().max(1000);

// ---------------------------------------------------------------------------------------------
// Weight sets.

/**
 * `sandbox` while it is only an experiment; `promoted` for the one set that is production now
 * (the sandbox labels it 'Promoted to Production'). Promoting another set returns the previous
 * one to `sandbox`. A promoted set cannot be deleted.
 */
export const weightSetStatusSchema = z.enum(['sandbox', 'promoted']);
export type WeightSetStatus = z.infer<typeof weightSetStatusSchema>;

export const weightSetSchema = z.object({
  id: entityIdSchema,
  name: z.string().min(1),
  description: z.string(),
  weights: weightsSchema,
  /**
   * The model the set stands for (its family and parameters). Absent: the six-metric model of
   * `weights` (sets made before families existed). For a Dixon–Coles set `weights` are the default
   * six weights (docs/product.md §3, "Weights"), kept so that every reader of the six weights still
   * has them; the model is what predicts.
   */
  model: modelConfigurationSchema.optional(),
  status: weightSetStatusSchema,
  created_at: isoDateTime,
  /** When it was last promoted; null if never. */
  promoted_at: isoDateTime.nullable(),
});
export type WeightSet = z.infer<typeof weightSetSchema>;

/** GET /api/sandbox/weight-sets. `production_weights` is what the site predicts with now. */
export const weightSetsResponseSchema = z.object({
  sandbox_weight_sets: z.array(weightSetSchema),
  production_weights: weightsSchema,
});
export type WeightSetsResponse = z.infer<typeof weightSetsResponseSchema>;

/**
 * POST /api/sandbox/weight-sets → 201 WeightSet. Weights left out take their defaults (docs/product.md
 * §3); names are unique. `model` names another family (Dixon–Coles, parameters left out take its
 * defaults); a six-metric `model` must carry the same weights as `weights` would, so it is simply the
 * weights.
 */
// Request bodies are strict: an unknown field is a 400, never silently dropped, so a misspelt field
// cannot look accepted (docs/engineering.md, "HTTP operations and the OpenAPI document").
export const createWeightSetRequestSchema = z.strictObject({
  name: nameSchema,
  description: descriptionSchema.default(''),
  weights: weightsInputSchema.prefault({}),
  model: modelConfigurationInputSchema.optional(),
});
export type CreateWeightSetRequest = z.input<typeof createWeightSetRequestSchema>;

/** DELETE /api/sandbox/weight-sets/{id}, DELETE /api/sandbox/experiments/{id}, DELETE /api/rounding-sandbox/configs/{id}. */
export const deletedResponseSchema = z.object({ id: entityIdSchema, deleted: z.literal(true) });
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Experiments: a walk-forward backtest of one weight set on one season's gameweek range, with the
// production rounding.

export const createExperimentRequestSchema = z
  .strictObject({
    name: nameSchema,
    description: descriptionSchema.default(''),
    weight_set_id: entityIdSchema,
    test_season: experimentSeasonSchema,
    /** The number of gameweeks (end - start + 1) as the form computes it; the server derives it anyway. */
    test_gameweeks: z.int().min(1).max(38).optional(),
    gameweek_start: gameweekSchema,
    gameweek_end: gameweekSchema,
  })
  .refine((r) => r.gameweek_start <= r.gameweek_end, {
    message: 'gameweek_start must not be after gameweek_end',
    path: ['gameweek_end'],
  })
  .refine((r) => r.test_gameweeks === undefined || r.test_gameweeks === r.gameweek_end - r.gameweek_start + 1, {
    message: 'test_gameweeks must equal gameweek_end - gameweek_start + 1',
    path: ['test_gameweeks'],
  });
export type CreateExperimentRequest = z.input<typeof createExperimentRequestSchema>;

/** docs/product.md §3: `accuracy` (list and create) and `accuracy_results` (later views). */
export const experimentAccuracySchema = z.object({
  outcome_accuracy: percentage,
  score_accuracy: percentage,
});
export const experimentAccuracyResultsSchema = z.object({
  total: count,
  outcome_correct: count,
  score_correct: count,
  outcome_accuracy: percentage,
  score_accuracy: percentage,
});

export const experimentSchema = z.object({
  id: entityIdSchema,
  name: z.string().min(1),
  description: z.string(),
  weight_set_id: entityIdSchema,
  weight_set_name: z.string().min(1),
  /** The weights as they were when the experiment ran (the set may be deleted later). */
  weights: weightsSchema,
  /** The model it ran (absent: six-metric with `weights`). */
  model: modelConfigurationSchema.optional(),
  test_season: experimentSeasonSchema,
  test_gameweeks: z.int().min(1).max(38),
  gameweek_start: gameweekSchema,
  gameweek_end: gameweekSchema,
  status: z.literal('completed'),
  created_at: isoDateTime,
  completed_at: isoDateTime,
  accuracy: experimentAccuracySchema,
  accuracy_results: experimentAccuracyResultsSchema,
});
export type Experiment = z.infer<typeof experimentSchema>;

/** GET /api/sandbox/experiments, newest first. */
export const experimentsResponseSchema = z.object({ experiments: z.array(experimentSchema) });
export type ExperimentsResponse = z.infer<typeof experimentsResponseSchema>;

/** One judged fixture of an experiment (docs/product.md §3 "Experiment detail"). Scores read 'home-away', e.g. '2-1'. */
export const experimentPredictionSchema = z.object({
  fixture_id: fixtureIdNumberSchema,
  gameweek: gameweekSchema,
  date: kickoffSchema,
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  actual_score: z.string().regex(/^\d+-\d+$/),
  predicted_score: z.string().regex(/^\d+-\d+$/),
  predicted_outcome: outcomeSchema,
  actual_outcome: outcomeSchema,
  outcome_correct: z.boolean(),
  score_correct: z.boolean(),
  prob_home_win: probability,
  prob_draw: probability,
  prob_away_win: probability,
});
export type ExperimentPrediction = z.infer<typeof experimentPredictionSchema>;

/** Accuracy of the fixtures of one gameweek (the sandbox draws accuracy by gameweek). */
export const gameweekAccuracySchema = z.object({
  gameweek: gameweekSchema,
  total: count,
  outcome_correct: count,
  score_correct: count,
  outcome_accuracy: percentage,
  score_accuracy: percentage,
});
export type GameweekAccuracy = z.infer<typeof gameweekAccuracySchema>;

/** GET /api/sandbox/experiments/{id}: the experiment, its predictions in kick-off order and accuracy by gameweek. */
export const experimentDetailSchema = experimentSchema.extend({
  predictions: z.array(experimentPredictionSchema),
  accuracy_by_gameweek: z.array(gameweekAccuracySchema),
});
export type ExperimentDetail = z.infer<typeof experimentDetailSchema>;

/** POST /api/sandbox/compare: the body is a bare JSON list of at least 2 distinct experiment ids. */
export const compareExperimentsRequestSchema = z
  .array(entityIdSchema)
  .min(2, 'Select at least 2 experiments to compare')
  .refine((ids) => new Set(ids).size === ids.length, 'experiment ids must be distinct')
  .meta({ uniqueItems: true });
export type CompareExperimentsRequest = z.infer<typeof compareExperimentsRequestSchema>;

const bestSchema = z.object({ accuracy: percentage, name: z.string().min(1) });

export const comparedExperimentSchema = z.object({
  id: entityIdSchema,
  name: z.string().min(1),
  weight_set_name: z.string().min(1),
  test_season: experimentSeasonSchema,
  gameweek_start: gameweekSchema,
  gameweek_end: gameweekSchema,
  predictions_made: count,
  accuracy: experimentAccuracySchema,
  weights: weightsSchema,
  model: modelConfigurationSchema.optional(),
});
export type ComparedExperiment = z.infer<typeof comparedExperimentSchema>;

/** docs/product.md §3 "Comparison result"; experiments in the order their ids were sent. */
export const comparisonResultSchema = z.object({
  best_outcome_accuracy: bestSchema,
  best_score_accuracy: bestSchema,
  experiments: z.array(comparedExperimentSchema).min(2),
});
export type ComparisonResult = z.infer<typeof comparisonResultSchema>;

/**
 * POST /api/sandbox/promote/{id}, where id is a weight set's id: it becomes production (status
 * `promoted`) and `weights.promoted` is published; the prediction service recalculates every
 * prediction with it, so the answer comes before the recalculation ends.
 */
export const promoteWeightSetResponseSchema = z.object({
  message: z.string().min(1),
  next_step: z.string().min(1),
  weight_set: weightSetSchema,
});
export type PromoteWeightSetResponse = z.infer<typeof promoteWeightSetResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Batch weight test (admin panel).

export const diagnosticCheckStatusSchema = z.enum(['PASS', 'FAIL']);

/** GET /api/sandbox/batch-test-diagnostic (docs/product.md §3 "Batch diagnostic"). */
export const batchTestDiagnosticSchema = z.object({
  overall_status: diagnosticCheckStatusSchema,
  total_checks: count,
  failed_checks_count: count,
  checks: z.array(
    z.object({
      check: z.string().min(1),
      status: diagnosticCheckStatusSchema,
      message: z.string(),
      value: z.union([z.number(), z.string()]).nullable(),
      error: z.string().nullable(),
    }),
  ),
  /** One played fixture predicted with the production weights, proving the pipeline end to end; null when there is none. */
  test_fixture: z
    .object({
      fixture_id: fixtureIdNumberSchema,
      season: seasonSchema,
      gameweek: gameweekSchema,
      home_team: z.string(),
      away_team: z.string(),
      actual_score: z.string(),
      predicted_score: z.string(),
    })
    .nullable(),
  next_steps: z.array(z.string()),
});
export type BatchTestDiagnostic = z.infer<typeof batchTestDiagnosticSchema>;

/** Keys of `by_season` and `best_by_season`: the season's start year as a string ('2022'). */
const seasonKeySchema = z.string().regex(/^\d{4}$/);

export const experimentSeasonAccuracySchema = z.object({
  accuracy: percentage,
  score_accuracy: percentage,
  total_fixtures: count,
});

export const batchWeightTestRowSchema = z.object({
  weight_set_id: entityIdSchema,
  weight_set_name: z.string().min(1),
  is_production: z.boolean(),
  /** 1 = best: outcome accuracy, then lower ranked probability score. */
  rank: z.int().min(1),
  weights: weightsSchema,
  /** The model judged (absent: six-metric with `weights`). */
  model: modelConfigurationSchema.optional(),
  overall: z.object({
    accuracy: percentage,
    score_accuracy: percentage,
    correct_outcomes: count,
    correct_scores: count,
    total_fixtures: count,
  }),
  /** Same as overall.score_accuracy (docs/product.md §3 lists it beside overall.accuracy). */
  score_accuracy: percentage,
  by_season: z.record(seasonKeySchema, experimentSeasonAccuracySchema),
});
export type BatchWeightTestRow = z.infer<typeof batchWeightTestRowSchema>;

/** POST /api/sandbox/batch-test-weights: every sandbox set plus production over 2022-2025, best first. 404 without sandbox sets. */
export const batchWeightTestResponseSchema = z.object({
  results: z.array(batchWeightTestRowSchema).min(1),
  best_overall: z.object({ weight_set_name: z.string(), accuracy: percentage }),
  best_by_season: z.record(seasonKeySchema, z.object({ name: z.string(), accuracy: percentage })),
  production_performance: z.object({ rank: z.int().min(1), accuracy: percentage, note: z.string() }),
  recommendation: z.object({
    action: z.enum(['keep', 'promote']),
    message: z.string(),
    /** Best minus production, in percentage points of outcome accuracy. */
    improvement: z.number(),
    /** The set to promote; null when the advice is to keep production. */
    weight_set_id: entityIdSchema.nullable(),
  }),
  total_weight_sets_tested: count,
  total_fixtures_tested: count,
});
export type BatchWeightTestResponse = z.infer<typeof batchWeightTestResponseSchema>;

/** The 404 detail when no sandbox weight set exists (docs/product.md §8, shown as a warning). */
export const NO_SANDBOX_WEIGHT_SETS_DETAIL = 'No sandbox weight sets found. Create weight sets in the Sandbox first!';

// ---------------------------------------------------------------------------------------------
// Progressive backtest (admin panel): production weights and rounding, walk-forward.

export const progressiveBacktestRequestSchema = z
  .strictObject({
    start_season: experimentSeasonSchema,
    start_gameweek: gameweekSchema,
    end_season: experimentSeasonSchema,
    end_gameweek: gameweekSchema,
  })
  .refine((r) => r.start_season < r.end_season || (r.start_season === r.end_season && r.start_gameweek <= r.end_gameweek), {
    message: 'the start must not be after the end',
    path: ['end_gameweek'],
  });
export type ProgressiveBacktestRequest = z.infer<typeof progressiveBacktestRequestSchema>;

/** One gameweek of the run, in order, with the running (cumulative) accuracy so the panel can draw the curve. */
export const backtestGameweekSchema = z.object({ season: experimentSeasonSchema }).extend({
  ...gameweekAccuracySchema.shape,
  cumulative_outcome_accuracy: percentage,
  cumulative_score_accuracy: percentage,
});
export type BacktestGameweek = z.infer<typeof backtestGameweekSchema>;

/** POST /api/backtest/progressive (docs/product.md §3 "Backtest result"). */
export const progressiveBacktestResultSchema = z.object({
  id: entityIdSchema,
  range: progressiveBacktestRequestSchema,
  weights: weightsSchema,
  rounding: roundingParametersSchema,
  /** How production showed its predictions: smart rounding with `rounding`, or most-probable rounding (absent: smart). */
  rounding_mode: roundingModeSchema.optional(),
  total_fixtures: count,
  correct_outcomes: count,
  correct_scores: count,
  outcome_accuracy: percentage,
  score_accuracy: percentage,
  weeks_tested: count,
  /** Mean ranked probability score (lower is better). */
  rps: z.number().min(0),
  by_season: z.record(seasonKeySchema, experimentSeasonAccuracySchema),
  run_at: isoDateTime,
});
export type ProgressiveBacktestResult = z.infer<typeof progressiveBacktestResultSchema>;

/** GET /api/backtest/progressive/results/detailed: the last run with its gameweeks; 404 before the first run. */
export const progressiveBacktestDetailedSchema = progressiveBacktestResultSchema.extend({
  by_gameweek: z.array(backtestGameweekSchema),
});
export type ProgressiveBacktestDetailed = z.infer<typeof progressiveBacktestDetailedSchema>;

// ---------------------------------------------------------------------------------------------
// Rounding sandbox.

/** 'production' marks the one active configuration (docs/product.md §3); the rest are 'sandbox'. */
export const roundingConfigStatusSchema = z.enum(['sandbox', 'production']);
export type RoundingConfigStatus = z.infer<typeof roundingConfigStatusSchema>;

export const roundingConfigSchema = roundingParametersSchema.extend({
  /** 'smart' rounds with the parameters; 'most_probable' shows the most probable outcome and score within it. */
  mode: roundingModeSchema.default('smart'),
  id: entityIdSchema,
  name: z.string().min(1),
  description: z.string(),
  status: roundingConfigStatusSchema,
  created_at: isoDateTime,
  promoted_at: isoDateTime.nullable(),
});
export type RoundingConfig = z.infer<typeof roundingConfigSchema>;

/** GET /api/rounding-sandbox/configs: production first, then newest first. GET production-config answers one RoundingConfig. */
export const roundingConfigsResponseSchema = z.object({ configs: z.array(roundingConfigSchema) });
export type RoundingConfigsResponse = z.infer<typeof roundingConfigsResponseSchema>;

/**
 * POST /api/rounding-sandbox/configs → 201 RoundingConfig; parameters left out take their defaults
 * (docs/product.md §9).
 */
export const createRoundingConfigRequestSchema = roundingParametersInputSchema
  .extend({
    mode: roundingModeSchema.default('smart'),
    name: z.string().trim().min(1, 'Please enter a configuration name').max(100).meta({ pattern: '\\S' }),
    description: descriptionSchema.default(''),
  })
  .strict();
export type CreateRoundingConfigRequest = z.input<typeof createRoundingConfigRequestSchema>;

/** POST /api/rounding-sandbox/promote/{id}: `new_code` is the configuration as a TypeScript `RoundingParameters` constant. */
export const promoteRoundingConfigResponseSchema = z.object({
  message: z.string().min(1),
  new_code: z.string().min(1),
  config: roundingConfigSchema,
});
export type PromoteRoundingConfigResponse = z.infer<typeof promoteRoundingConfigResponseSchema>;

export const roundingBatchRowSchema = z.object({
  config_id: entityIdSchema,
  config_name: z.string().min(1),
  is_production: z.boolean(),
  outcome_accuracy: percentage,
  score_accuracy: percentage,
  correct_outcomes: count,
  correct_scores: count,
  total_fixtures: count,
  parameters: roundingParametersSchema,
  mode: roundingModeSchema.default('smart'),
});
export type RoundingBatchRow = z.infer<typeof roundingBatchRowSchema>;

/**
 * POST /api/rounding-sandbox/batch-test: every configuration on the production weights' expected
 * goals over the same played fixtures (2022-2025), best first (the screen treats the first as best).
 */
export const roundingBatchResponseSchema = z.object({
  total_fixtures_tested: count,
  results: z.array(roundingBatchRowSchema).min(1),
});
export type RoundingBatchResponse = z.infer<typeof roundingBatchResponseSchema>;
