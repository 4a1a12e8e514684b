// GET /api/admin/calibration on the real data: the stored production probabilities of finished
// fixtures binned against what happened (libs/engine `calibration`), parsed with its contract.
import { calibrationResponseSchema } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { seedPredictions } from './support/epl.ts';
import { type Harness, startHarness } from './support/harness.ts';

let harness: Harness;
const bearer = () => ({ Authorization: `Bearer ${harness.adminToken}` });

setUpOnce(async () => {
  harness = await startHarness({ workers: false });
  await seedPredictions(harness.context);
});
afterAll(async () => {
  await harness?.close();
});

describe('GET /api/admin/calibration', () => {
  it('bins three forecasts per finished fixture over every season, roughly calibrated', async () => {
    const response = await request(harness.app).get('/api/admin/calibration').set(bearer());
    expect(response.status).toBe(200);
    const body = calibrationResponseSchema.parse(response.body);
    expect(body.season).toBeNull();
    expect(body.fixtures).toBe(1570);
    expect(body.forecasts).toBe(3 * 1570);
    expect(body.bins).toHaveLength(10);
    expect(body.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(body.forecasts);
    // A Poisson model on real results is off by a few points at most, never by tens.
    expect(body.expected_calibration_error).toBeGreaterThan(0);
    expect(body.expected_calibration_error).toBeLessThan(0.08);
    const populated = body.bins.filter((bin) => bin.count >= 100);
    for (const bin of populated)
      expect(Math.abs(bin.observed_frequency! - bin.predicted_mean!)).toBeLessThan(0.12);
  });

  it('scopes to one season by its start year', async () => {
    const body = calibrationResponseSchema.parse(
      (await request(harness.app).get('/api/admin/calibration?season=2024').set(bearer())).body,
    );
    expect(body.season).toBe('2024-25');
    expect(body.fixtures).toBe(380);
  });

  it('needs the bearer token and refuses a malformed season', async () => {
    expect((await request(harness.app).get('/api/admin/calibration')).status).toBe(401);
    const bad = await request(harness.app).get('/api/admin/calibration?season=soon').set(bearer());
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/query.season/);
  });
});
