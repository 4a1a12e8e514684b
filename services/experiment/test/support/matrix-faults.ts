// What the matrix fault tests share: waiting for worker processes to join both matrix groups, and
// the end state every fault must still reach (the job completed, each of its combinations counted
// exactly once, and the stored result equal to the engine's runMatrix over the same data, i.e.
// to an undisturbed run).
import { type MatrixJob, type MatrixResult, matrixResultSchema } from '@scoreline/contracts';
import { createEvaluationContext, runMatrix } from '@scoreline/engine';
import { toMatchFixtures } from '../../src/domain/fixture.ts';
import request from 'supertest';
import { expect } from 'vitest';
import { consumerGroupMembers, MATRIX_AGGREGATOR_GROUP_ID, MATRIX_WORKER_GROUP_ID } from '../../src/workers/matrix-consumer-groups.ts';
import { type Harness, waitUntil } from './harness.ts';
import type { WorkerProcess } from './worker-processes.ts';

export async function waitForMatrixMembers(h: Harness, processes: readonly WorkerProcess[], count: number): Promise<void> {
  await waitUntil(
    async () => (await consumerGroupMembers(h.bus, MATRIX_WORKER_GROUP_ID, 10_000)) === count && (await consumerGroupMembers(h.bus, MATRIX_AGGREGATOR_GROUP_ID, 10_000)) === count,
    120_000,
    `${count} process(es) in the matrix groups (stderr: ${processes.map((p) => p.output()).join(' | ')})`,
  );
}

export async function expectCountedOnceWithEngineResult(
  h: Harness,
  jobId: string,
  status: (jobId: string) => Promise<MatrixJob>,
  result: (resultId: string) => Promise<MatrixResult> = async (id) =>
    matrixResultSchema.parse((await request(h.app).get(`/api/cross-sandbox/results/${id}`).set('Authorization', h.auth)).body),
): Promise<void> {
  let job: MatrixJob | undefined;
  await waitUntil(async () => (job = await status(jobId)).status === 'completed', 240_000, `job ${jobId} completed`);
  // The counter is incremented only with a combination that was not there: 104 and 0..103 means
  // nothing was counted twice or lost, whatever Kafka redelivered.
  expect(job).toMatchObject({ completed_combinations: 104, progress_percentage: 100, error: null });
  expect(await h.context.repositories.matrixJobs.countedIndexes(jobId)).toEqual(Array.from({ length: 104 }, (_, i) => i));
  const stored = await result(job?.result_id ?? '');
  const record = await h.context.repositories.matrixJobs.findById(jobId);
  if (!record) throw new Error('job missing');
  const engine = runMatrix(createEvaluationContext(toMatchFixtures(await h.context.repositories.fixtures.findAll())), { weight_sets: record.weight_sets, rounding_configs: record.rounding_configs, scope: record.scope });
  expect(stored.combinations).toEqual(engine.combinations);
  expect(stored.best_outcome).toEqual(engine.best_outcome);
  expect(stored.best_exact_score).toEqual(engine.best_exact_score);
}
