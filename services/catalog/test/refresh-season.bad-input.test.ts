// Bad refresh requests are refused with a 4xx {detail} before anything is written or published.
import { DEV_ADMIN_PASSWORD, issueAdminToken } from '@scoreline/service-kit';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { type Harness, type Observed, startHarness } from './support/harness.ts';

let harness: Harness;
let observed: Observed;

setUpOnce(async () => {
  // No workers: only the API's own effects are under test.
  harness = await startHarness({ workers: false });
  observed = await harness.observe(['fixtures.refresh.requested']);
});
afterAll(() => harness?.close());

async function databaseState(): Promise<Record<string, unknown[]>> {
  const state: Record<string, unknown[]> = {};
  for (const name of ['refresh_seasons', 'fixtures', 'teams']) {
    state[name] = await harness.db.connection.collection(name).find({}).toArray();
  }
  return state;
}

const bearer = () => `Bearer ${harness.adminToken}`;

describe('POST /api/refresh/season/{season} with bad input', () => {
  const cases: { name: string; path: string; auth?: () => string; status: number; detail: RegExp }[] = [
    {
      name: 'an unknown season',
      path: '2019',
      auth: bearer,
      status: 404,
      detail: /Season 2019 is not available/,
    },
    {
      name: 'a season after the configured ones',
      path: '2027',
      auth: bearer,
      status: 404,
      detail: /2022, 2023, 2024, 2025, 2026/,
    },
    // Four digits no season can start in: once a RangeError and a 500.
    {
      name: 'a year before the first league season',
      path: '1800',
      auth: bearer,
      status: 404,
      detail: /Season 1800 is not available/,
    },
    {
      name: 'the last four-digit year',
      path: '9999',
      auth: bearer,
      status: 404,
      detail: /Season 9999 is not available/,
    },
    {
      name: 'a non-numeric season',
      path: 'abc',
      auth: bearer,
      status: 400,
      detail: /expected the starting year/,
    },
    {
      name: 'a season label instead of a year',
      path: '2024-25',
      auth: bearer,
      status: 400,
      detail: /expected the starting year/,
    },
    { name: 'a missing bearer token', path: '2024', status: 401, detail: /admin authentication required/i },
    {
      name: 'a malformed bearer token',
      path: '2024',
      auth: () => 'Bearer not-a-jwt',
      status: 401,
      detail: /Malformed bearer token/,
    },
    {
      name: 'a token signed with another secret',
      path: '2024',
      auth: () => `Bearer ${issueAdminToken({ JWT_SECRET: 'another-secret-that-is-long-enough-for-hs256' })}`,
      status: 401,
      detail: /Invalid bearer token/,
    },
    {
      name: 'a wrong admin_password',
      path: '2024?admin_password=wrong',
      status: 401,
      detail: /Incorrect admin password/,
    },
    {
      name: 'an empty admin_password',
      path: '2024?admin_password=',
      status: 401,
      detail: /Incorrect admin password/,
    },
  ];

  it.each(cases)(
    'refuses $name with $status {detail} and writes nothing',
    async ({ path, auth, status, detail }) => {
      const before = await databaseState();
      const call = request(harness.app).post(`/api/refresh/season/${path}`);
      if (auth) call.set('Authorization', auth());
      const response = await call;
      expect(response.status).toBe(status);
      expect(Object.keys(response.body)).toEqual(['detail']);
      expect(response.body.detail).toMatch(detail);
      expect(await databaseState()).toEqual(before);
    },
  );

  it('published nothing for the refused requests, and accepts the admin password (the control)', async () => {
    expect(await databaseState()).toEqual({ refresh_seasons: [], fixtures: [], teams: [] });
    const response = await request(harness.app)
      .post(`/api/refresh/season/2024?admin_password=${DEV_ADMIN_PASSWORD}`)
      .set('X-Request-Id', 'control');
    expect(response.status).toBe(202);
    const published = await observed.waitFor('fixtures.refresh.requested', 1);
    // The only event on the topic is the accepted one: none of the refused requests got through.
    expect(published.map((event) => [event.correlation_id, event.data])).toEqual([
      ['control', { season: '2024-25', source: 'openfootball' }],
    ]);
    const status = (await request(harness.app).get('/api/refresh/status')).body;
    expect(status).toMatchObject({
      running: true,
      current_season: 2024,
      progress: { '2024': { status: 'pending' } },
    });
  });
});

describe('diagnostics with bad input', () => {
  it('refuses /api/diagnostics/fixtures without a valid bearer', async () => {
    const missing = await request(harness.app).get('/api/diagnostics/fixtures');
    expect(missing.status).toBe(401);
    expect(missing.body.detail).toMatch(/Bearer token required/);
    const invalid = await request(harness.app)
      .get('/api/diagnostics/fixtures')
      .set('Authorization', 'Bearer a.b.c');
    expect(invalid.status).toBe(401);
  });

  it('answers 400 and 404 {detail} for bad seasons and limits', async () => {
    expect((await request(harness.app).get('/api/diagnostics/season-completeness/abc')).status).toBe(400);
    expect((await request(harness.app).get('/api/diagnostics/season-completeness/1999')).status).toBe(404);
    const badLimit = await request(harness.app).get('/api/diagnostics/progressive-sample?limit=0');
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.detail).toMatch(/query\.limit/);
    expect((await request(harness.app).get('/api/diagnostics/progressive-sample?season=20x4')).status).toBe(
      400,
    );
  });
});
