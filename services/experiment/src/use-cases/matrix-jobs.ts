// Cross-sandbox matrix jobs (README, "Cross-sandbox matrix jobs"): start a job of every weight set
// × every rounding config as `matrix.combination.requested` events, count each
// `matrix.combination.completed` exactly once, store the result and a history entry on the last
// one, report status (stuck, resumable), resume by republishing only what was not counted, and say
// whether a run can start at all.
import {
  MATRIX_JOB_RUNNING_DETAIL,
  MATRIX_STUCK_AFTER_MS,
  type EventData,
  type MatrixDiagnostic,
  type MatrixHistoryResponse,
  type MatrixJob,
  type MatrixResult,
  type MatrixResultCombination,
  modelOfWeights,
  type ResumeMatrixJobResponse,
  type StartMatrixTestResponse,
} from '@scoreline/contracts';
import type { EventBus } from '@scoreline/events';
import { AppError } from '@scoreline/service-kit';
import { BATCH_SEASONS, seasonLabel } from '../domain/season.ts';
import { parametersOf } from '../repositories/rounding-configs-repository.ts';
import type { MatrixJobRecord, MatrixJobsRepository, MatrixScope } from '../repositories/matrix-jobs-repository.ts';
import type { Clock, EvaluationCache, IdFactory, Logger, Repositories } from './ports.ts';
import { productionSettings } from './production-settings.ts';

export type MatrixPublisher = Pick<EventBus, 'publishMany'>;

export interface MatrixJobDeps extends Pick<Repositories, 'weightSets' | 'roundingConfigs' | 'fixtures'> {
  matrixJobs: MatrixJobsRepository;
  publisher: MatrixPublisher;
  clock: Clock;
  newId: IdFactory;
  logger: Logger;
}

/** What every job judges: the batch seasons, whole seasons (docs/product.md §9). */
export const MATRIX_SCOPE: MatrixScope = { seasons: BATCH_SEASONS.map((year) => seasonLabel(year)), gameweek_start: 1, gameweek_end: 38 };

/** The history list's length. */
const HISTORY_LIMIT = 20;

export function combinationLabel(weightSetName: string, roundingConfigName: string): string {
  return `${weightSetName} × ${roundingConfigName}`;
}

/** Production, then the sandbox library (a promoted set is production already, not listed twice). */
async function weightSetsToTest(deps: Pick<MatrixJobDeps, 'weightSets' | 'roundingConfigs'>): Promise<MatrixJobRecord['weight_sets']> {
  const [production, sets] = await Promise.all([productionSettings(deps), deps.weightSets.list()]);
  return [
    { id: production.weights.id, name: production.weights.name, weights: production.weights.weights, model: production.weights.model },
    ...sets.filter((s) => s.status === 'sandbox').map((s) => ({ id: s.id, name: s.name, weights: s.weights, model: modelOfWeights(s) })),
  ];
}

async function roundingConfigsToTest(deps: Pick<MatrixJobDeps, 'roundingConfigs'>): Promise<MatrixJobRecord['rounding_configs']> {
  return (await deps.roundingConfigs.list()).map((c) => ({ id: c.id, name: c.name, parameters: parametersOf(c), mode: c.mode }));
}

function request(job: MatrixJobRecord, index: number): EventData<'matrix.combination.requested'> {
  const configs = job.rounding_configs.length;
  const set = job.weight_sets[Math.floor(index / configs)];
  const config = job.rounding_configs[index % configs];
  if (!set || !config) throw new Error(`combination ${index} is outside job ${job.id}`);
  return { job_id: job.id, index, weight_set: set, rounding_config: config, scope: job.scope };
}

async function publishCombinations(deps: MatrixJobDeps, job: MatrixJobRecord, indexes: readonly number[]): Promise<void> {
  await deps.publisher.publishMany(
    'matrix.combination.requested',
    indexes.map((index) => ({ data: request(job, index) })),
  );
}

async function failJob(deps: Pick<MatrixJobDeps, 'matrixJobs' | 'clock'>, jobId: string, error: string): Promise<void> {
  await deps.matrixJobs.transition(jobId, ['pending', 'running'], { status: 'failed', error, last_activity_at: deps.clock() });
  await deps.matrixJobs.releaseLock(jobId);
}

