// The stored result of a completed matrix job.
import type { MatrixResult } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import type { Repositories } from './ports.ts';

export async function getMatrixResult(
  id: string,
  deps: Pick<Repositories, 'matrixJobs'>,
): Promise<MatrixResult> {
  const result = await deps.matrixJobs.findResult(id);
  if (!result) throw AppError.notFound(`Matrix result ${id} not found`);
  return result;
}
