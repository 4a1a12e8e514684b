// Cross-sandbox matrix testing (docs/product.md §3 and §7, "Cross sandbox (bearer)"): every weight set
// (production and the sandbox library) × every rounding configuration, run as a job of
// `matrix.combination.requested` events by the experiment service's matrix workers. The experiment
// service answers with exactly these shapes and remotes/cross-sandbox parses them with these
// schemas. Accuracies are percent 0-100, not rounded (the screen shows two decimals).
import { z } from '../zod.ts';
import { entityIdSchema } from '../events/common.ts';

const count = z.int().min(0);
const percentage = z.number().min(0).max(100);
const isoDateTime = z.iso.datetime({ offset: true });

/** No activity for longer than this makes a running job stuck (docs/product.md §9: over 5 minutes). */
export const MATRIX_STUCK_AFTER_MS = 5 * 60 * 1000;
/** The screen polls a running job this often (docs/product.md §9). */
export const MATRIX_POLL_INTERVAL_MS = 3000;
/** The seed's cost of one combination, used for the estimate until a job has completed (docs/product.md §2). */
export const SEED_MINUTES_PER_COMBINATION = 0.5;
/** The estimate's fallbacks when a count is unreadable (docs/product.md §2): 1 production set, 13 sandbox sets, 8 configs. */
export const MATRIX_ESTIMATE_FALLBACKS = { production_weight_sets: 1, sandbox_weight_sets: 13, rounding_configs: 8 } as const;
/** Where the screen keeps the tracked job id (docs/product.md §4: a reload resumes tracking). */
export const MATRIX_JOB_STORAGE_KEY = 'cross_sandbox_job_id';

export const MATRIX_JOB_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export const matrixJobStatusSchema = z.enum(MATRIX_JOB_STATUSES);
export type MatrixJobStatus = z.infer<typeof matrixJobStatusSchema>;

/** Refusal of a second start while a job is pending or running (409). */
export const MATRIX_JOB_RUNNING_DETAIL = 'A matrix test is already running';

export const startMatrixTestResponseSchema = z.object({ success: z.literal(true), job_id: entityIdSchema });
export type StartMatrixTestResponse = z.infer<typeof startMatrixTestResponseSchema>;

export const matrixCombinationSummarySchema = z.object({
  index: count,
  weight_set_name: z.string(),
  rounding_config_name: z.string(),
});

/** GET /api/cross-sandbox/job-status/{jobId} (docs/product.md §3, "Matrix test job"). */
export const matrixJobSchema = z.object({
  job_id: entityIdSchema,
  status: matrixJobStatusSchema,
  progress_percentage: percentage,
  /** The combination counted last, e.g. "Balanced × Conservative"; null before the first. */
  last_completed_combination: z.string().nullable(),
  error: z.string().nullable(),
  /** Running with no activity for over 5 minutes. */
  is_stuck: z.boolean(),
  /** Failed, or stuck: resume-job republishes the combinations not yet counted. */
  can_resume: z.boolean(),
  result_id: entityIdSchema.nullable(),
  total_combinations: count,
  completed_combinations: count,
  weight_sets_tested: count,
  rounding_configs_tested: count,
  created_at: isoDateTime,
  started_at: isoDateTime.nullable(),
  completed_at: isoDateTime.nullable(),
  last_activity_at: isoDateTime,
});
export type MatrixJob = z.infer<typeof matrixJobSchema>;

export const matrixResultCombinationSchema = z.object({
  index: count,
  weight_set_id: entityIdSchema,
  weight_set_name: z.string(),
  rounding_config_id: entityIdSchema,
  rounding_config_name: z.string(),
  outcome_accuracy: percentage,
  exact_score_accuracy: percentage,
  correct_outcomes: count,
  correct_scores: count,
  total_fixtures: count,
});
export type MatrixResultCombination = z.infer<typeof matrixResultCombinationSchema>;

/** GET /api/cross-sandbox/results/{id} (docs/product.md §3, "Matrix result", plus the full table). */
export const matrixResultSchema = z.object({
  id: entityIdSchema,
  job_id: entityIdSchema,
  weight_sets_tested: count,
  rounding_configs_tested: count,
  total_combinations: count,
  total_fixtures: count,
  best_outcome: z.object({ weight_set_name: z.string(), rounding_config_name: z.string(), outcome_accuracy: percentage }),
  best_exact_score: z.object({ weight_set_name: z.string(), rounding_config_name: z.string(), exact_score_accuracy: percentage }),
  /** Weight set names and rounding config names in job order: the heat map's rows and columns. */
  weight_set_names: z.array(z.string()),
  rounding_config_names: z.array(z.string()),
  combinations: z.array(matrixResultCombinationSchema),
  /** Start request to last combination counted, in ms. */
  duration_ms: count,
  completed_at: isoDateTime,
});
export type MatrixResult = z.infer<typeof matrixResultSchema>;

/** One entry of GET /api/cross-sandbox/history (docs/product.md §3, "History entry"), newest first. */
export const matrixHistoryEntrySchema = z.object({
  id: entityIdSchema,
  job_id: entityIdSchema,
  test_date: isoDateTime,
  total_combinations: count,
  total_fixtures: count,
  best_outcome_accuracy: percentage,
  /** Measured cost of one combination in this job (duration / combinations), for the estimate. */
  ms_per_combination: z.number().min(0),
});
export type MatrixHistoryEntry = z.infer<typeof matrixHistoryEntrySchema>;
export const matrixHistoryResponseSchema = z.object({ history: z.array(matrixHistoryEntrySchema) });
export type MatrixHistoryResponse = z.infer<typeof matrixHistoryResponseSchema>;

/** GET /api/cross-sandbox/diagnostic (docs/product.md §3, "Matrix diagnostic"). */
export const matrixDiagnosticCheckSchema = z.object({
  name: z.string(),
  details: z.string(),
  status: z.enum(['PASS', 'FAIL']),
});
export const matrixDiagnosticSchema = z.object({
  ready: z.boolean(),
  checks: z.array(matrixDiagnosticCheckSchema),
  /** Production plus sandbox weight sets, rounding configs, and their product: the estimate's counts. */
  weight_sets: count,
  rounding_configs: count,
  total_combinations: count,
});
export type MatrixDiagnostic = z.infer<typeof matrixDiagnosticSchema>;

export const resumeMatrixJobResponseSchema = z.object({
  success: z.literal(true),
  /** Combinations already counted: the job continues after them. */
  resume_point: count,
  /** Combinations published again. */
  republished: count,
});
export type ResumeMatrixJobResponse = z.infer<typeof resumeMatrixJobResponseSchema>;
