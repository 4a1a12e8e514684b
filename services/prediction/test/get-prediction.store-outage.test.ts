// GET /api/prediction/{id} while the store is down: a request needing it answers 503 {detail} with
// Retry-After within the client's 2 s (not after the driver's server-selection wait), readiness says
// the store is down, and both come back once the store does. The store is a private FerretDB on its
// own PostgreSQL (test-support startPrivateStore), so stopping it leaves every other test's store
// alone. A hang fails the requests' 2 s client timeout; nothing here measures time.
import { errorBodySchema, predictionResponseSchema } from '@scoreline/contracts';
import { operatorAppOf } from '@scoreline/service-kit';
import type { Express } from 'express';
import { type PrivateStore, setUpOnce, startPrivateStore } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { eplFixtureRecords, seedPredictions } from './support/epl.ts';
import { appWithStoreReadiness, type Harness, startHarness, waitUntil } from './support/harness.ts';

let store: PrivateStore;
let harness: Harness;
/** The service's router with readiness on the store, as service-host's runtime serves it. */
let app: Express;
const target = eplFixtureRecords().find((r) => r.season === '2026-27' && r.gameweek === 6)!;

setUpOnce(async () => {
  store = await startPrivateStore();
  harness = await startHarness({ workers: false, env: { MONGODB_URI: store.uri } });
  await seedPredictions(harness.context);
  app = appWithStoreReadiness(harness);
});
afterAll(async () => {
  // The store is up again by the end of the test (else the harness cannot drop its database).
  await harness?.close();
  await store?.close();
});

const getPrediction = () => request(app).get(`/api/prediction/${target.id}`).timeout(2_000);
const ready = () => request(operatorAppOf(app)).get('/ready').timeout(2_000);
const answer = (call: () => Promise<request.Response>) => call().catch(() => undefined);

/**
 * Resolves once the driver's monitor has failed to reach the store `count` more times: it is then in
 * its steady "server unknown" state, where every operation first waits for a server to select.
 */
function heartbeatsFailed(count: number): Promise<void> {
  const client = harness.db.connection.getClient();
  return new Promise((resolve) => {
    let failed = 0;
    const onFailure = () => {
      failed += 1;
      if (failed < count) return;
      client.off('serverHeartbeatFailed', onFailure);
      resolve();
    };
    client.on('serverHeartbeatFailed', onFailure);
  });
}

/** While the store is out: each call answers 503 {detail} with Retry-After, and readiness says the store is down. */
async function expectStoreOutageAnswers(): Promise<void> {
  // First until readiness says the store is down, so no call is answered from before the outage.
  await waitUntil(async () => (await answer(ready))?.status === 503, 30_000, 'readiness saw the store down');
  // Every call, not only the first: each one finds the driver already knowing the store is gone.
  for (let call = 0; call < 3; call += 1) {
    const refused = await getPrediction();
    expect(refused.status).toBe(503);
    expect(errorBodySchema.parse(refused.body).detail).toMatch(/data store/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }
  const degraded = await ready();
  expect(degraded.status).toBe(503);
  expect(degraded.body.dependencies).toMatchObject({ mongodb: 'down' });
}

async function expectRecovered(): Promise<void> {
  await waitUntil(async () => (await answer(getPrediction))?.status === 200, 30_000, 'the prediction answered again after the store restarted');
  await waitUntil(async () => (await answer(ready))?.status === 200, 30_000, 'readiness up again after the store restarted');
  expect(predictionResponseSchema.parse((await getPrediction()).body).fixture_id).toBe(Number(target.id));
}

describe('GET /api/prediction/{fixtureId} while the store is down', () => {
  it('answers 503 {detail} with Retry-After at once while FerretDB is stopped, and 200 once it is back', async () => {
    const before = await getPrediction();
    expect(before.status).toBe(200);
    expect(predictionResponseSchema.parse(before.body).fixture_id).toBe(Number(target.id));

    await store.down();
    // Until the driver knows FerretDB is gone: from then on an operation waits in the driver's server
    // selection rather than failing at once on a dead pooled connection. That is the slow case, and
    // the one a request meets in a real outage (3 s a call when the selection timeout was 3 s).
    await heartbeatsFailed(2);
    await expectStoreOutageAnswers();
    await store.up();
    await expectRecovered();
  });

  it('answers 503 {detail} with Retry-After while the PostgreSQL under a running FerretDB is stopped, and 200 once it is back', async () => {
    await store.downPart('postgres');
    await expectStoreOutageAnswers();
    await store.up();
    await expectRecovered();
  });
});
