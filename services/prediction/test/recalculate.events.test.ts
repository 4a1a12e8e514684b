// End to end on the real broker and store: the real 2022-23 … 2026-27 fixtures arrive as
// fixtures.upserted batches and fixtures.refreshed (as the catalog publishes them) → the read model
// → one recalculation request per refresh → a prediction for every fixture → predictions.updated.
// A repeated refresh changes nothing; a poison event is dead-lettered and the next one is handled;
// POST /api/admin/recalculate answers 202 and the worker does the run.
import { DEFAULT_ROUNDING_PARAMETERS, DEFAULT_WEIGHTS, type FixtureRecord, recalculationAcceptedSchema } from '@scoreline/contracts';
import { matchFixtureOf, predictAllWithModel } from '@scoreline/engine';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { fromRecord } from '../src/domain/fixture.ts';
import { toStoredPrediction } from '../src/domain/stored-prediction.ts';
import { eplFixtureRecords, SEASONS } from './support/epl.ts';
import { type Harness, type Observed, startHarness, waitUntil } from './support/harness.ts';

let harness: Harness;
let observed: Observed;
const records = eplFixtureRecords();

setUpOnce(async () => {
  harness = await startHarness();
  observed = await harness.observe(['predictions.updated', 'predictions.recalculation.requested']);
});
afterAll(async () => {
  await harness?.close();
});

async function completedRuns(): Promise<number> {
  return (await harness.context.repositories.recalculationRuns.latest())?.completed_runs ?? 0;
}

async function publishSeason(season: string, fixtures: FixtureRecord[], correlationId: string, refreshedFirst = false): Promise<void> {
  const batches = [];
  for (let start = 0; start < fixtures.length; start += 100) {
    batches.push({ data: { season, fixtures: fixtures.slice(start, start + 100) }, correlationId });
  }
  const refreshed = () =>
    harness.bus.publish('fixtures.refreshed', {
      data: { season, source: 'openfootball', total: fixtures.length, processed: fixtures.length, updated: fixtures.length, skipped: 0 },
      correlationId,
    });
  if (refreshedFirst) await refreshed();
  await harness.bus.publishMany('fixtures.upserted', batches);
  if (!refreshedFirst) await refreshed();
}

async function refreshAll(run: string): Promise<void> {
  for (const season of SEASONS) {
    // The last season's fixtures.refreshed goes out before its batches: the read model must still
    // wait for every batch before asking for the recalculation.
    await publishSeason(season, records.filter((r) => r.season === season), `${run}-${season}`, season === '2026-27');
  }
}

function storedGameweeks() {
  return harness.db.connection.collection('prediction_gameweeks').find({}).sort({ _id: 1 }).toArray();
}

