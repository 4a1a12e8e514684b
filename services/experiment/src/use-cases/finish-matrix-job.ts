// A job whose every combination is counted: its result and history entry are stored, the job is
// completed and its lock freed. Safe to call again (a redelivered last completion, a resume of a job
// whose aggregator died before this): a completed job, or one still missing counts, is left alone.
import type { MatrixResultCombination } from '@scoreline/contracts';
import { type MatrixJobRecord, matrixResultOf } from '../domain/matrix-job.ts';
import type { Clock, Logger, Repositories } from './ports.ts';

export interface FinishMatrixJobDeps extends Pick<Repositories, 'matrixJobs'> {
  clock: Clock;
  logger: Logger;
}

/** `known`: the job and its combinations when the caller has just read them, saving a second read. */
export async function finishMatrixJob(
  input: { jobId: string; known?: { job: MatrixJobRecord; combinations: MatrixResultCombination[] } },
  deps: FinishMatrixJobDeps,
): Promise<void> {
  const { jobId, known } = input;
  const job = known?.job ?? (await deps.matrixJobs.findById(jobId));
  if (!job || job.status === 'completed') return;
  const combinations = known?.combinations ?? (await deps.matrixJobs.combinations(jobId));
  if (combinations.length < job.total_combinations) return;
  const now = deps.clock();
  const { result, history } = matrixResultOf(job, combinations, now);
  await deps.matrixJobs.saveResult(result, history);
  await deps.matrixJobs.transition(jobId, ['pending', 'running', 'failed'], {
    status: 'completed',
    result_id: result.id,
    error: null,
    completed_at: now,
    last_activity_at: now,
  });
  await deps.matrixJobs.releaseLock(jobId);
  deps.logger.info(
    { job_id: jobId, total_combinations: job.total_combinations, duration_ms: result.duration_ms },
    'matrix job completed',
  );
}
