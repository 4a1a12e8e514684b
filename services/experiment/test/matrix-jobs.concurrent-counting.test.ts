// Exactly-once counting when two aggregator members count one job at the same moment (their
// partitions overlap during a rebalance: both were handed the same completions) and the first
// completions arrive while the start request is still writing the job. FerretDB v1 applies an
// update by reading the document and writing it whole, so two updates of one document at once
// lose one (the repository's header): a count kept in the job document came out short here and
// the job never finished. On the real store, no broker needed.
import { setUpOnce } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { MatrixPublisher } from '../src/use-cases/ports.ts';
import { recordMatrixCompletions } from '../src/use-cases/record-matrix-completions.ts';
import { startMatrixTest } from '../src/use-cases/start-matrix-test.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { type Completed, completionOf, type Requested } from './support/matrix-completions.ts';

let h: Harness;
setUpOnce(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** One aggregator member handling its batches one after another, as a consumer does. */
async function member(batches: readonly Completed[][]): Promise<{ counted: number; duplicates: number }> {
  const deps = { matrixJobs: h.context.repositories.matrixJobs, clock: h.context.clock, logger: h.context.logger };
  const totals = { counted: 0, duplicates: 0 };
  for (const batch of batches) {
    const { counted, duplicates } = await recordMatrixCompletions(batch, deps);
    totals.counted += counted;
    totals.duplicates += duplicates;
  }
  return totals;
}

function batchesOf(items: readonly Completed[], size: number): Completed[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

describe('matrix job: two aggregator members counting at once', () => {
  it('counts every combination exactly once and completes the job, while the start request is still writing it', async () => {
    const c = h.context;
    let members: Promise<{ counted: number; duplicates: number }[]> | undefined;
    // The broker "delivers" at once: both members start counting before startMatrixTest returns.
    const publisher = {
      publishMany: async (_topic: 'matrix.combination.requested', inputs: readonly { data: Requested }[]) => {
        const completions = inputs.map((input) => completionOf(input.data));
        // Member A was handed combinations 0-69, member B 30-103: 40 of them reach both.
        members = Promise.all([member(batchesOf(completions.slice(0, 70), 7)), member(batchesOf(completions.slice(30), 7))]);
      },
    } as unknown as MatrixPublisher;

    const { job_id } = await startMatrixTest({ ...c.repositories, publisher, clock: c.clock, newId: c.newId, logger: c.logger });
    if (!members) throw new Error('the combinations were not published');
    const [a, b] = await members;

    expect((a?.counted ?? 0) + (b?.counted ?? 0)).toBe(104);
    expect((a?.duplicates ?? 0) + (b?.duplicates ?? 0)).toBe(40);
    expect(await c.repositories.matrixJobs.countedIndexes(job_id)).toEqual(Array.from({ length: 104 }, (_, i) => i));
    const status = await request(h.app).get(`/api/cross-sandbox/job-status/${job_id}`).set('Authorization', h.auth);
    expect(status.body).toMatchObject({ status: 'completed', completed_combinations: 104, progress_percentage: 100, error: null, result_id: `result-${job_id}` });
    const result = await request(h.app).get(`/api/cross-sandbox/results/${job_id.replace(/^/, 'result-')}`).set('Authorization', h.auth);
    expect(result.status).toBe(200);
    expect(result.body.combinations.map((row: { index: number; correct_outcomes: number }) => [row.index, row.correct_outcomes])).toEqual(
      Array.from({ length: 104 }, (_, i) => [i, 100 + (i % 97)]),
    );
  });

  it('notes progress when ten members count a new job\'s first combinations at the same moment', async () => {
    // Each member's first note of a job is an upsert of a document none of them has seen: on the
    // store, all but one find no document, all insert, and the losers got E11000, which failed their
    // batch (CI, stop 22). The note is last-writer-wins, so a loser writes over the winner's note.
    const c = h.context;
    let requested: Requested[] = [];
    const publisher = {
      publishMany: async (_topic: 'matrix.combination.requested', inputs: readonly { data: Requested }[]) => {
        requested = inputs.map((input) => input.data);
      },
    } as unknown as MatrixPublisher;
    const { job_id } = await startMatrixTest({ ...c.repositories, publisher, clock: c.clock, newId: c.newId, logger: c.logger });
    const completions = requested.map(completionOf);

    const firsts = await Promise.all(completions.slice(0, 10).map((completion) => member([[completion]])));
    expect(firsts.map((totals) => totals.counted)).toEqual(Array(10).fill(1));
    const rest = await member(batchesOf(completions.slice(10), 13));
    expect(rest.counted).toBe(94);

    const status = await request(h.app).get(`/api/cross-sandbox/job-status/${job_id}`).set('Authorization', h.auth);
    expect(status.body).toMatchObject({ status: 'completed', completed_combinations: 104, error: null });
    expect(status.body.last_completed_combination).toEqual(expect.any(String));
  });
});