describe('fixtures.upserted + fixtures.refreshed → predictions', () => {
  let runsAfterFirst = 0;

  it('predicts every fixture of the five seasons and publishes each outcome on predictions.updated', async () => {
    const started = Date.now();
    await refreshAll('first');
    // One request per refresh, each exactly once, and each run completed.
    const requests = await observed.waitFor('predictions.recalculation.requested', 5, (e) => e.correlation_id.startsWith('first-'), 60_000);
    expect(requests.map((e) => e.correlation_id).sort()).toEqual(SEASONS.map((s) => `first-${s}`));
    expect(requests.every((e) => e.data.reason === 'fixtures_refreshed' && e.data.seasons.length === 1)).toBe(true);
    await waitUntil(async () => (await completedRuns()) >= 5, 60_000, 'five recalculation runs');
    runsAfterFirst = await completedRuns();
    console.info(`5 seasons published → all predictions stored: ${Date.now() - started} ms`);

    const gameweeks = await storedGameweeks();
    const stored = gameweeks.flatMap((g) => g.predictions as { fixture_id: string; predicted_outcome: string }[]);
    expect(stored).toHaveLength(1900);
    expect(new Set(stored.map((p) => p.fixture_id))).toEqual(new Set(records.map((r) => r.id)));
    expect(gameweeks).toHaveLength(190);

    // Exactly what the engine predicts walk-forward from the same fixtures with the default settings.
    const expected = predictAllWithModel(records.map((r) => matchFixtureOf(fromRecord(r))), { family: 'six_metric', weights: DEFAULT_WEIGHTS }, DEFAULT_ROUNDING_PARAMETERS).map(
      toStoredPrediction,
    );
    // Read back through the repository: the stored form keeps the explanation as JSON text.
    const readBack = (await harness.context.repositories.predictions.findAll()).flatMap((g) => g.predictions);
    const byId = new Map(readBack.map((p) => [p.fixture_id, p]));
    for (const prediction of expected) expect(byId.get(prediction.fixture_id)).toEqual(prediction);

    // The catalog, applying every predictions.updated in order, ends with each stored outcome.
    const updates = await observed.waitFor('predictions.updated', 1);
    await waitUntil(
      () => new Set(observed.of('predictions.updated').flatMap((e) => e.data.predictions.map((p) => p.fixture_id))).size === 1900,
      30_000,
      'a summary of every fixture',
    );
    const lastOutcome = new Map<string, string | null>();
    for (const event of observed.of('predictions.updated')) {
      for (const summary of event.data.predictions) lastOutcome.set(summary.fixture_id, summary.predicted_outcome);
      expect(event.data.predictions.length).toBeLessThanOrEqual(100);
      expect(event.data.predictions.every((p) => records.find((r) => r.id === p.fixture_id)?.season === event.data.season)).toBe(true);
    }
    expect(updates.length).toBeGreaterThan(0);
    for (const p of stored) expect(lastOutcome.get(p.fixture_id)).toBe(p.predicted_outcome);
  }, 120_000);

  it('changes nothing when the same fixtures are refreshed again: no predictions.updated, no document rewritten', async () => {
    const before = { gameweeks: await storedGameweeks(), updates: observed.of('predictions.updated').length };
    const fixturesBefore = await harness.db.connection.collection('fixtures').find({}).sort({ _id: 1 }).toArray();
    await refreshAll('second');
    await observed.waitFor('predictions.recalculation.requested', 5, (e) => e.correlation_id.startsWith('second-'), 60_000);
    await waitUntil(async () => (await completedRuns()) >= runsAfterFirst + 5, 60_000, 'five more recalculation runs');

    const latest = await harness.context.repositories.recalculationRuns.latest();
    expect(latest?.result).toMatchObject({ processed: 1900, successful_predictions: 1900, updated: 0, unchanged: 1900, events_published: 0 });
    expect(observed.of('predictions.updated')).toHaveLength(before.updates);
    expect(await storedGameweeks()).toEqual(before.gameweeks);
    expect(await harness.db.connection.collection('fixtures').find({}).sort({ _id: 1 }).toArray()).toEqual(fixturesBefore);
  }, 120_000);

  it('dead-letters a poison fixtures.upserted message and still handles the next event', async () => {
    const producer = harness.bus.kafka.producer();
    await producer.connect();
    await producer.send({ topic: harness.bus.topicName('fixtures.upserted'), messages: [{ key: '2026-27', value: 'this is not an event' }] });
    await producer.disconnect();

    // The next event: the first unplayed fixture of 2026-27 gets its result.
    const next = records.find((r) => r.season === '2026-27' && r.home_goals === null);
    if (!next) throw new Error('2026-27 has no unplayed fixture in the data');
    const played: FixtureRecord = { ...next, status: 'finished', home_goals: 3, away_goals: 0 };
    const runs = await completedRuns();
    await publishSeason('2026-27', [played], 'result-update');

    const dead = await harness.deadLetters('fixtures.upserted', 1);
    expect(dead[0]).toMatchObject({ reason: 'poison', value: 'this is not an event', attempts: 0, original_topic: harness.bus.topicName('fixtures.upserted') });

    await waitUntil(async () => (await completedRuns()) > runs, 60_000, 'the recalculation after the result');
    expect(await harness.context.repositories.fixtures.findById(next.id)).toMatchObject({ home_goals: 3, away_goals: 0, status: 'finished' });
    const latest = await harness.context.repositories.recalculationRuns.latest();
    expect(latest).toMatchObject({ status: 'completed', correlation_id: 'result-update' });
    // The new result moves the metrics of the two clubs' later fixtures, so those predictions change.
    expect(latest?.result?.updated).toBeGreaterThan(0);
  }, 120_000);

  it('POST /api/admin/recalculate answers 202 and a worker recalculates (nothing changed, nothing published)', async () => {
    const runs = await completedRuns();
    const updates = observed.of('predictions.updated').length;
    const response = await request(harness.app)
      .post('/api/admin/recalculate')
      .set('Authorization', `Bearer ${harness.adminToken}`)
      .set('X-Request-Id', 'admin-recalc-1');
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    expect(recalculationAcceptedSchema.parse(response.body)).toEqual({
      status: 'accepted',
      message: expect.any(String),
      reason: 'admin_request',
      seasons: [...SEASONS],
      correlation_id: 'admin-recalc-1',
    });
    await waitUntil(async () => (await completedRuns()) > runs, 60_000, 'the requested recalculation');
    const status = await request(harness.app).get('/api/admin/recalculation-status').set('Authorization', `Bearer ${harness.adminToken}`);
    expect(status.body.last_run).toMatchObject({ status: 'completed', reason: 'admin_request', correlation_id: 'admin-recalc-1', result: { updated: 0 } });
    expect(observed.of('predictions.updated')).toHaveLength(updates);
  }, 60_000);

  it('runs every ask of one refresh that shares a correlation id, each a new event (only a redelivered event is not run again)', async () => {
    // The catalog's first start refreshes every season under one correlation id, each season's
    // results asking for a recalculation as it lands: the asks after a run carry data it did not see.
    const runs = await completedRuns();
    await request(harness.app).post('/api/admin/recalculate').set('Authorization', `Bearer ${harness.adminToken}`).set('X-Request-Id', 'one-refresh');
    await waitUntil(async () => (await completedRuns()) > runs, 60_000, 'the first ask');
    await request(harness.app).post('/api/admin/recalculate').set('Authorization', `Bearer ${harness.adminToken}`).set('X-Request-Id', 'one-refresh');
    await waitUntil(async () => (await completedRuns()) > runs + 1, 60_000, 'the second ask under the same correlation id');
    expect(await completedRuns()).toBe(runs + 2);
  }, 150_000);
});
