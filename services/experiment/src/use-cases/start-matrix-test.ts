// Starts a cross-sandbox matrix job: every weight set × every rounding configuration, one
// `matrix.combination.requested` event each, one job at a time.
import { MATRIX_JOB_RUNNING_DETAIL, type StartMatrixTestResponse } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import { MATRIX_SCOPE, type MatrixJobRecord } from '../domain/matrix-job.ts';
import { failMatrixJob } from './fail-matrix-job.ts';
import { listMatrixCandidates } from './list-matrix-candidates.ts';
import type { Clock, IdFactory, Logger, MatrixPublisher, Repositories } from './ports.ts';
import { publishMatrixCombinations } from './publish-matrix-combinations.ts';

export interface StartMatrixTestDeps extends Pick<
  Repositories,
  'weightSets' | 'roundingConfigs' | 'matrixJobs'
> {
  publisher: MatrixPublisher;
  clock: Clock;
  newId: IdFactory;
  logger: Logger;
}

export async function startMatrixTest(deps: StartMatrixTestDeps): Promise<StartMatrixTestResponse> {
  const { weightSets, roundingConfigs } = await listMatrixCandidates(deps);
  if (roundingConfigs.length === 0)
    throw AppError.conflict('No rounding configurations to test: create one in the Rounding Sandbox first');
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
    await publishMatrixCombinations(
      { job, indexes: Array.from({ length: job.total_combinations }, (_, i) => i) },
      deps,
    );
  } catch (error) {
    // The start is refused, so nothing of the job may run. A send that outlived the request's
    // deadline can still deliver the combinations; with the job gone their completions are an
    // unknown job's, ignored, where a job only marked failed was counted and completed after its
    // 503. Should the store refuse that too, the job is at least failed (resumable) and its lock freed.
    const reason = `Could not publish the combinations: ${error instanceof Error ? error.message : String(error)}`;
    await deps.matrixJobs
      .discard(id)
      .catch(() => failMatrixJob({ jobId: id, error: reason }, deps).catch(() => undefined));
    throw AppError.unavailable(
      'Failed to start matrix test: the message broker did not take the combinations',
      { cause: error },
    );
  }
  deps.logger.info({ job_id: id, total_combinations: job.total_combinations }, 'matrix job started');
  return { success: true, job_id: id };
}