export async function startMatrixTest(deps: MatrixJobDeps): Promise<StartMatrixTestResponse> {
  const [weightSets, roundingConfigs] = await Promise.all([weightSetsToTest(deps), roundingConfigsToTest(deps)]);
  if (roundingConfigs.length === 0) throw AppError.conflict('No rounding configurations to test: create one in the Rounding Sandbox first');
  const id = deps.newId('matrix');
  if (!(await deps.matrixJobs.acquireLock(id))) throw AppError.conflict(MATRIX_JOB_RUNNING_DETAIL);
  const now = deps.clock();
  const job: MatrixJobRecord = {
    id,
    status: 'pending',
    weight_sets: weightSets,
    rounding_configs: roundingConfigs,
    scope: MATRIX_SCOPE,
    total_combinations: weightSets.length * roundingConfigs.length,
    completed_combinations: 0,
    last_completed_combination: null,
    error: null,
    result_id: null,
    created_at: now,
    started_at: null,
    completed_at: null,
    last_activity_at: now,
  };
  await deps.matrixJobs.create(job);
  // Running before the first combination is published: once one is, the aggregator may write the
  // job (FerretDB v1 loses one of two updates of a document made at once: the repository's header).
  await deps.matrixJobs.transition(id, ['pending'], { status: 'running', started_at: deps.clock() });
  try {
    await publishCombinations(deps, job, Array.from({ length: job.total_combinations }, (_, i) => i));
  } catch (error) {
    // The start is refused, so nothing of the job may run. A send that outlived the request's
    // deadline can still deliver the combinations; with the job gone their completions are an
    // unknown job's, ignored, where a job only marked failed was counted and completed after its
    // 503. Should the store refuse that too, the job is at least failed (resumable) and its lock freed.
    const reason = `Could not publish the combinations: ${error instanceof Error ? error.message : String(error)}`;
    await deps.matrixJobs.discard(id).catch(() => failJob(deps, id, reason).catch(() => undefined));
    throw AppError.unavailable('Failed to start matrix test: the message broker did not take the combinations', { cause: error });
  }
  deps.logger.info({ job_id: id, total_combinations: job.total_combinations }, 'matrix job started');
  return { success: true, job_id: id };
}

function isStuck(job: MatrixJobRecord, now: Date): boolean {
  return (job.status === 'running' || job.status === 'pending') && now.getTime() - job.last_activity_at.getTime() > MATRIX_STUCK_AFTER_MS;
}

