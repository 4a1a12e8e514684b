// POST /api/admin/recalculate while the broker is down answered only after 30-68 s (the producer's
// retries). It must answer 503 {detail} with Retry-After at once, and work again once the broker is
// back. The broker is a private one (test-support startPrivateKafka), so stopping it leaves every
// other test's broker alone. A hang fails the request's 5 s client timeout; nothing here measures
// time.
import { errorBodySchema, recalculationAcceptedSchema } from '@scoreline/contracts';
import { type PrivateKafka, setUpOnce, startPrivateKafka } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRecord } from '../src/domain/fixture.ts';
import { eplFixtureRecords } from './support/epl.ts';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';

let kafka: PrivateKafka;
let harness: Harness;

setUpOnce(async () => {
  kafka = await startPrivateKafka();
  harness = await startHarness({ workers: false, env: { KAFKA_BROKERS: kafka.brokers.join(',') } });
  await harness.context.repositories.fixtures.saveChanged(eplFixtureRecords().slice(0, 20).map(fromRecord), new Date());
});
afterAll(async () => {
  await harness?.close();
  await kafka?.close();
});

const recalculate = () =>
  request(harness.app).post('/api/admin/recalculate').set('Authorization', `Bearer ${harness.adminToken}`).timeout(5_000);

/** Asks until the request is taken (202), then checks the accepted body. */
async function acceptedWithin(what: string): Promise<void> {
  let accepted: request.Response | undefined;
  await waitUntil(async () => {
    accepted = await recalculate();
    return accepted.status === 202;
  }, 90_000, what);
  expect(recalculationAcceptedSchema.parse(accepted?.body).status).toBe('accepted');
}

describe('POST /api/admin/recalculate while the broker is down', () => {
  it('answers 503 {detail} with Retry-After instead of hanging, and 202 once the broker is back', async () => {
    // A broker started a moment ago may not lead the topic's partitions yet: the first calls can
    // be refused (quickly) the same way as after the restart below.
    await acceptedWithin('the recalculation accepted by the freshly started broker');

    await kafka.down();
    const refused = await recalculate();
    expect(refused.status).toBe(503);
    expect(errorBodySchema.parse(refused.body).detail).toMatch(/recalculation could not be requested/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    await kafka.up();
    // The producer reconnects on its next send; until the restarted broker leads its partitions
    // again a call may still be refused (quickly), so ask until it is taken.
    await acceptedWithin('the recalculation accepted again after the broker restarted');
  });
});
