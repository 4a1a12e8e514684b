// A job that cannot go on (a combination failed, or its start could not be undone) is failed,
// which makes it resumable, and the one-job-at-a-time lock is freed for the next start.
import type { Clock, Repositories } from './ports.ts';

export async function failMatrixJob(
  input: { jobId: string; error: string },
  deps: Pick<Repositories, 'matrixJobs'> & { clock: Clock },
): Promise<void> {
  await deps.matrixJobs.transition(input.jobId, ['pending', 'running'], {
    status: 'failed',
    error: input.error,
    last_activity_at: deps.clock(),
  });
  await deps.matrixJobs.releaseLock(input.jobId);
}