function toJobView(job: MatrixJobRecord, now: Date): MatrixJob {
  const stuck = isStuck(job, now);
  return {
    job_id: job.id,
    status: job.status,
    progress_percentage: job.total_combinations === 0 ? 0 : (100 * job.completed_combinations) / job.total_combinations,
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

export async function matrixJobStatus(jobId: string, deps: Pick<MatrixJobDeps, 'matrixJobs' | 'clock'>): Promise<MatrixJob> {
  const job = await deps.matrixJobs.findById(jobId);
  if (!job) throw AppError.notFound(`Matrix job ${jobId} not found`);
  return toJobView(job, deps.clock());
}

export async function matrixResult(id: string, deps: Pick<MatrixJobDeps, 'matrixJobs'>): Promise<MatrixResult> {
  const result = await deps.matrixJobs.findResult(id);
  if (!result) throw AppError.notFound(`Matrix result ${id} not found`);
  return result;
}

export async function matrixHistory(deps: Pick<MatrixJobDeps, 'matrixJobs'>): Promise<MatrixHistoryResponse> {
  return { history: await deps.matrixJobs.history(HISTORY_LIMIT) };
}

export async function resumeMatrixJob(jobId: string, deps: MatrixJobDeps): Promise<ResumeMatrixJobResponse> {
  const job = await deps.matrixJobs.findById(jobId);
  if (!job) throw AppError.notFound(`Matrix job ${jobId} not found`);
  if (job.status === 'completed') throw AppError.conflict('This matrix job has already completed');
  if (job.status !== 'failed' && !isStuck(job, deps.clock())) throw AppError.conflict('This matrix job is still making progress: only a failed or stuck job can be resumed');
  if (!(await deps.matrixJobs.acquireLock(jobId))) throw AppError.conflict(MATRIX_JOB_RUNNING_DETAIL);
  const counted = new Set(await deps.matrixJobs.countedIndexes(jobId));
  const missing = Array.from({ length: job.total_combinations }, (_, i) => i).filter((i) => !counted.has(i));
  await deps.matrixJobs.transition(jobId, ['failed', 'pending', 'running'], { status: 'running', error: null, last_activity_at: deps.clock() });
  if (missing.length === 0) {
    // Everything was counted but the result was never stored (the aggregator died in between).
    await finishJob(job.id, deps);
  } else {
    await publishCombinations(deps, job, missing);
  }
  deps.logger.info({ job_id: jobId, resume_point: counted.size, republished: missing.length }, 'matrix job resumed');
  return { success: true, resume_point: counted.size, republished: missing.length };
}

/** What the aggregator does with one completion, whatever Kafka redelivers. */
export async function recordMatrixCompletion(
  event: EventData<'matrix.combination.completed'>,
  deps: Pick<MatrixJobDeps, 'matrixJobs' | 'clock' | 'logger'>,
): Promise<'counted' | 'duplicate' | 'failed' | 'unknown job'> {
  const unknown = (): 'unknown job' => {
    deps.logger.warn({ job_id: event.job_id, index: event.index }, 'completion of an unknown matrix job ignored');
    return 'unknown job';
  };
  if (event.metrics === undefined) {
    const job = await deps.matrixJobs.findById(event.job_id);
    if (!job) return unknown();
    if ((await deps.matrixJobs.countedIndexes(job.id)).includes(event.index)) return 'duplicate';
    await failJob(deps, job.id, `Combination ${event.index + 1} (${combinationLabel(event.weight_set_name, event.rounding_config_name)}) failed: ${event.error ?? 'Unknown error'}`);
    return 'failed';
  }
  const progress = await deps.matrixJobs.countCombination(event.job_id, toCombination(event, event.metrics), combinationLabel(event.weight_set_name, event.rounding_config_name), deps.clock());
  if (!progress) return unknown();
  // Checked on a duplicate too: a crash after the last count but before the result was stored is
  // finished by the redelivery.
  if (progress.completed_combinations >= progress.total_combinations && progress.status !== 'completed') await finishJob(event.job_id, deps);
  return progress.counted ? 'counted' : 'duplicate';
}

/**
 * What the aggregator does with a batch of completions (one fetch of its partition): the
 * successful ones of each job counted in one store update (exactly once each, as one by one), then
 * the failed ones, then the job finished when everything is counted. Whatever it throws, the bus
 * hands the batch to recordMatrixCompletion one event at a time.
 */
export async function recordMatrixCompletions(
  events: readonly EventData<'matrix.combination.completed'>[],
  deps: Pick<MatrixJobDeps, 'matrixJobs' | 'clock' | 'logger'>,
): Promise<{ counted: number; duplicates: number }> {
  const byJob = new Map<string, EventData<'matrix.combination.completed'>[]>();
  for (const event of events) byJob.set(event.job_id, [...(byJob.get(event.job_id) ?? []), event]);
  const totals = { counted: 0, duplicates: 0 };
  for (const [jobId, jobEvents] of byJob) {
    const successes = jobEvents.flatMap((event) =>
      event.metrics === undefined ? [] : [{ combination: toCombination(event, event.metrics), label: combinationLabel(event.weight_set_name, event.rounding_config_name) }],
    );
    // Successes first: a failure whose combination was counted meanwhile (a resume) is a duplicate.
    const progress = successes.length > 0 ? await deps.matrixJobs.countCombinations(jobId, successes, deps.clock()) : null;
    if (successes.length > 0 && !progress) {
      deps.logger.warn({ job_id: jobId, completions: successes.length }, 'completions of an unknown matrix job ignored');
      continue;
    }
    if (progress) {
      totals.counted += progress.counted;
      totals.duplicates += progress.duplicates;
    }
    for (const failure of jobEvents.filter((event) => event.metrics === undefined)) {
      if ((await recordMatrixCompletion(failure, deps)) === 'duplicate') totals.duplicates += 1;
    }
    if (progress && progress.job.completed_combinations >= progress.job.total_combinations && progress.job.status !== 'completed') {
      await finishJob(jobId, deps, { job: progress.job, combinations: progress.combinations });
    }
  }
  return totals;
}

function toCombination(event: EventData<'matrix.combination.completed'>, m: NonNullable<EventData<'matrix.combination.completed'>['metrics']>): MatrixResultCombination {
  return {
    index: event.index,
    weight_set_id: event.weight_set_id,
    weight_set_name: event.weight_set_name,
    rounding_config_id: event.rounding_config_id,
    rounding_config_name: event.rounding_config_name,
    outcome_accuracy: percentOf(m.correct_outcomes, m.total_fixtures),
    exact_score_accuracy: percentOf(m.correct_scores, m.total_fixtures),
    correct_outcomes: m.correct_outcomes,
    correct_scores: m.correct_scores,
    total_fixtures: m.total_fixtures,
  };
}

function percentOf(correct: number, total: number): number {
  return total === 0 ? 0 : (100 * correct) / total;
}

/** Stores the result and history of a job whose every combination is counted; `known` saves reading them again. */
async function finishJob(
  jobId: string,
  deps: Pick<MatrixJobDeps, 'matrixJobs' | 'clock' | 'logger'>,
  known?: { job: MatrixJobRecord; combinations: MatrixResultCombination[] },
): Promise<void> {
  const job = known?.job ?? (await deps.matrixJobs.findById(jobId));
  if (!job || job.status === 'completed') return;
  const combinations = known?.combinations ?? (await deps.matrixJobs.combinations(jobId));
  if (combinations.length < job.total_combinations) return;
  const now = deps.clock();
  // Earliest combination wins a tie (as the engine's runMatrix), so reruns give the same bests.
  const bestOutcome = combinations.reduce((best, c) => (c.correct_outcomes > best.correct_outcomes ? c : best));
  const bestExact = combinations.reduce((best, c) => (c.correct_scores > best.correct_scores ? c : best));
  const resultId = `result-${jobId}`;
  const duration = Math.max(0, now.getTime() - job.created_at.getTime());
  const result: MatrixResult = {
    id: resultId,
    job_id: jobId,
    weight_sets_tested: job.weight_sets.length,
    rounding_configs_tested: job.rounding_configs.length,
    total_combinations: job.total_combinations,
    total_fixtures: combinations[0]?.total_fixtures ?? 0,
    best_outcome: { weight_set_name: bestOutcome.weight_set_name, rounding_config_name: bestOutcome.rounding_config_name, outcome_accuracy: bestOutcome.outcome_accuracy },
    best_exact_score: { weight_set_name: bestExact.weight_set_name, rounding_config_name: bestExact.rounding_config_name, exact_score_accuracy: bestExact.exact_score_accuracy },
    weight_set_names: job.weight_sets.map((s) => s.name),
    rounding_config_names: job.rounding_configs.map((c) => c.name),
    combinations,
    duration_ms: duration,
    completed_at: now.toISOString(),
  };
  await deps.matrixJobs.saveResult(result, {
    id: `history-${jobId}`,
    job_id: jobId,
    test_date: now.toISOString(),
    total_combinations: result.total_combinations,
    total_fixtures: result.total_fixtures,
    best_outcome_accuracy: result.best_outcome.outcome_accuracy,
    ms_per_combination: duration / Math.max(1, job.total_combinations),
  });
  await deps.matrixJobs.transition(jobId, ['pending', 'running', 'failed'], { status: 'completed', result_id: resultId, error: null, completed_at: now, last_activity_at: now });
  await deps.matrixJobs.releaseLock(jobId);
  deps.logger.info({ job_id: jobId, total_combinations: job.total_combinations, duration_ms: duration }, 'matrix job completed');
}

export interface MatrixDiagnosticDeps extends Pick<MatrixJobDeps, 'weightSets' | 'roundingConfigs' | 'fixtures'> {
  evaluation: EvaluationCache;
  /** Is the broker answering? */
  brokerHealth: () => Promise<{ state: 'up' | 'down'; detail?: string }>;
  /** Members of the matrix workers' consumer group now. */
  workerCount: () => Promise<number>;
}

export async function matrixDiagnostic(deps: MatrixDiagnosticDeps): Promise<MatrixDiagnostic> {
  const checks: MatrixDiagnostic['checks'] = [];
  const check = (name: string, pass: boolean, details: string) => checks.push({ name, status: pass ? 'PASS' : 'FAIL', details });
  const [evaluation, weightSets, configs, broker, workers] = await Promise.all([
    deps.evaluation.get(deps.fixtures),
    weightSetsToTest(deps),
    roundingConfigsToTest(deps),
    deps.brokerHealth(),
    deps.workerCount().catch(() => 0),
  ]);
  const played = (await evaluation.scopes([MATRIX_SCOPE])).scopes[0]?.played ?? 0;
  check('Fixtures', played > 0, `${played} played fixtures in ${MATRIX_SCOPE.seasons.join(', ')}`);
  check('Weight sets', weightSets.length > 0, `${weightSets.length} weight sets (production and ${weightSets.length - 1} sandbox)`);
  check('Rounding configs', configs.length > 0, `${configs.length} rounding configurations`);
  check('Message broker', broker.state === 'up', broker.state === 'up' ? 'Kafka is reachable' : `Kafka is unreachable: ${broker.detail ?? 'no answer'}`);
  check('Matrix workers', workers > 0, workers > 0 ? `${workers} worker(s) in the consumer group` : 'No matrix worker is running');
  return {
    ready: checks.every((c) => c.status === 'PASS'),
    checks,
    weight_sets: weightSets.length,
    rounding_configs: configs.length,
    total_combinations: weightSets.length * configs.length,
  };
}
