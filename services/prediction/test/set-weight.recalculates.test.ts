// Changing the production model changes the predictions: POST /api/weights saves the weight and
// asks for a recalculation, whose worker recomputes everything with the new weight and publishes
// the outcomes that changed; weights.promoted and rounding.promoted do the same, and a promotion
// older than the stored change is ignored.
import {
  createEventEnvelope,
  DEFAULT_ROUNDING_PARAMETERS,
  DEFAULT_WEIGHTS,
  type RoundingParameters,
  type Weights,
} from '@scoreline/contracts';
import { matchFixtureOf, predictAllWithModel } from '@scoreline/engine';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { fromRecord } from '../src/domain/fixture.ts';
import { type StoredPrediction, toStoredPrediction } from '../src/domain/stored-prediction.ts';
import { eplFixtureRecords, seedPredictions } from './support/epl.ts';
import { DEV_ADMIN_PASSWORD, type Harness, type Observed, startHarness, waitUntil } from './support/harness.ts';

let harness: Harness;
let observed: Observed;
const records = eplFixtureRecords();

setUpOnce(async () => {
  harness = await startHarness();
  await seedPredictions(harness.context);
  observed = await harness.observe(['predictions.updated', 'predictions.recalculation.requested']);
});
afterAll(async () => {
  await harness?.close();
});

async function stored(): Promise<Map<string, StoredPrediction>> {
  const gameweeks = await harness.context.repositories.predictions.findAll();
  return new Map(gameweeks.flatMap((g) => g.predictions).map((p) => [p.fixture_id, p]));
}

function expected(weights: Weights, rounding: RoundingParameters): Map<string, StoredPrediction> {
  const predictions = predictAllWithModel(records.map((r) => matchFixtureOf(fromRecord(r))), { family: 'six_metric', weights }, rounding).map(toStoredPrediction);
  return new Map(predictions.map((p) => [p.fixture_id, p]));
}

async function runCompleted(correlationId: string): Promise<void> {
  await waitUntil(
    async () => {
      const run = await harness.context.repositories.recalculationRuns.latest();
      return run?.correlation_id === correlationId && run.status === 'completed';
    },
    60_000,
    `the recalculation ${correlationId}`,
  );
}

describe('POST /api/weights', () => {
  it('saves the weight, answers the map, and the recalculation moves the predictions to it', async () => {
    const before = await stored();
    const response = await request(harness.app)
      .post('/api/weights')
      .set('Authorization', `Bearer ${harness.adminToken}`)
      .set('X-Request-Id', 'weight-h1')
      .send({ metric: 'H1', value: 0.9 });
    expect(response.status).toBe(200);
    const weights = { ...DEFAULT_WEIGHTS, H1: 0.9 };
    expect(response.body).toEqual(weights);

    const [requested] = await observed.waitFor('predictions.recalculation.requested', 1, (e) => e.correlation_id === 'weight-h1');
    expect(requested!.data).toEqual({ seasons: ['2022-23', '2023-24', '2024-25', '2025-26', '2026-27'], reason: 'admin_request' });
    await runCompleted('weight-h1');

    const after = await stored();
    expect(after).toEqual(expected(weights, DEFAULT_ROUNDING_PARAMETERS));
    const changedNumbers = [...after].filter(([id, p]) => p.predicted_home_goals !== before.get(id)?.predicted_home_goals);
    expect(changedNumbers.length).toBeGreaterThan(1500);

    // predictions.updated carries exactly the fixtures whose outcome changed, each once.
    const changedOutcomes = [...after].filter(([id, p]) => p.predicted_outcome !== before.get(id)?.predicted_outcome).map(([id]) => id);
    expect(changedOutcomes.length).toBeGreaterThan(0);
    await waitUntil(
      () => observed.of('predictions.updated', (e) => e.correlation_id === 'weight-h1').flatMap((e) => e.data.predictions).length >= changedOutcomes.length,
      30_000,
      'the changed outcomes',
    );
    const published = observed.of('predictions.updated', (e) => e.correlation_id === 'weight-h1').flatMap((e) => e.data.predictions);
    expect(published.map((p) => p.fixture_id).sort()).toEqual(changedOutcomes.sort());
    for (const summary of published) expect(summary.predicted_outcome).toBe(after.get(summary.fixture_id)?.predicted_outcome);

    const read = await request(harness.app).get(`/api/weights?admin_password=${DEV_ADMIN_PASSWORD}`);
    expect(read.body).toEqual(weights);
  }, 90_000);
});

