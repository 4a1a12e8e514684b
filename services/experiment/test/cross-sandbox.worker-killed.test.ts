// Fault test of the matrix pipeline with real worker processes (src/worker.ts as children, each with
// the test's database and Kafka namespace from its env): a worker that hangs (SIGSTOP) holds its
// share of the job's combinations, so the job is provably mid-job while the other worker counts
// its share (a second start and a resume are refused meanwhile); SIGKILLed there, it leaves its
// partitions to the other, and the job completes with every combination counted once and the same
// result as an undisturbed run (the engine's own).
import { matrixJobSchema, startMatrixTestResponseSchema, type MatrixJob } from '@scoreline/contracts';
import { sendRetryingUnavailable, setUpOnce } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { type Harness, type Observed, seedFixtures, startHarness } from './support/harness.ts';
import { expectCountedOnceWithEngineResult, waitForMatrixMembers } from './support/matrix-faults.ts';
import { spawnWorker, type WorkerProcess } from './support/worker-processes.ts';

let h: Harness;
let observed: Observed;
const workers: WorkerProcess[] = [];
setUpOnce(async () => {
  h = await startHarness();
  await seedFixtures(h.context);
  observed = await h.observe(['matrix.combination.completed']);
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.kill('SIGKILL')));
  await h?.close();
});

async function status(jobId: string): Promise<MatrixJob> {
  return matrixJobSchema.parse((await request(h.app).get(`/api/cross-sandbox/job-status/${jobId}`).set('Authorization', h.auth)).body);
}

// A dead member's partitions move after its session timeout, and each worker process opens its own
// database and bus: minutes on a shared two-core machine.
const FAULT_TEST_TIMEOUT_MS = 600_000;

describe('matrix workers as processes', () => {
  it('completes a job with every combination counted once when a worker is SIGKILLed mid-job', async () => {
    const victim = spawnWorker(h);
    workers.push(victim, spawnWorker(h));
    await waitForMatrixMembers(h, workers, 2);
    // Hung, the victim stays the owner of its partitions (of three) until its 10 s session ends.
    victim.freeze();
    // As an administrator told "try again shortly" would: a 503 (the combinations' publish missed the
    // request's deadline on a machine loaded far past its cores; the job discarded) is sent again.
    const start = await sendRetryingUnavailable(() => request(h.app).post('/api/cross-sandbox/start-matrix-test').set('Authorization', h.auth));
    expect(start.status).toBe(200);
    const jobId = startMatrixTestResponseSchema.parse(start.body).job_id;
    await observed.waitFor('matrix.combination.completed', 1, (e) => e.data.job_id === jobId, 120_000);

    const midJob = await status(jobId);
    expect(midJob).toMatchObject({ status: 'running', is_stuck: false, can_resume: false });
    expect(midJob.completed_combinations).toBeLessThan(104);
    // While it runs, a second start and a resume are refused.
    const second = await request(h.app).post('/api/cross-sandbox/start-matrix-test').set('Authorization', h.auth);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ detail: 'A matrix test is already running' });
    const resume = await request(h.app).post(`/api/cross-sandbox/resume-job/${jobId}`).set('Authorization', h.auth);
    expect(resume.status).toBe(409);
    expect(resume.body.detail).toBe('This matrix job is still making progress: only a failed or stuck job can be resumed');
    expect(await victim.kill('SIGKILL')).toBe('SIGKILL');

    await expectCountedOnceWithEngineResult(h, jobId, status);
  }, FAULT_TEST_TIMEOUT_MS);
});
