// Every accepted recalculation gets its own answer. A run answers every request waiting for it (the
// worker coalesces them), but the status carried only the run's last request id, so the admin
// panel, waiting for its own id, never saw the answer of a request merged with another. And a run
// that had rewritten the predictions during a broker blip was recorded as failed (its heartbeat
// threw after the write), its request redelivered and answered "0 changed". Here each request is
// asked for by its correlation id (GET /api/admin/recalculation-status?correlation_id=), a run is
// held at its write while more requests queue behind it, and the broker (a private one,
// test-support startPrivateKafka) is stopped while a run writes. Order and state are asserted, not time.
import { type RecalculationStatus, recalculationAcceptedSchema, recalculationStatusSchema } from '@scoreline/contracts';
import { type PrivateKafka, setUpOnce, startPrivateKafka } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRecord } from '../src/domain/fixture.ts';
import type { PredictionsRepository } from '../src/repositories/predictions-repository.ts';
import { eplFixtureRecords } from './support/epl.ts';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';

let kafka: PrivateKafka;
let harness: Harness;
const fixtures = eplFixtureRecords()
  .filter((r) => r.season === '2025-26')
  .slice(0, 60)
  .map(fromRecord);

/** Holds the recalculation's prediction writes until released; counts the writes it held. */
function holdWrites(predictions: PredictionsRepository) {
  const save = predictions.saveGameweeks.bind(predictions);
  let release: () => void = () => undefined;
  let held = 0;
  let gate: Promise<void> | null = null;
  predictions.saveGameweeks = async (gameweeks, at) => {
    if (gate) {
      held += 1;
      await gate;
    }
    await save(gameweeks, at);
  };
  return {
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release() {
      gate = null;
      release();
    },
    held: () => held,
  };
}

let writes: ReturnType<typeof holdWrites>;

setUpOnce(async () => {
  kafka = await startPrivateKafka();
  harness = await startHarness({ env: { KAFKA_BROKERS: kafka.brokers.join(',') } });
  await harness.context.repositories.fixtures.saveChanged(fixtures, new Date());
  writes = holdWrites(harness.context.repositories.predictions);
});
afterAll(async () => {
  writes?.release();
  await harness?.close();
  await kafka?.close();
});

const post = (id: string) =>
  request(harness.app).post('/api/admin/recalculate').set('Authorization', `Bearer ${harness.adminToken}`).set('X-Request-Id', id).timeout(5_000);
/** POST /api/admin/recalculate until taken: a broker that just started (or came back) may refuse at first, quickly. */
async function recalculate(id: string): Promise<void> {
  let accepted: request.Response | undefined;
  await waitUntil(async () => (accepted = await post(id)).status === 202, 90_000, `the recalculation ${id} accepted`);
  expect(recalculationAcceptedSchema.parse(accepted?.body).correlation_id).toBe(id);
}

async function answerOf(correlationId: string): Promise<RecalculationStatus['last_run']> {
  const response = await request(harness.app)
    .get('/api/admin/recalculation-status')
    .query({ correlation_id: correlationId })
    .set('Authorization', `Bearer ${harness.adminToken}`)
    .timeout(5_000);
  expect(response.status).toBe(200);
  return recalculationStatusSchema.parse(response.body).last_run;
}

const finished = (run: RecalculationStatus['last_run'], id: string) =>
  run?.correlation_id === id && (run.status === 'completed' || run.status === 'failed');

describe('recalculation answers', () => {
  it('answers every request merged into one run under its own correlation id', async () => {
    const before = writes.held();
    writes.hold();
    await recalculate('recalc-first');
    await waitUntil(() => writes.held() > before, 60_000, 'the first run writing');
    // Queued behind the held run: the next run takes both.
    await recalculate('recalc-merged-a');
    await recalculate('recalc-merged-b');
    writes.release();

    for (const id of ['recalc-first', 'recalc-merged-a', 'recalc-merged-b']) {
      let run: RecalculationStatus['last_run'] = null;
      await waitUntil(async () => finished((run = await answerOf(id)), id), 60_000, `the answer of ${id}`);
      expect(run).toMatchObject({ correlation_id: id, status: 'completed' });
    }
    expect((await answerOf('recalc-first'))?.result?.updated).toBe(fixtures.length);
    // The merged requests were answered by the run after the first, which found nothing left to change.
    expect((await answerOf('recalc-merged-a'))?.result).toMatchObject({ updated: 0, unchanged: fixtures.length });
    expect((await answerOf('recalc-merged-b'))?.result).toMatchObject({ updated: 0, unchanged: fixtures.length });
  });

  it('records a run that rewrote the predictions while the broker went away as completed with what it changed', async () => {
    // A new weight, saved without asking for a recalculation: the next run changes every prediction.
    await harness.context.repositories.settings.setWeight('H1', 0.05, new Date());
    const before = writes.held();
    writes.hold();
    await recalculate('recalc-across-blip');
    await waitUntil(() => writes.held() > before, 60_000, 'the run writing');
    // The broker goes away between the run's publish and the end of its write: its heartbeats and
    // its offset commit fail, the store does not.
    await kafka.down();
    let run: RecalculationStatus['last_run'] = null;
    try {
      writes.release();
      await waitUntil(async () => finished((run = await answerOf('recalc-across-blip')), 'recalc-across-blip'), 60_000, 'the answer of the run across the blip');
    } finally {
      await kafka.up();
    }
    expect(run).toMatchObject({ status: 'completed', error: null });
    expect(run!.result?.updated).toBe(fixtures.length);

    // The request, uncommitted, comes back to the worker, which finds it answered and leaves the
    // answer as it was.
    await recalculate('recalc-after-blip');
    await waitUntil(async () => finished(await answerOf('recalc-after-blip'), 'recalc-after-blip'), 120_000, 'a run after the blip');
    expect((await answerOf('recalc-across-blip'))?.result?.updated).toBe(fixtures.length);
  });
});
