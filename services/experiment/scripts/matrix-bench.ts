// The cross-sandbox matrix job end to end through Kafka: the seeded library's 13 weight
// sets (production + 12) × 8 rounding configs = 104 combinations, from the start request to the
// stored result, with 1 and then 2 matrix worker processes (src/worker.ts as child processes on the
// real broker and store, a namespace and database of their own). Each worker count runs a first job
// (the worker process's first) and then WARM_JOBS more, whose median is the figure to compare (one
// job is under a second, so one alone says little on a shared machine). Prints figures, asserts
// nothing.
// Besides the total it prints when each stage ended, from the start request: the requests published
// (their envelopes' occurred_at), the first and the last completion published by a worker, the job
// marked completed by the aggregator (completed_at), and the bench seeing the stored result; so a
// slow run says whether the workers, the aggregator or the broker between them took the time.
// Needs Kafka and the store (KAFKA_BROKERS, MONGODB_URI). Seed: ≈ 0.5 min per combination, 52 min.
import { matrixJobSchema, startMatrixTestResponseSchema } from '@scoreline/contracts';
import { createEvaluationContext, runMatrix } from '@scoreline/engine';
import { toMatchFixtures } from '../src/domain/fixture.ts';
import request from 'supertest';
import { consumerGroupMembers, MATRIX_AGGREGATOR_GROUP_ID, MATRIX_WORKER_GROUP_ID } from '../src/workers/matrix-consumer-groups.ts';
import { type Harness, type Observed, seedFixtures, startHarness, waitUntil } from '../test/support/harness.ts';
import { spawnWorker, type WorkerProcess } from '../test/support/worker-processes.ts';

/** Jobs after the first, per worker count. */
const WARM_JOBS = 5;

const results: { workers: number; medianMs: number }[] = [];

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
}

interface JobFigures {
  jobId: string;
  ms: number;
  combinations: number;
  /** Stage name → ms after the start request was sent. */
  stages: [string, number][];
}

async function runJob(h: Harness, observed: Observed): Promise<JobFigures> {
  const startedAt = Date.now();
  const started = performance.now();
  const response = await request(h.app).post('/api/cross-sandbox/start-matrix-test').set('Authorization', h.auth);
  if (response.status !== 200) throw new Error(`start answered ${response.status}: ${JSON.stringify(response.body)}`);
  const answered = performance.now() - started;
  const { job_id } = startMatrixTestResponseSchema.parse(response.body);
  let total = 0;
  await waitUntil(
    async () => {
      const job = await h.context.repositories.matrixJobs.findById(job_id);
      total = job?.total_combinations ?? 0;
      if (job?.status === 'failed') throw new Error(`job failed: ${job.error}`);
      return job?.status === 'completed' && (await h.context.repositories.matrixJobs.findResult(`result-${job_id}`)) !== null;
    },
    120_000,
    `job ${job_id} completed`,
  ).catch(async (error: unknown) => {
    const job = await h.context.repositories.matrixJobs.findById(job_id);
    console.log(`job ${job_id} not completed: ${job?.status} ${job?.completed_combinations}/${job?.total_combinations}, counted ${JSON.stringify((await h.context.repositories.matrixJobs.countedIndexes(job_id)).length)}`);
    throw error;
  });
  const ms = performance.now() - started;
  matrixJobSchema.parse((await request(h.app).get(`/api/cross-sandbox/job-status/${job_id}`).set('Authorization', h.auth)).body);
  const job = await h.context.repositories.matrixJobs.findById(job_id);
  const ofJob = { requested: (e: { data: { job_id: string } }) => e.data.job_id === job_id };
  const requested = await observed.waitFor('matrix.combination.requested', total, ofJob.requested, 30_000);
  const completed = await observed.waitFor('matrix.combination.completed', total, ofJob.requested, 30_000);
  const at = (iso: string | undefined) => (iso ? Date.parse(iso) - startedAt : Number.NaN);
  const times = (events: { occurred_at: string }[]) => events.map((e) => at(e.occurred_at)).sort((a, b) => a - b);
  const requestTimes = times(requested);
  const completionTimes = times(completed);
  return {
    jobId: job_id,
    ms,
    combinations: total,
    stages: [
      ['start answered', answered],
      ['requests published', requestTimes[requestTimes.length - 1] ?? Number.NaN],
      ['first completion published', completionTimes[0] ?? Number.NaN],
      ['last completion published', completionTimes[completionTimes.length - 1] ?? Number.NaN],
      ['job completed (aggregator)', at(job?.completed_at?.toISOString())],
      ['result seen', ms],
    ],
  };
}

