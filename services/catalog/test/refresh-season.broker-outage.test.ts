// POST /api/refresh/season/2025 while the broker is down answered only after 30-68 s (the
// producer's retries). It must answer 503 {detail} with Retry-After at once, say in the refresh
// status that the season could not be queued, and work again once the broker is back. The broker is
// a private one (test-support startPrivateKafka), so stopping it leaves every other test's broker
// alone. A hang fails the request's 5 s client timeout; nothing here measures time.
import { errorBodySchema, refreshAcceptedSchema } from '@scoreline/contracts';
import { type PrivateKafka, setUpOnce, waitUntil, startPrivateKafka } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './support/harness.ts';

let kafka: PrivateKafka;
let harness: Harness;

setUpOnce(async () => {
  kafka = await startPrivateKafka();
  // No workers: the request's own effects are under test.
  harness = await startHarness({ workers: false, env: { KAFKA_BROKERS: kafka.brokers.join(',') } });
});
afterAll(async () => {
  await harness?.close();
  await kafka?.close();
});

const refresh = () =>
  request(harness.app).post('/api/refresh/season/2025').set('Authorization', `Bearer ${harness.adminToken}`).timeout(5_000);

describe('POST /api/refresh/season/{season} while the broker is down', () => {
  it('answers 503 {detail} with Retry-After instead of hanging, and 202 once the broker is back', async () => {
    await kafka.down();
    const refused = await refresh();
    expect(refused.status).toBe(503);
    expect(errorBodySchema.parse(refused.body).detail).toMatch(/could not be queued/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const status = await request(harness.app).get('/api/refresh/status');
    expect(JSON.stringify(status.body)).toMatch(/could not be queued/);

    await kafka.up();
    // The producer reconnects on its next send; until the restarted broker leads its partitions
    // again a call may still be refused (quickly), so ask until it is taken.
    let accepted: request.Response | undefined;
    await waitUntil(async () => {
      accepted = await refresh();
      return accepted.status === 202;
    }, 90_000, 'the refresh accepted again after the broker restarted');
    expect(refreshAcceptedSchema.parse(accepted?.body).season_label).toBe('2025-26');
  });
});