describe('promotions from the experiment service', () => {
  const promoted: Weights = { H1: 0.3, H2: 0.3, H3: 0.05, H4: 0.15, A1: 0.35, A2: 0.25 };

  it('weights.promoted replaces the production weights and recalculates', async () => {
    await harness.bus.publish('weights.promoted', {
      data: { weight_set_id: 'ws-balanced', name: 'Balanced', weights: promoted },
      correlationId: 'promote-weights',
    });
    const [requested] = await observed.waitFor('predictions.recalculation.requested', 1, (e) => e.correlation_id === 'promote-weights');
    expect(requested!.data.reason).toBe('weights_promoted');
    await runCompleted('promote-weights');
    expect(await stored()).toEqual(expected(promoted, DEFAULT_ROUNDING_PARAMETERS));
    const read = await request(harness.app).get('/api/weights').set('Authorization', `Bearer ${harness.adminToken}`);
    expect(read.body).toEqual(promoted);
  }, 90_000);

  it('ignores a promotion older than the weights in force', async () => {
    const stale = createEventEnvelope(
      'weights.promoted',
      { weight_set_id: 'ws-old', name: 'Old', weights: { ...DEFAULT_WEIGHTS, H4: 0.9 } },
      { correlationId: 'promote-old', occurredAt: new Date(Date.now() - 3_600_000) },
    );
    const producer = harness.bus.kafka.producer();
    await producer.connect();
    await producer.send({ topic: harness.bus.topicName('weights.promoted'), messages: [{ key: 'production', value: JSON.stringify(stale) }] });
    await producer.disconnect();
    // The same promotion again, on the same topic and key, so handled after the old one.
    await harness.bus.publish('weights.promoted', {
      data: { weight_set_id: 'ws-balanced', name: 'Balanced', weights: promoted },
      correlationId: 'promote-again',
    });
    await observed.waitFor('predictions.recalculation.requested', 1, (e) => e.correlation_id === 'promote-again');
    expect(observed.of('predictions.recalculation.requested', (e) => e.correlation_id === 'promote-old')).toHaveLength(0);
    expect((await harness.context.repositories.settings.get()).weights).toEqual(promoted);
    await runCompleted('promote-again');
    expect((await harness.context.repositories.recalculationRuns.latest())?.result?.updated).toBe(0);
  }, 90_000);

  it('rounding.promoted replaces the production rounding and re-rounds every prediction', async () => {
    const rounding: RoundingParameters = { ...DEFAULT_ROUNDING_PARAMETERS, draw_threshold: 0.45 };
    await harness.bus.publish('rounding.promoted', {
      data: { config_id: 'rc-wide-draws', name: 'Wide draws', parameters: rounding },
      correlationId: 'promote-rounding',
    });
    const [requested] = await observed.waitFor('predictions.recalculation.requested', 1, (e) => e.correlation_id === 'promote-rounding');
    expect(requested!.data.reason).toBe('rounding_promoted');
    await runCompleted('promote-rounding');
    const settings = await harness.context.repositories.settings.get();
    expect(settings.weights).toEqual(promoted);
    expect(settings.rounding).toEqual(rounding);
    expect(settings.rounding_source).toEqual({ kind: 'promotion', id: 'rc-wide-draws', name: 'Wide draws' });

    // The wider draw band turns more predictions into draws.
    const after = await stored();
    expect(after).toEqual(expected(promoted, rounding));
    const draws = (m: Map<string, StoredPrediction>) => [...m.values()].filter((p) => p.predicted_outcome === 'draw').length;
    expect(draws(after)).toBeGreaterThan(draws(expected(promoted, DEFAULT_ROUNDING_PARAMETERS)));
  }, 90_000);
});
