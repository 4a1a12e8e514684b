// Resumes a failed or stuck matrix job by publishing again only the combinations not counted yet
// (or, when every one was counted but the result never stored, by finishing it).
import { MATRIX_JOB_RUNNING_DETAIL, type ResumeMatrixJobResponse } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import { isStuck } from '../domain/matrix-job.ts';
import { finishMatrixJob } from './finish-matrix-job.ts';
import type { Clock, Logger, MatrixPublisher, Repositories } from './ports.ts';
import { publishMatrixCombinations } from './publish-matrix-combinations.ts';

export interface ResumeMatrixJobDeps extends Pick<Repositories, 'matrixJobs'> {
  publisher: MatrixPublisher;
  clock: Clock;
  logger: Logger;
}

export async function resumeMatrixJob(
  jobId: string,
  deps: ResumeMatrixJobDeps,
): Promise<ResumeMatrixJobResponse> {
  const job = await deps.matrixJobs.findById(jobId);
  if (!job) throw AppError.notFound(`Matrix job ${jobId} not found`);
  if (job.status === 'completed') throw AppError.conflict('This matrix job has already completed');
  if (job.status !== 'failed' && !isStuck(job, deps.clock()))
    throw AppError.conflict(
      'This matrix job is still making progress: only a failed or stuck job can be resumed',
    );
  if (!(await deps.matrixJobs.acquireLock(jobId))) throw AppError.conflict(MATRIX_JOB_RUNNING_DETAIL);
  const counted = new Set(await deps.matrixJobs.countedIndexes(jobId));
  const missing = Array.from({ length: job.total_combinations }, (_, i) => i).filter((i) => !counted.has(i));
  await deps.matrixJobs.transition(jobId, ['failed', 'pending', 'running'], {
    status: 'running',
    error: null,
    last_activity_at: deps.clock(),
  });
  if (missing.length === 0) {
    // Everything was counted but the result was never stored (the aggregator died in between).
    await finishMatrixJob({ jobId: job.id }, deps);
  } else {
    await publishMatrixCombinations({ job, indexes: missing }, deps);
  }
  deps.logger.info(
    { job_id: jobId, resume_point: counted.size, republished: missing.length },
    'matrix job resumed',
  );
  return { success: true, resume_point: counted.size, republished: missing.length };
}