/** The job's combinations judged in this process by the engine alone: what the pipeline adds to. */
async function engineAlone(h: Harness, jobId: string): Promise<void> {
  const job = await h.context.repositories.matrixJobs.findById(jobId);
  if (!job) throw new Error(`job ${jobId} missing`);
  const context = createEvaluationContext(toMatchFixtures(await h.context.repositories.fixtures.findAll()));
  const started = performance.now();
  const { combinations } = runMatrix(context, { weight_sets: job.weight_sets, rounding_configs: job.rounding_configs, scope: job.scope });
  const ms = performance.now() - started;
  console.log(`engine alone, in this process: ${combinations.length} combinations in ${ms.toFixed(0)} ms, ${(ms / combinations.length).toFixed(2)} ms per combination`);
}

async function benchWith(workerCount: number): Promise<void> {
  const h = await startHarness();
  const workers: WorkerProcess[] = [];
  try {
    await seedFixtures(h.context);
    const observed = await h.observe(['matrix.combination.requested', 'matrix.combination.completed']);
    const spawned = performance.now();
    for (let i = 0; i < workerCount; i += 1) workers.push(spawnWorker(h));
    await waitUntil(
      async () => (await consumerGroupMembers(h.bus, MATRIX_WORKER_GROUP_ID, 10_000)) === workerCount && (await consumerGroupMembers(h.bus, MATRIX_AGGREGATOR_GROUP_ID, 10_000)) === workerCount,
      120_000,
      `${workerCount} worker process(es) in the consumer groups`,
    );
    console.log(`${workerCount} worker process(es) started and in both consumer groups after ${((performance.now() - spawned) / 1000).toFixed(2)} s (not part of the job's time)`);
    const warm: number[] = [];
    let combinationsPerJob = 0;
    let lastJob: string | undefined;
    for (let job = 0; job <= WARM_JOBS; job += 1) {
      const { jobId, ms, combinations, stages } = await runJob(h, observed);
      combinationsPerJob = combinations;
      lastJob = jobId;
      if (job > 0) warm.push(ms);
      const label = job === 0 ? 'first job' : `warm job ${job}`;
      console.log(
        `${workerCount} worker process(es), ${label}: ${combinations} combinations, start request → result stored ${(ms / 1000).toFixed(2)} s, ${(ms / combinations).toFixed(1)} ms per combination`,
      );
      console.log(`  stages (ms after the start request): ${stages.map(([name, t]) => `${name} ${t.toFixed(0)}`).join(' · ')}`);
    }
    if (workerCount === 1 && lastJob) await engineAlone(h, lastJob);
    const median = medianOf(warm);
    results.push({ workers: workerCount, medianMs: median });
    console.log(
      `${workerCount} worker process(es), median of ${warm.length} warm jobs: ${(median / 1000).toFixed(2)} s end to end, ${(median / combinationsPerJob).toFixed(1)} ms per combination (target ≤ 5 s)`,
    );
  } finally {
    await Promise.all(workers.map((w) => w.kill('SIGTERM')));
    await h.close();
  }
}

const workerCounts = (process.env.MATRIX_BENCH_WORKERS ?? '1,2').split(',').map(Number);
for (const count of workerCounts) await benchWith(count);
const [one, two] = results;
if (one && two) {
  console.log(`2 workers vs 1: ${(two.medianMs / 1000).toFixed(2)} s vs ${(one.medianMs / 1000).toFixed(2)} s (${two.medianMs <= one.medianMs ? 'not slower' : 'slower'})`);
}
console.log('seed: 0.5 min per combination, 104 combinations ≈ 52 min');
process.exit(0);
