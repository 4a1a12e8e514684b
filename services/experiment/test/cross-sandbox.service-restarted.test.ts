// Fault test: the experiment service (src/main.ts as a real process: HTTP, its matrix worker and
// the aggregator) stopped mid-job and started again finishes the job, every combination counted
// once. A second worker process hangs (SIGSTOP) from before the start, holding its share of the
// combinations, so the job is provably unfinished when the service stops; it runs on once the new
// service is up.
import { type MatrixJob, matrixJobSchema, type MatrixResult, matrixResultSchema, startMatrixTestResponseSchema } from '@scoreline/contracts';
import { setUpOnce } from '@scoreline/test-support';
import { afterAll, describe, expect, it } from 'vitest';
import { type Harness, type Observed, seedFixtures, startHarness } from './support/harness.ts';
import { expectCountedOnceWithEngineResult, waitForMatrixMembers } from './support/matrix-faults.ts';
import { type ServiceProcess, spawnService, spawnWorker, type WorkerProcess } from './support/worker-processes.ts';

/** In the matrix engineer's port range (8500-8549). */
const SERVICE_PORT = 8510;

let h: Harness;
let observed: Observed;
const processes: WorkerProcess[] = [];
setUpOnce(async () => {
  h = await startHarness();
  await seedFixtures(h.context);
  observed = await h.observe(['matrix.combination.completed']);
});
afterAll(async () => {
  await Promise.all(processes.map((p) => p.kill('SIGKILL')));
  await h?.close();
});

async function call<T>(service: ServiceProcess, method: 'GET' | 'POST', path: string, parse: (body: unknown) => T): Promise<T> {
  const response = await fetch(`${service.baseUrl}${path}`, { method, headers: { Authorization: h.auth } });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return parse(body);
}

const FAULT_TEST_TIMEOUT_MS = 600_000;

describe('experiment service restarted mid-job', () => {
  it('finishes the job it left, with every combination counted once', async () => {
    const first = await spawnService(h, SERVICE_PORT);
    const hung = spawnWorker(h);
    processes.push(first, hung);
    await waitForMatrixMembers(h, processes, 2);
    hung.freeze();

    const { job_id: jobId } = await call(first, 'POST', '/api/cross-sandbox/start-matrix-test', (b) => startMatrixTestResponseSchema.parse(b));
    await observed.waitFor('matrix.combination.completed', 1, (e) => e.data.job_id === jobId, 120_000);
    expect(await first.kill('SIGTERM')).toBe('0');
    const left = await h.context.repositories.matrixJobs.findById(jobId);
    expect(left?.status).toBe('running');
    expect(left?.completed_combinations).toBeLessThan(104);

    const second = await spawnService(h, SERVICE_PORT);
    processes.push(second);
    hung.thaw();
    await expectCountedOnceWithEngineResult(
      h,
      jobId,
      (id) => call<MatrixJob>(second, 'GET', `/api/cross-sandbox/job-status/${id}`, (b) => matrixJobSchema.parse(b)),
      (id) => call<MatrixResult>(second, 'GET', `/api/cross-sandbox/results/${id}`, (b) => matrixResultSchema.parse(b)),
    );
  }, FAULT_TEST_TIMEOUT_MS);
});
