// A cross-sandbox matrix job as the product reasons about it (README, "Cross-sandbox matrix jobs"):
// what it tests, how its combinations are numbered, when it is stuck, how it is shown, and the result
// its counted combinations make. Pure: the use-cases read and write the jobs.
import type {
  EventData,
  MatrixHistoryEntry,
  MatrixJob,
  MatrixJobStatus,
  MatrixResult,
  MatrixResultCombination,
  ModelConfiguration,
  RoundingModeKind,
  RoundingParameters,
  Weights,
} from '@scoreline/contracts';
import { MATRIX_STUCK_AFTER_MS } from '@scoreline/contracts';
import { matrixBests, percent } from '@scoreline/engine';
import { BATCH_SEASONS, seasonLabel } from './season.ts';

export interface MatrixScope {
  seasons: string[];
  gameweek_start: number;
  gameweek_end: number;
}

export interface MatrixJobRecord {
  id: string;
  status: MatrixJobStatus;
  /** `model` names another family (absent: six-metric); `mode` another rounding (absent: smart). */
  weight_sets: { id: string; name: string; weights: Weights; model?: ModelConfiguration }[];
  rounding_configs: { id: string; name: string; parameters: RoundingParameters; mode?: RoundingModeKind }[];
  scope: MatrixScope;
  total_combinations: number;
  completed_combinations: number;
  last_completed_combination: string | null;
  error: string | null;
  result_id: string | null;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
  last_activity_at: Date;
}

type Completion = EventData<'matrix.combination.completed'>;

/** What every job judges: the batch seasons, whole seasons (docs/product.md §9). */
export const MATRIX_SCOPE: MatrixScope = {
  seasons: BATCH_SEASONS.map((year) => seasonLabel(year)),
  gameweek_start: 1,
  gameweek_end: 38,
};

export function combinationLabel(weightSetName: string, roundingConfigName: string): string {
  return `${weightSetName} × ${roundingConfigName}`;
}

/** Combination `index` of a job: weight sets in the outer loop, rounding configs in the inner one. */
export function combinationRequest(
  job: MatrixJobRecord,
  index: number,
): EventData<'matrix.combination.requested'> {
  const configs = job.rounding_configs.length;
  const set = job.weight_sets[Math.floor(index / configs)];
  const config = job.rounding_configs[index % configs];
  if (!set || !config) throw new Error(`combination ${index} is outside job ${job.id}`);
  return { job_id: job.id, index, weight_set: set, rounding_config: config, scope: job.scope };
}

/** A job still open whose last activity is older than MATRIX_STUCK_AFTER_MS. */
export function isStuck(job: MatrixJobRecord, now: Date): boolean {
  return (
    (job.status === 'running' || job.status === 'pending') &&
    now.getTime() - job.last_activity_at.getTime() > MATRIX_STUCK_AFTER_MS
  );
}

export function toJobView(job: MatrixJobRecord, now: Date): MatrixJob {
  const stuck = isStuck(job, now);
  return {
    job_id: job.id,
    status: job.status,
    progress_percentage:
      job.total_combinations === 0 ? 0 : (100 * job.completed_combinations) / job.total_combinations,
    last_completed_combination: job.last_completed_combination,
    error: job.error,
    is_stuck: stuck,
    can_resume: job.status === 'failed' || stuck,
    result_id: job.result_id,
    total_combinations: job.total_combinations,
    completed_combinations: job.completed_combinations,
    weight_sets_tested: job.weight_sets.length,
    rounding_configs_tested: job.rounding_configs.length,
    created_at: job.created_at.toISOString(),
    started_at: job.started_at?.toISOString() ?? null,
    completed_at: job.completed_at?.toISOString() ?? null,
    last_activity_at: job.last_activity_at.toISOString(),
  };
}

/** A successful completion as the result's combination. */
export function toCombination(
  event: Completion,
  m: NonNullable<Completion['metrics']>,
): MatrixResultCombination {
  return {
    index: event.index,
    weight_set_id: event.weight_set_id,
    weight_set_name: event.weight_set_name,
    rounding_config_id: event.rounding_config_id,
    rounding_config_name: event.rounding_config_name,
    outcome_accuracy: percent(m.correct_outcomes, m.total_fixtures),
    exact_score_accuracy: percent(m.correct_scores, m.total_fixtures),
    correct_outcomes: m.correct_outcomes,
    correct_scores: m.correct_scores,
    total_fixtures: m.total_fixtures,
  };
}

/** The result and history entry of a job whose every combination is counted, finished `now`. */
export function matrixResultOf(
  job: MatrixJobRecord,
  combinations: readonly MatrixResultCombination[],
  now: Date,
): { result: MatrixResult; history: MatrixHistoryEntry } {
  const [first] = combinations;
  if (!first) throw new Error(`job ${job.id} has no counted combination`);
  const duration = Math.max(0, now.getTime() - job.created_at.getTime());
  const result: MatrixResult = {
    id: `result-${job.id}`,
    job_id: job.id,
    weight_sets_tested: job.weight_sets.length,
    rounding_configs_tested: job.rounding_configs.length,
    total_combinations: job.total_combinations,
    total_fixtures: first.total_fixtures,
    // The same bests as the engine's runMatrix: the earliest combination wins a tie.
    ...matrixBests(combinations),
    weight_set_names: job.weight_sets.map((s) => s.name),
    rounding_config_names: job.rounding_configs.map((c) => c.name),
    combinations: [...combinations],
    duration_ms: duration,
    completed_at: now.toISOString(),
  };
  const history: MatrixHistoryEntry = {
    id: `history-${job.id}`,
    job_id: job.id,
    test_date: now.toISOString(),
    total_combinations: result.total_combinations,
    total_fixtures: result.total_fixtures,
    best_outcome_accuracy: result.best_outcome.outcome_accuracy,
    ms_per_combination: duration / Math.max(1, job.total_combinations),
  };
  return { result, history };
}

/** The completion that reports a combination as failed (it goes on to the dead-letter topic). */
export function failedCombination(
  request: EventData<'matrix.combination.requested'>,
  error: unknown,
): Completion {
  return {
    ...combinationIdentity(request),
    error: error instanceof Error ? error.message : String(error) || 'Unknown error',
  };
}

/** Which combination of which job a completion is about. */
export function combinationIdentity(request: EventData<'matrix.combination.requested'>) {
  return {
    job_id: request.job_id,
    index: request.index,
    weight_set_id: request.weight_set.id,
    weight_set_name: request.weight_set.name,
    rounding_config_id: request.rounding_config.id,
    rounding_config_name: request.rounding_config.name,
  };
}
