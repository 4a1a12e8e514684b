// Puts a job's combinations on `matrix.combination.requested`, all in one send: the whole job at its
// start, the ones not counted yet at a resume.
import { combinationRequest, type MatrixJobRecord } from '../domain/matrix-job.ts';
import type { MatrixPublisher } from './ports.ts';

export async function publishMatrixCombinations(
  input: { job: MatrixJobRecord; indexes: readonly number[] },
  deps: { publisher: MatrixPublisher },
): Promise<void> {
  await deps.publisher.publishMany(
    'matrix.combination.requested',
    input.indexes.map((index) => ({ data: combinationRequest(input.job, index) })),
  );
}
