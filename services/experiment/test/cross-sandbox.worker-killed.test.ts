// Fault tests of the matrix pipeline with real worker processes (src/worker.ts as children, each with
// the test's database and Kafka namespace from its env): a worker SIGKILLed mid-job leaves its
// partitions to the other, and the job completes with every combination counted once and the same
// result as the engine's; then the service restarted mid-job (every worker process stopped, a new
// one started) finishes the job it left.
import { matrixJobSchema, matrixResultSchema, startMatrixTestResponseSchema, type MatrixJob } from '@scoreline/contracts';
import { runMatrix } from '@scoreline/engine';
import { setUpOnce } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { consumerGroupMembers, MATRIX_AGGREGATOR_GROUP_ID, MATRIX_WORKER_GROUP_ID } from '../src/workers/matrix-workers.ts';
import { type Harness, seedFixtures, startHarness, waitUntil } from './support/harness.ts';
import { spawnWorker, type WorkerProcess } from './support/worker-processes.ts';

let h: Harness;
const workers: WorkerProcess[] = [];
setUpOnce(async () => {
  h = await startHarness();
  await seedFixtures(h.context);
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.kill('SIGKILL')));
  await h?.close();
});

async function waitForMembers(count: number): Promise<void> {
  await waitUntil(
    async () => (await consumerGroupMembers(h.bus, MATRIX_WORKER_GROUP_ID)) === count && (await consumerGroupMembers(h.bus, MATRIX_AGGREGATOR_GROUP_ID)) === count,
    120_000,
    `${count} worker process(es) in the matrix groups (stderr: ${workers.map((w) => w.output()).join(' | ')})`,
  );
}

async function status(jobId: string): Promise<MatrixJob> {
  return matrixJobSchema.parse((await request(h.app).get(`/api/cross-sandbox/job-status/${jobId}`).set('Authorization', h.auth)).body);
}

async function startJob(): Promise<string> {
  const response = await request(h.app).post('/api/cross-sandbox/start-matrix-test').set('Authorization', h.auth);
  expect(response.status).toBe(200);
  return startMatrixTestResponseSchema.parse(response.body).job_id;
}

async function expectEngineResult(jobId: string): Promise<void> {
  let job: MatrixJob | undefined;
  await waitUntil(async () => (job = await status(jobId)).status === 'completed', 240_000, `job ${jobId} completed`);
  expect(job).toMatchObject({ completed_combinations: 104, progress_percentage: 100 });
  const counted = await h.context.matrixJobs.countedIndexes(jobId);
  expect(counted).toEqual(Array.from({ length: 104 }, (_, i) => i));
  const result = matrixResultSchema.parse((await request(h.app).get(`/api/cross-sandbox/results/${job?.result_id}`).set('Authorization', h.auth)).body);
  const record = await h.context.matrixJobs.findById(jobId);
  if (!record) throw new Error('job missing');
  const engine = runMatrix(await h.context.evaluation.get(h.context.repositories.fixtures), { weight_sets: record.weight_sets, rounding_configs: record.rounding_configs, scope: record.scope });
  expect(result.combinations).toEqual(engine.combinations);
  expect(result.best_outcome).toEqual(engine.best_outcome);
}

// A dead member's partitions move after its session timeout, and each worker process opens its own
// database and bus: minutes on a shared two-core machine.
const FAULT_TEST_TIMEOUT_MS = 600_000;

describe('matrix workers as processes', () => {
  it('completes a job with every combination counted once when a worker is SIGKILLed mid-job', async () => {
    workers.push(spawnWorker(h), spawnWorker(h));
    await waitForMembers(2);
    const jobId = await startJob();
    await waitUntil(async () => (await status(jobId)).completed_combinations >= 5, 120_000, 'five combinations counted');
    const victim = workers[0];
    if (!victim) throw new Error('no worker');
    expect(await victim.kill('SIGKILL')).toBe('SIGKILL');
    await expectEngineResult(jobId);
  }, FAULT_TEST_TIMEOUT_MS);

  it('finishes a job when the service is restarted mid-job', async () => {
    const jobId = await startJob();
    await waitUntil(async () => (await status(jobId)).completed_combinations >= 5, 120_000, 'five combinations counted');
    await Promise.all(workers.map((w) => w.kill('SIGTERM')));
    const replacement = spawnWorker(h);
    workers.push(replacement);
    await expectEngineResult(jobId);
  }, FAULT_TEST_TIMEOUT_MS);
});
