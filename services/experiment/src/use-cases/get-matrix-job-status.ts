// A matrix job's progress as the dashboard polls it, with whether it is stuck and can be resumed.
import type { MatrixJob } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import { toJobView } from '../domain/matrix-job.ts';
import type { Clock, Repositories } from './ports.ts';

export async function getMatrixJobStatus(
  jobId: string,
  deps: Pick<Repositories, 'matrixJobs'> & { clock: Clock },
): Promise<MatrixJob> {
  const job = await deps.matrixJobs.findById(jobId);
  if (!job) throw AppError.notFound(`Matrix job ${jobId} not found`);
  return toJobView(job, deps.clock());
}
