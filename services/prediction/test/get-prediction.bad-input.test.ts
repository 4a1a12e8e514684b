// GET /api/prediction/{fixtureId} with ids that are not numeric (400, the sentence of
// docs/product.md §5) or not known (404): a {detail} answer every time, and nothing in the database
// changes.
import { errorBodySchema } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { eplFixtureRecords, seedPredictions } from './support/epl.ts';
import { type Harness, startHarness } from './support/harness.ts';

let harness: Harness;
let before: Record<string, unknown[]>;

setUpOnce(async () => {
  harness = await startHarness({ workers: false });
  await seedPredictions(harness.context, eplFixtureRecords().filter((r) => r.season === '2025-26'));
  before = await harness.snapshot();
});
afterAll(async () => {
  await harness?.close();
});

describe('GET /api/prediction/{fixtureId}', () => {
  it.each(['abc', '12abc', '-5', '1.5', '1e3', '0x1f', '12 ', '１２', '1234567890123456'])('answers 400 for the non-numeric id "%s"', async (id) => {
    const response = await request(harness.app).get(`/api/prediction/${encodeURIComponent(id)}`);
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body)).toEqual({ detail: `Invalid fixture ID: "${id}". Expected a numeric ID.` });
  });

  it('answers 400 for a malformed percent-escape', async () => {
    const response = await request(harness.app).get('/api/prediction/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body).detail).toMatch(/percent-encoding/);
  });

  it.each(['999999', '0', '2022001'])('answers 404 for the unknown fixture %s', async (id) => {
    const response = await request(harness.app).get(`/api/prediction/${id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: `Fixture ${id} not found` });
  });

  it('reads a known id with leading zeros as the same fixture', async () => {
    const known = eplFixtureRecords().find((r) => r.season === '2025-26')!;
    const response = await request(harness.app).get(`/api/prediction/00${known.id}`);
    expect(response.status).toBe(200);
    expect(response.body.fixture_id).toBe(Number(known.id));
  });

  it('left the database as it was', async () => {
    expect(await harness.snapshot()).toEqual(before);
  });
});
