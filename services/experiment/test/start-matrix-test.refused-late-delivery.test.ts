// A start the broker did not confirm within the request's deadline is answered 503, but kafkajs
// cannot cancel the send: the combinations may still be delivered, judged and completed. In the
// deployment rehearsal (three replicated brokers, a 17-season refresh beside it) a start answered 503
// after 1.25 s, and the job it said had not started then ran and completed. A refused start must
// leave nothing that runs: no job, no lock, and its late completions counted for nothing. On the
// real store, no broker needed.
import { setUpOnce } from '@scoreline/test-support';
import { KafkaUnavailableError } from '@scoreline/events';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { MatrixPublisher } from '../src/use-cases/ports.ts';
import { recordMatrixCompletions } from '../src/use-cases/record-matrix-completions.ts';
import { startMatrixTest } from '../src/use-cases/start-matrix-test.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { completionOf, type Requested } from './support/matrix-completions.ts';

let h: Harness;
setUpOnce(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('matrix job: a start the broker did not confirm in time', () => {
  it('is refused whole: no job, the lock free, and the combinations delivered after the 503 counted for nothing', async () => {
    const c = h.context;
    let delivered: Requested[] = [];
    // The send reached the broker but its answer came after the deadline: refused here, delivered there.
    const publisher = {
      publishMany: async (_topic: 'matrix.combination.requested', inputs: readonly { data: Requested }[]) => {
        delivered = inputs.map((input) => input.data);
        throw new KafkaUnavailableError(['broker:9092'], { cause: new Error('the broker did not take the event within 1000 ms') });
      },
    } as unknown as MatrixPublisher;
    const deps = { ...c.repositories, publisher, clock: c.clock, newId: c.newId, logger: c.logger };

    await expect(startMatrixTest(deps)).rejects.toMatchObject({ status: 503 });
    const jobId = delivered[0]?.job_id ?? '';
    expect(delivered).toHaveLength(104);

    // The completions of what was delivered anyway: not counted, no job completed by them.
    const completions = delivered.map(completionOf);
    const totals = await recordMatrixCompletions(completions, { matrixJobs: c.repositories.matrixJobs, clock: c.clock, logger: c.logger });
    expect(totals).toEqual({ counted: 0, duplicates: 0 });
    expect(await c.repositories.matrixJobs.findById(jobId)).toBeNull();
    expect(await c.repositories.matrixJobs.countedIndexes(jobId)).toEqual([]);
    const status = await request(h.app).get(`/api/cross-sandbox/job-status/${jobId}`).set('Authorization', h.auth);
    expect(status.status).toBe(404);

    // The lock is free: the next start is taken.
    const accepting = { ...deps, publisher: { publishMany: async () => [] } as unknown as MatrixPublisher };
    const next = await startMatrixTest(accepting);
    expect(next.success).toBe(true);
    expect(next.job_id).not.toBe(jobId);
    // Nothing will run it: removed, so the next test's start takes the lock.
    await c.repositories.matrixJobs.discard(next.job_id);
  });

  it('leaves nothing behind when completions are counted while the refused job is being discarded', async () => {
    // The rehearsal's broker-lost fault: a batch of completions found the job still there, the 503's
    // discard then removed the job and what was counted for it, and only then did the batch's insert
    // land: seven combinations of no job stayed in the store.
    const c = h.context;
    const aggregator = { matrixJobs: c.repositories.matrixJobs, clock: c.clock, logger: c.logger };
    const combinations = c.db.connection.collection('matrix_combinations');
    const insertMany = combinations.insertMany.bind(combinations);
    let reachedInsert!: () => void;
    const atInsert = new Promise<void>((resolve) => (reachedInsert = resolve));
    let finishDiscard!: () => void;
    const discardDone = new Promise<void>((resolve) => (finishDiscard = resolve));
    // The batch's insert waits (having read the job) until the refusal's discard has run to its end.
    vi.spyOn(combinations, 'insertMany').mockImplementationOnce(async (...args: Parameters<typeof insertMany>) => {
      reachedInsert();
      await discardDone;
      return insertMany(...args);
    });
    let jobId = '';
    let counting: ReturnType<typeof recordMatrixCompletions> | undefined;
    const publisher = {
      publishMany: async (_topic: 'matrix.combination.requested', inputs: readonly { data: Requested }[]) => {
        const delivered = inputs.map((input) => input.data);
        jobId = delivered[0]?.job_id ?? '';
        // Delivered and judged before the send's answer timed out: the first seven completions.
        counting = recordMatrixCompletions(delivered.slice(0, 7).map(completionOf), aggregator);
        await atInsert;
        throw new KafkaUnavailableError(['broker:9092'], { cause: new Error('the broker did not take the event within 1000 ms') });
      },
    } as unknown as MatrixPublisher;

    await expect(startMatrixTest({ ...c.repositories, publisher, clock: c.clock, newId: c.newId, logger: c.logger })).rejects.toMatchObject({ status: 503 });
    finishDiscard();
    const totals = await counting;

    expect(totals).toEqual({ counted: 0, duplicates: 0 });
    expect(await c.repositories.matrixJobs.findById(jobId)).toBeNull();
    expect(await combinations.countDocuments({ job_id: jobId })).toBe(0);
  });
});
