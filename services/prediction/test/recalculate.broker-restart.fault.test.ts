// Consumers carrying on after an outage (docs/engineering.md, "Events"), on a broker of the test's
// own (test-support startPrivateKafka): the broker stops while the workers run, a recalculation
// asked for meanwhile is refused (503, nothing half-done), and once the broker is back the request
// is taken, the status says `requested` at once (it used to show the previous run until a consumer
// had rejoined) and the worker, whose consumer reconnects by itself, runs exactly that request to
// completion. Order and state are asserted, not time: how soon the work starts is printed by
// `npm run bench -w @scoreline/service-prediction`.
import {
  errorBodySchema,
  type RecalculationStatus,
  recalculationAcceptedSchema,
  recalculationStatusSchema,
} from '@scoreline/contracts';
import { type PrivateKafka, setUpOnce, startPrivateKafka } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRecord } from '../src/domain/fixture.ts';
import { eplFixtureRecords } from './support/epl.ts';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';

let kafka: PrivateKafka;
let harness: Harness;
const fixtures = eplFixtureRecords()
  .filter((r) => r.season === '2025-26')
  .slice(0, 60)
  .map(fromRecord);

setUpOnce(async () => {
  kafka = await startPrivateKafka();
  harness = await startHarness({ env: { KAFKA_BROKERS: kafka.brokers.join(',') } });
  await harness.context.repositories.fixtures.saveChanged(fixtures, new Date());
});
afterAll(async () => {
  await harness?.close();
  await kafka?.close();
});

const recalculate = () =>
  request(harness.app).post('/api/admin/recalculate').set('Authorization', `Bearer ${harness.adminToken}`).timeout(5_000);

async function status(): Promise<NonNullable<RecalculationStatus['last_run']>> {
  const response = await request(harness.app)
    .get('/api/admin/recalculation-status')
    .set('Authorization', `Bearer ${harness.adminToken}`)
    .timeout(5_000);
  expect(response.status).toBe(200);
  const { last_run } = recalculationStatusSchema.parse(response.body);
  if (!last_run) throw new Error('no recalculation run recorded');
  return last_run;
}

async function storedPredictions(): Promise<string[]> {
  const gameweeks = await harness.context.repositories.predictions.findAll();
  return gameweeks.flatMap((g) => g.predictions.map((p) => p.fixture_id)).sort();
}

describe('a recalculation across a broker restart', () => {
  it('is refused while the broker is down, shows `requested` at once after it returns, and the worker then runs that request', async () => {
    const first = recalculationAcceptedSchema.parse((await recalculate().expect(202)).body);
    await waitUntil(async () => {
      const run = await status();
      return run.correlation_id === first.correlation_id && run.status === 'completed';
    }, 60_000, 'the first recalculation completed');
    const predicted = await storedPredictions();
    expect(predicted).toEqual(fixtures.map((f) => f.fixture_id).sort());
    const runsBefore = (await harness.context.repositories.recalculationRuns.latest())?.completed_runs ?? 0;

    await kafka.down();
    const refused = await recalculate();
    expect(refused.status).toBe(503);
    expect(errorBodySchema.parse(refused.body).detail).toMatch(/recalculation could not be requested/);
    // Nothing was recorded for the refused request: the status still shows the first run.
    expect(await status()).toMatchObject({ correlation_id: first.correlation_id, status: 'completed' });

    await kafka.up();
    let accepted: request.Response | undefined;
    await waitUntil(async () => {
      accepted = await recalculate();
      return accepted.status === 202;
    }, 90_000, 'the recalculation accepted again after the broker restarted');
    const second = recalculationAcceptedSchema.parse(accepted?.body);

    // Straight after the 202: this request, not the previous run.
    const shown = await status();
    expect(shown.correlation_id).toBe(second.correlation_id);
    expect(['requested', 'running', 'completed']).toContain(shown.status);

    // The worker's consumer rejoined by itself and ran exactly this request.
    const seen: string[] = [shown.status];
    await waitUntil(async () => {
      const run = await status();
      if (run.correlation_id === second.correlation_id && seen.at(-1) !== run.status) seen.push(run.status);
      return run.correlation_id === second.correlation_id && run.status === 'completed';
    }, 90_000, 'the recalculation requested after the restart completed');
    // Never backwards: requested → running → completed (a fast worker may skip what we polled past).
    const order = ['requested', 'running', 'completed'];
    expect(seen.map((s) => order.indexOf(s))).toEqual([...seen.map((s) => order.indexOf(s))].sort((a, b) => a - b));
    // The run's count is written just after its status: wait for it, then it must be exactly one
    // more (the refused request was withdrawn, so no late delivery of it ran as well).
    const runs = harness.context.repositories.recalculationRuns;
    await waitUntil(async () => ((await runs.latest())?.completed_runs ?? 0) > runsBefore, 30_000, 'the run counted');
    const latest = await runs.latest();
    expect(latest?.completed_runs).toBe(runsBefore + 1);
    expect(latest?.result?.error_count).toBe(0);
    // Nothing lost, nothing duplicated: still one prediction per fixture.
    expect(await storedPredictions()).toEqual(predicted);
    // Its three waits have their own deadlines (60 + 90 + 90 s) plus the broker's restart: the
    // default 120-s test timeout cut the test off on a loaded machine before any of them failed.
  }, 300_000);
});
