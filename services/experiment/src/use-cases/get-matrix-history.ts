// The latest completed matrix jobs, newest first.
import type { MatrixHistoryResponse } from '@scoreline/contracts';
import type { Repositories } from './ports.ts';

/** The history list's length. */
const HISTORY_LIMIT = 20;

export async function getMatrixHistory(
  deps: Pick<Repositories, 'matrixJobs'>,
): Promise<MatrixHistoryResponse> {
  return { history: await deps.matrixJobs.history(HISTORY_LIMIT) };
}
