// The cross-sandbox matrix job over HTTP on the real store and broker, with the matrix workers and
// the aggregator running in this process: diagnostic, start, the 409 of a second start, the stored
// result (the same as the engine's runMatrix over the same data), exactly-once counting of
// redelivered completions, a poison combination (dead-lettered, job failed and resumable) and its
// resume, and the 4xx answers.
import {
  deadLetterTopicOf,
  matrixDiagnosticSchema,
  matrixHistoryResponseSchema,
  type MatrixJob,
  matrixJobSchema,
  matrixResultSchema,
  resumeMatrixJobResponseSchema,
  startMatrixTestResponseSchema,
} from '@scoreline/contracts';
import type { PublishInput } from '@scoreline/events';
import { createEvaluationContext, runMatrix } from '@scoreline/engine';
import { toMatchFixtures } from '../src/domain/fixture.ts';
import { sendRetryingUnavailable, setUpOnce } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { MatrixPublisher } from '../src/use-cases/ports.ts';
import { recordMatrixCompletion } from '../src/use-cases/record-matrix-completion.ts';
import { recordMatrixCompletions } from '../src/use-cases/record-matrix-completions.ts';
import { startMatrixTest } from '../src/use-cases/start-matrix-test.ts';
import { type Harness, seedFixtures, startHarness, waitUntil } from './support/harness.ts';

let h: Harness;
setUpOnce(async () => {
  h = await startHarness({ workers: true });
  await seedFixtures(h.context);
});
afterAll(async () => {
  await h?.close();
});

async function jobStatus(jobId: string): Promise<MatrixJob> {
  const response = await request(h.app).get(`/api/cross-sandbox/job-status/${jobId}`).set('Authorization', h.auth);
  expect(response.status).toBe(200);
  return matrixJobSchema.parse(response.body);
}

async function waitForStatus(jobId: string, status: MatrixJob['status']): Promise<MatrixJob> {
  let last: MatrixJob | undefined;
  await waitUntil(async () => (last = await jobStatus(jobId)).status === status, 240_000, `matrix job ${jobId} ${status}`);
  if (!last) throw new Error('no status');
  return last;
}

/** The engine's own answer for the job's weight sets and configs, over the same read model. */
async function engineMatrix(jobId: string) {
  const job = await h.context.repositories.matrixJobs.findById(jobId);
  if (!job) throw new Error(`job ${jobId} missing`);
  const context = createEvaluationContext(toMatchFixtures(await h.context.repositories.fixtures.findAll()));
  return runMatrix(context, {
    weight_sets: job.weight_sets,
    rounding_configs: job.rounding_configs.map((c) => ({ id: c.id, name: c.name, parameters: c.parameters, mode: c.mode ?? 'smart' })),
    scope: job.scope,
  });
}

let firstJob = '';
/** A whole job through the broker and the store, on a machine shared with other test runs. */
const JOB_TEST_TIMEOUT_MS = 300_000;

