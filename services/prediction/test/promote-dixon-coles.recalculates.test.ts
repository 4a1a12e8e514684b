// Promoting a Dixon–Coles configuration (weights.promoted with a model, on the real broker and store)
// makes the production predictions Dixon–Coles walk-forward ones, and the fixture page carries that
// model's numbers (both clubs' ratings, home advantage) to a visitor with access only; promoting a
// six-metric set switches production back to the weights.
import { randomBytes } from 'node:crypto';
import { DEFAULT_DIXON_COLES_PARAMETERS, DEFAULT_ROUNDING_PARAMETERS, DEFAULT_WEIGHTS, predictionResponseSchema, type ModelConfiguration } from '@scoreline/contracts';
import { matchFixtureOf, predictAllWithModel } from '@scoreline/engine';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { fromRecord } from '../src/domain/fixture.ts';
import { hashSessionToken, manualClock } from '@scoreline/service-kit';
import { type StoredPrediction, toStoredPrediction } from '../src/domain/stored-prediction.ts';
import { eplFixtureRecords, seedPredictions } from './support/epl.ts';
import { type Harness, type Observed, startHarness, waitUntil } from './support/harness.ts';

let harness: Harness;
let observed: Observed;
const records = eplFixtureRecords();
const token = randomBytes(24).toString('base64url');
const paid = records.find((r) => r.season === '2026-27' && r.gameweek === 6)!;

setUpOnce(async () => {
  // Before gameweek 5 of 2026-27 kicks off: the paid gameweek's numbers are not public yet.
  harness = await startHarness({ clock: manualClock('2026-09-16T12:00:00Z') });
  await seedPredictions(harness.context);
  observed = await harness.observe(['predictions.recalculation.requested']);
  await harness.bus.publish('payment.completed', { data: { token_hash: hashSessionToken(token), season: '2026-27', gameweek: 6 }, correlationId: 'dc-payment' });
  await waitUntil(async () => (await page(token)).body.has_access === true, 30_000, 'the access read model to see the payment');
});
afterAll(async () => {
  await harness?.close();
});

function page(sessionToken?: string) {
  const call = request(harness.app).get(`/api/prediction/${paid.id}`);
  if (sessionToken) call.set('X-Session-Token', sessionToken);
  return call;
}

async function stored(): Promise<Map<string, StoredPrediction>> {
  const gameweeks = await harness.context.repositories.predictions.findAll();
  return new Map(gameweeks.flatMap((g) => g.predictions).map((p) => [p.fixture_id, p]));
}

function expected(model: ModelConfiguration): Map<string, StoredPrediction> {
  const predictions = predictAllWithModel(records.map((r) => matchFixtureOf(fromRecord(r))), model, DEFAULT_ROUNDING_PARAMETERS).map(toStoredPrediction);
  return new Map(predictions.map((p) => [p.fixture_id, p]));
}

async function promoted(correlationId: string): Promise<void> {
  const [requested] = await observed.waitFor('predictions.recalculation.requested', 1, (e) => e.correlation_id === correlationId);
  expect(requested!.data.reason).toBe('weights_promoted');
  await waitUntil(
    async () => {
      const run = await harness.context.repositories.recalculationRuns.latest();
      return run?.correlation_id === correlationId && run.status === 'completed';
    },
    90_000,
    `the recalculation ${correlationId}`,
  );
}

const dixonColes: ModelConfiguration = { family: 'dixon_coles', parameters: { ...DEFAULT_DIXON_COLES_PARAMETERS, blend_weight: 0.3 } };

describe('a Dixon–Coles promotion', () => {
  it('switches production to Dixon–Coles and the page explains it with the clubs’ ratings', async () => {
    const before = await stored();
    await harness.bus.publish('weights.promoted', {
      data: { weight_set_id: 'ws-dixon-coles', name: 'Dixon–Coles', weights: DEFAULT_WEIGHTS, model: dixonColes },
      correlationId: 'promote-dc',
    });
    await promoted('promote-dc');

    const settings = await harness.context.repositories.settings.get();
    expect(settings.model).toEqual(dixonColes);
    const after = await stored();
    expect(after).toEqual(expected(dixonColes));
    const moved = [...after].filter(([id, p]) => p.prob_home_win !== before.get(id)?.prob_home_win);
    expect(moved.length).toBeGreaterThan(1500);

    const body = predictionResponseSchema.parse((await page(token)).body);
    const entry = after.get(paid.id);
    expect(body.prob_home_win).toBe(entry?.prob_home_win);
    expect(body.model).toEqual(entry?.explanation);
    expect(body.model?.family).toBe('dixon_coles');
    if (body.model?.family !== 'dixon_coles') throw new Error('expected a Dixon–Coles explanation');
    expect(typeof body.model.home_attack).toBe('number');
    expect(typeof body.model.away_defence).toBe('number');
    expect(body.model.home_advantage).toBeGreaterThan(0);

    // Without access the model's numbers are absent, like every other premium field.
    const locked = await page();
    expect(Object.hasOwn(locked.body, 'model')).toBe(false);
    expect(locked.text).not.toContain('home_attack');
  }, 180_000);

  it('a six-metric promotion switches production back to the weights', async () => {
    await harness.bus.publish('weights.promoted', {
      data: { weight_set_id: 'ws-defaults', name: 'Spec defaults', weights: DEFAULT_WEIGHTS },
      correlationId: 'promote-six',
    });
    await promoted('promote-six');
    const settings = await harness.context.repositories.settings.get();
    expect(settings.model).toEqual({ family: 'six_metric', weights: DEFAULT_WEIGHTS });
    expect(await stored()).toEqual(expected({ family: 'six_metric', weights: DEFAULT_WEIGHTS }));
    const body = predictionResponseSchema.parse((await page(token)).body);
    expect(body.model?.family).toBe('six_metric');
  }, 180_000);
});
