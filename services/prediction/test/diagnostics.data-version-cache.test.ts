// The public diagnostics read every fixture and prediction (and some run the model over the whole
// history) on each request. They are now kept per data version: any number of requests, concurrent
// or not, read the store once until the data changes; a write by another process (a second context
// on the same database: the worker process, another replica) is seen at once; and the answers
// follow a weight change, a recalculation and an accuracy calculation.
import {
  predictionSampleSchema,
  productionAccuracyBreakdownSchema,
  qualityDiagnosticsSchema,
  sandboxComparisonSchema,
} from '@scoreline/contracts';
import { setUpOnce } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrediction, type PredictionContext } from '../src/context.ts';
import { recalculatePredictions } from '../src/use-cases/recalculate-predictions.ts';
import { eplFixtureRecords, seedPredictions } from './support/epl.ts';
import { type Harness, startHarness } from './support/harness.ts';

let harness: Harness;
/** Another process's view of the same database: its own repositories and cache. */
let other: PredictionContext;
let reads = 0;
const records = eplFixtureRecords().filter((r) => r.season === '2025-26' || r.season === '2026-27');

const PUBLIC_DIAGNOSTICS = [
  '/api/accuracy/diagnostics',
  '/api/diagnostics/prediction-sample',
  '/api/diagnostics/production-accuracy-breakdown',
  '/api/diagnostics/compare-sandbox-production/default',
] as const;

setUpOnce(async () => {
  harness = await startHarness({ workers: false });
  await seedPredictions(harness.context, records);
  const { fixtures } = harness.context.repositories;
  const findAll = fixtures.findAll.bind(fixtures);
  fixtures.findAll = async () => {
    reads += 1;
    return findAll();
  };
  other = createPrediction({ config: harness.config, logger: harness.context.logger, db: harness.db, bus: harness.bus });
});
afterAll(async () => {
  await harness?.close();
});

const get = async (path: string) => {
  const response = await request(harness.app).get(path);
  expect(response.status).toBe(200);
  return response.body as unknown;
};

async function recalculate(context: PredictionContext): Promise<void> {
  await recalculatePredictions(
    { reason: 'admin_request', correlationId: `test-${Date.now()}` },
    { ...context.repositories, publisher: context.publisher, clock: context.clock, logger: context.logger, recalculations: context.recalculations },
  );
}

describe('the public diagnostics per data version', () => {
  it.each(PUBLIC_DIAGNOSTICS)('%s reads the store once for seven requests (five at once) and answers the same body', async (path) => {
    const before = reads;
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => get(path)));
    const later = [await get(path), await get(path)];
    expect(reads - before).toBe(1);
    for (const body of [...concurrent, ...later]) expect(body).toEqual(concurrent[0]);
  });

  it('sees a weight change made by another process at once, and the recalculation after it', async () => {
    const sample = async () => predictionSampleSchema.parse(await get('/api/diagnostics/prediction-sample'));
    const comparison = async () => sandboxComparisonSchema.parse(await get('/api/diagnostics/compare-sandbox-production/default'));
    expect((await sample()).analysis.stale).toBe(false);
    const sameAsDefault = await comparison();
    expect(sameAsDefault.difference).toEqual({ outcome_accuracy: 0, score_accuracy: 0 });

    await other.repositories.settings.setWeight('H1', 0.7, new Date());
    // The stored predictions were made with the old weight: the sample now says so.
    expect((await sample()).analysis.stale).toBe(true);

    await recalculate(other);
    const after = await sample();
    expect(after.analysis.stale).toBe(false);
    expect(after.prediction).not.toBeNull();
    // Production moved away from the default weights: the comparison is no longer with itself.
    const moved = await comparison();
    expect(moved.production).not.toEqual(sameAsDefault.production);
  });

  it('shows the stored accuracy once it is calculated', async () => {
    const diagnostics = async () => qualityDiagnosticsSchema.parse(await get('/api/accuracy/diagnostics?season=2025'));
    const breakdown = async () => productionAccuracyBreakdownSchema.parse(await get('/api/diagnostics/production-accuracy-breakdown'));
    expect((await diagnostics()).accuracy).toBeNull();
    const breakdownBefore = await breakdown();

    const calculated = await request(harness.app).post('/api/accuracy/calculate-all').set('Authorization', `Bearer ${harness.adminToken}`);
    expect(calculated.status).toBe(200);
    const accuracy = (await diagnostics()).accuracy;
    expect(accuracy).not.toBeNull();
    expect(accuracy?.records).toBeGreaterThan(0);
    // The breakdown did not depend on the accuracy records, but its version moved: it is recomputed and equal.
    expect(await breakdown()).toEqual(breakdownBefore);
  });
});