describe('cross-sandbox matrix job', () => {
  it('reports ready when fixtures, weight sets, configs, the broker and a worker are there', async () => {
    const response = await request(h.app).get('/api/cross-sandbox/diagnostic').set('Authorization', h.auth);
    expect(response.status).toBe(200);
    const body = matrixDiagnosticSchema.parse(response.body);
    expect(body.checks.map((c) => [c.name, c.status])).toEqual([
      ['Fixtures', 'PASS'],
      ['Weight sets', 'PASS'],
      ['Rounding configs', 'PASS'],
      ['Message broker', 'PASS'],
      ['Matrix workers', 'PASS'],
    ]);
    expect(body.ready).toBe(true);
    expect([body.weight_sets, body.rounding_configs, body.total_combinations]).toEqual([13, 8, 104]);
  });

  it('runs production and the 12 sandbox sets × 8 configs, refuses a second start, and stores the engine\'s result', async () => {
    // As an administrator told "try again shortly" would: a 503 (the combinations' publish missed the
    // request's deadline on a machine loaded far past its cores; the job discarded) is sent again.
    const start = await sendRetryingUnavailable(() => request(h.app).post('/api/cross-sandbox/start-matrix-test').set('Authorization', h.auth));
    expect(start.status).toBe(200);
    const { job_id } = startMatrixTestResponseSchema.parse(start.body);
    firstJob = job_id;

    const second = await request(h.app).post('/api/cross-sandbox/start-matrix-test').set('Authorization', h.auth);
    const settled = await jobStatus(job_id);
    if (settled.status !== 'completed') {
      expect(second.status).toBe(409);
      expect(second.body).toEqual({ detail: 'A matrix test is already running' });
    }

    const done = await waitForStatus(job_id, 'completed');
    expect(done).toMatchObject({ progress_percentage: 100, completed_combinations: 104, total_combinations: 104, is_stuck: false, can_resume: false, error: null });
    expect(done.last_completed_combination).toContain(' × ');
    expect(done.result_id).not.toBeNull();

    const results = await request(h.app).get(`/api/cross-sandbox/results/${done.result_id}`).set('Authorization', h.auth);
    expect(results.status).toBe(200);
    const result = matrixResultSchema.parse(results.body);
    const engine = await engineMatrix(job_id);
    expect(result.weight_sets_tested).toBe(13);
    expect(result.rounding_configs_tested).toBe(8);
    expect(result.total_combinations).toBe(104);
    expect(result.total_fixtures).toBe(engine.total_fixtures);
    expect(result.best_outcome).toEqual(engine.best_outcome);
    expect(result.best_exact_score).toEqual(engine.best_exact_score);
    expect(result.combinations).toEqual(engine.combinations);

    const history = matrixHistoryResponseSchema.parse((await request(h.app).get('/api/cross-sandbox/history').set('Authorization', h.auth)).body);
    expect(history.history).toHaveLength(1);
    expect(history.history[0]).toMatchObject({ job_id, total_combinations: 104, best_outcome_accuracy: engine.best_outcome.outcome_accuracy });
  }, JOB_TEST_TIMEOUT_MS);

  it('counts a redelivered completion once, whatever its content', async () => {
    const before = await h.context.repositories.matrixJobs.combinations(firstJob);
    const stored = before[5];
    if (!stored) throw new Error('combination 5 missing');
    const redelivered = {
      job_id: firstJob,
      index: 5,
      weight_set_id: stored.weight_set_id,
      weight_set_name: stored.weight_set_name,
      rounding_config_id: stored.rounding_config_id,
      rounding_config_name: stored.rounding_config_name,
      metrics: { total_fixtures: stored.total_fixtures, correct_outcomes: 0, correct_scores: 0 },
    };
    const deps = { matrixJobs: h.context.repositories.matrixJobs, clock: h.context.clock, logger: h.context.logger };
    expect(await recordMatrixCompletion(redelivered, deps)).toBe('duplicate');
    expect(await recordMatrixCompletion({ ...redelivered, metrics: undefined, error: 'late failure' }, deps)).toBe('duplicate');
    expect(await h.context.repositories.matrixJobs.combinations(firstJob)).toEqual(before);
    expect(await jobStatus(firstJob)).toMatchObject({ status: 'completed', completed_combinations: 104, error: null });
  });

  it('counts a batch of completions once each, whether repeated within the batch or redelivered across batches', async () => {
    const c = h.context;
    const first = await c.repositories.matrixJobs.findById(firstJob);
    if (!first) throw new Error('first job missing');
    // A 2 × 2 job of its own (no lock: it never ran), fed to the aggregator's batch path directly.
    const jobId = c.newId('matrix');
    const weightSets = first.weight_sets.slice(0, 2);
    const configs = first.rounding_configs.slice(0, 2);
    await c.repositories.matrixJobs.create({ ...first, id: jobId, status: 'running', weight_sets: weightSets, rounding_configs: configs, total_combinations: 4, completed_combinations: 0, last_completed_combination: null, result_id: null, completed_at: null });
    const completion = (index: number) => {
      const set = weightSets[Math.floor(index / 2)];
      const config = configs[index % 2];
      if (!set || !config) throw new Error(`no combination ${index}`);
      return {
        job_id: jobId,
        index,
        weight_set_id: set.id,
        weight_set_name: set.name,
        rounding_config_id: config.id,
        rounding_config_name: config.name,
        metrics: { total_fixtures: 100, correct_outcomes: 50 + index, correct_scores: 10 + index },
      };
    };
    const deps = { matrixJobs: c.repositories.matrixJobs, clock: c.clock, logger: c.logger };
    expect(await recordMatrixCompletions([completion(0), completion(1), completion(1)], deps)).toEqual({ counted: 2, duplicates: 1 });
    expect(await jobStatus(jobId)).toMatchObject({ status: 'running', completed_combinations: 2, progress_percentage: 50 });
    // 1 again (a redelivery) beside two new ones: the one-update path refuses, each is counted alone.
    expect(await recordMatrixCompletions([completion(1), completion(2), { ...completion(3), metrics: { total_fixtures: 100, correct_outcomes: 0, correct_scores: 0 } }, completion(3)], deps)).toEqual({ counted: 2, duplicates: 2 });
    const done = await jobStatus(jobId);
    expect(done).toMatchObject({ status: 'completed', completed_combinations: 4, progress_percentage: 100, last_completed_combination: `${completion(3).weight_set_name} × ${completion(3).rounding_config_name}` });
    const result = matrixResultSchema.parse((await request(h.app).get(`/api/cross-sandbox/results/${done.result_id}`).set('Authorization', h.auth)).body);
    expect(result.combinations.map((r) => [r.index, r.correct_outcomes])).toEqual([
      [0, 50],
      [1, 51],
      [2, 52],
      [3, 0],
    ]);
    expect(result.best_outcome.outcome_accuracy).toBe(52);
    expect(await recordMatrixCompletions([completion(0), completion(3)], deps)).toEqual({ counted: 0, duplicates: 2 });
    expect(await jobStatus(jobId)).toMatchObject({ status: 'completed', completed_combinations: 4 });
  });

  it('fails the job when a combination is poison (dead-lettered), offers resume, and resume completes it with the same result', async () => {
    // The job's combination 7 is published over a season with no fixtures: the engine refuses it on every attempt.
    const poison = (inputs: readonly PublishInput<'matrix.combination.requested'>[]) =>
      inputs.map((input) => (input.data.index === 7 ? { ...input, data: { ...input.data, scope: { ...input.data.scope, seasons: ['2030-31'] } } } : input));
    const poisoning = {
      publishMany: (topic: 'matrix.combination.requested', inputs: readonly PublishInput<'matrix.combination.requested'>[]) => h.bus.publishMany(topic, poison(inputs)),
    } as MatrixPublisher;
    const c = h.context;
    const { job_id } = await startMatrixTest({ ...c.repositories, publisher: poisoning, clock: c.clock, newId: c.newId, logger: c.logger });

    const failed = await waitForStatus(job_id, 'failed');
    expect(failed.can_resume).toBe(true);
    expect(failed.error).toMatch(/^Combination 8 \(.+ × .+\) failed: .+/);
    const [dead] = await h.deadLetters('matrix.combination.requested', 1);
    expect(dead?.original_topic).toBe(h.bus.topicName('matrix.combination.requested'));
    expect(deadLetterTopicOf(dead?.original_topic ?? '')).toContain('.dlq');
    expect(dead?.value).toContain(job_id);

    // The other 103 are still counted while the job stands failed; resume publishes what is missing.
    await waitUntil(async () => (await c.repositories.matrixJobs.countedIndexes(job_id)).length === 103, 240_000, '103 combinations counted');
    const resume = await request(h.app).post(`/api/cross-sandbox/resume-job/${job_id}`).set('Authorization', h.auth);
    expect(resume.status).toBe(200);
    expect(resumeMatrixJobResponseSchema.parse(resume.body)).toEqual({ success: true, resume_point: 103, republished: 1 });

    const done = await waitForStatus(job_id, 'completed');
    expect(done).toMatchObject({ completed_combinations: 104, error: null, can_resume: false });
    const result = matrixResultSchema.parse((await request(h.app).get(`/api/cross-sandbox/results/${done.result_id}`).set('Authorization', h.auth)).body);
    expect(result.combinations).toEqual((await engineMatrix(job_id)).combinations);
  }, JOB_TEST_TIMEOUT_MS);

  it('answers 409 to resuming a completed job, 404 to unknown jobs and results, 401 without a token', async () => {
    const resume = await request(h.app).post(`/api/cross-sandbox/resume-job/${firstJob}`).set('Authorization', h.auth);
    expect(resume.status).toBe(409);
    expect(resume.body.detail).toBe('This matrix job has already completed');
    for (const path of ['/api/cross-sandbox/job-status/matrix-nope', '/api/cross-sandbox/results/result-nope']) {
      const response = await request(h.app).get(path).set('Authorization', h.auth);
      expect(response.status).toBe(404);
      expect(response.body.detail).toContain('not found');
    }
    const missing = await request(h.app).post('/api/cross-sandbox/resume-job/matrix-nope').set('Authorization', h.auth);
    expect(missing.status).toBe(404);
    const anonymous = await request(h.app).post('/api/cross-sandbox/start-matrix-test');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.detail).toEqual(expect.any(String));
  });
});
