// With the broker down, POST /api/cross-sandbox/start-matrix-test answered 503 only after 29 s (the
// producer's retries) and the diagnostic took about as long (a fresh admin client retrying its
// connection). Each must answer within 2 s whether the broker is down (connections refused) or
// frozen (SIGSTOP: connections taken by the kernel, then silence): the start 503 {detail} with
// Retry-After and no job left holding the lock, the diagnostic 200 saying the broker fails. The
// broker is a private one (test-support startPrivateKafka). A hang fails the requests' client
// timeout; nothing here measures time.
import { errorBodySchema, matrixDiagnosticSchema, startMatrixTestResponseSchema } from '@scoreline/contracts';
import { type PrivateKafka, setUpOnce, startPrivateKafka } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { type Harness, seedFixtures, startHarness, waitUntil } from './support/harness.ts';

let kafka: PrivateKafka;
let h: Harness;

setUpOnce(async () => {
  kafka = await startPrivateKafka();
  // No workers: the requests' own answers are under test.
  h = await startHarness({ env: { KAFKA_BROKERS: kafka.brokers.join(',') } });
  await seedFixtures(h.context);
  // The engine threads start and build the fixtures' evaluation before the broker goes away, as in a
  // service that has been running (warmSoon): the broker's outage is under test, not a cold start.
  await (await h.context.evaluation.get(h.context.repositories.fixtures)).scopes([]);
});
afterAll(async () => {
  await h?.close();
  await kafka?.close();
});

/** Half the 29 s the calls took: a hang fails it, a heavily loaded machine does not. */
const ANSWER_TIMEOUT_MS = 15_000;
const start = () => request(h.app).post('/api/cross-sandbox/start-matrix-test').set('Authorization', h.auth).timeout(ANSWER_TIMEOUT_MS);
const diagnostic = () => request(h.app).get('/api/cross-sandbox/diagnostic').set('Authorization', h.auth).timeout(ANSWER_TIMEOUT_MS);

async function expectFastAnswersWhileOut(): Promise<void> {
  for (let call = 0; call < 2; call += 1) {
    const refused = await start();
    expect(refused.status, JSON.stringify(refused.body)).toBe(503);
    expect(errorBodySchema.parse(refused.body).detail).toMatch(/Failed to start matrix test/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }
  const checked = await diagnostic();
  expect(checked.status).toBe(200);
  const report = matrixDiagnosticSchema.parse(checked.body);
  expect(report.ready).toBe(false);
  expect(report.checks.find((c) => c.name === 'Message broker')).toMatchObject({ status: 'FAIL' });
  expect(report.checks.find((c) => c.name === 'Matrix workers')).toMatchObject({ status: 'FAIL' });
}

describe('cross-sandbox calls while the broker is out', () => {
  it('answer at once while the broker is frozen', async () => {
    await kafka.signal('STOP');
    try {
      await expectFastAnswersWhileOut();
    } finally {
      await kafka.signal('CONT');
    }
  });

  it('answer at once while the broker is down, and a matrix test starts once it is back', async () => {
    await kafka.down();
    try {
      await expectFastAnswersWhileOut();
    } finally {
      await kafka.up();
    }
    // The failed starts released the job lock: a start is taken once the broker leads its partitions again.
    let started: request.Response | undefined;
    await waitUntil(async () => (started = await start().catch(() => undefined))?.status === 200, 90_000, 'a matrix test started after the broker came back');
    expect(startMatrixTestResponseSchema.parse(started?.body).success).toBe(true);
  }, 300_000);
});
