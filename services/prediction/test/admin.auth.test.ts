// Every admin call of the prediction service needs the bearer token (docs/product.md §7): without
// one, with a malformed, forged or expired one, or with only the admin password, it answers 401
// {detail} and changes nothing. The diagnostics called without a token (docs/product.md §7) answer
// without one.
import { errorBodySchema } from '@scoreline/contracts';
import { DEV_ADMIN_PASSWORD, issueAdminToken } from '@scoreline/service-kit';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { eplFixtureRecords, seedPredictions } from './support/epl.ts';
import { type Harness, type Observed, startHarness } from './support/harness.ts';

let harness: Harness;
let observed: Observed;
let before: Record<string, unknown[]>;
let expired: string;

const BEARER_CALLS = [
  ['post', '/api/admin/recalculate'],
  ['get', '/api/admin/recalculation-status'],
  ['post', '/api/admin/recalculate-with-db-metrics'],
  ['get', '/api/admin/check-predicted-outcomes'],
  ['post', '/api/admin/migrate-predicted-outcomes'],
  ['get', '/api/admin/validate-smart-rounding'],
  ['get', '/api/admin/preview-current-gameweek'],
  ['get', '/api/admin/calibration'],
  ['post', '/api/predictions/update-outcomes'],
  ['post', '/api/accuracy/calculate-all'],
] as const;

const PUBLIC_CALLS = [
  '/api/accuracy/diagnostics',
  '/api/diagnostics/prediction-sample',
  '/api/diagnostics/production-accuracy-breakdown',
  '/api/diagnostics/compare-sandbox-production/default',
];

setUpOnce(async () => {
  harness = await startHarness({ workers: false });
  await seedPredictions(harness.context, eplFixtureRecords().filter((r) => r.season >= '2025-26'));
  observed = await harness.observe(['predictions.recalculation.requested', 'predictions.updated']);
  before = await harness.snapshot();
  expired = issueAdminToken({ JWT_SECRET: harness.config.JWT_SECRET }, 1);
  await new Promise((resolve) => setTimeout(resolve, 1100));
});
afterAll(async () => {
  await harness?.close();
});

describe('bearer-only admin calls', () => {
  it.each(BEARER_CALLS)('%s %s answers 401 without a valid bearer token', async (method, path) => {
    const forged = issueAdminToken({ JWT_SECRET: 'another-secret-that-is-at-least-32-characters-long' });
    const attempts = [
      { headers: {}, detail: 'Bearer token required' },
      { headers: { Authorization: 'Bearer' }, detail: /Malformed bearer token/ },
      { headers: { Authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` }, detail: /Malformed bearer token/ },
      { headers: { Authorization: `Bearer ${forged}` }, detail: 'Invalid bearer token' },
      { headers: { Authorization: `Bearer ${expired}` }, detail: 'Bearer token expired' },
    ];
    for (const attempt of attempts) {
      const response = await request(harness.app)[method](path).set(attempt.headers);
      expect(response.status, JSON.stringify(attempt.headers)).toBe(401);
      expect(errorBodySchema.parse(response.body).detail).toMatch(attempt.detail);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    // The admin password opens the weights only (docs/product.md §6), not these.
    const withPassword = await request(harness.app)[method](`${path}?admin_password=${DEV_ADMIN_PASSWORD}`);
    expect(withPassword.status).toBe(401);
  });

  it('changed nothing and published nothing', async () => {
    expect(await harness.snapshot()).toEqual(before);
    // Only the seed's own predictions.updated, nothing caused by the refused calls.
    expect(observed.events.filter((event) => event.correlation_id !== 'test-seed')).toEqual([]);
  });
});

describe('diagnostics without a token', () => {
  it.each(PUBLIC_CALLS)('GET %s answers 200 without a token', async (path) => {
    const response = await request(harness.app).get(path);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });
});
