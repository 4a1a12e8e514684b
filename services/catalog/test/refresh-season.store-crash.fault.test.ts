// A refresh accepted (202) just before the store's PostgreSQL crashed never ran, and its status had no
// trace of it: the ingestion worker treated "store unreachable" as a failure of the event, tried five
// times in two or three seconds and dead-lettered it, and the season's `pending` row, acknowledged
// under synchronous_commit=off, died with PostgreSQL. An accepted refresh must survive the crash: its
// row is in the status as soon as the store answers again, the worker waits for the store instead of
// giving up on the event (no dead letter), and the refresh then runs to completion.
// The store is a private FerretDB on its own PostgreSQL (test-support startPrivateStore), which the
// test crashes with SIGKILL and starts again; every other test's store is left alone. Nothing here
// measures time: the worker's wait is seen in its retry count.
import { refreshAcceptedSchema, refreshStatusSchema } from '@scoreline/contracts';
import {
  deadLettersOn,
  handlerRetriesOf,
  type PrivateStore,
  setUpOnce,
  startPrivateStore,
  waitUntil,
} from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { INGESTION_ATTEMPTS, INGESTION_GROUP_ID } from '../src/workers/ingestion-worker.ts';
import { rawOpenfootballDir } from './support/epl-data.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { serveFolder, type TestServer } from './support/static-server.ts';

let store: PrivateStore;
let provider: TestServer;
let harness: Harness;
// The provider answers once the store has crashed, so the refresh cannot finish before the crash.
let releaseProvider: () => void = () => undefined;
const providerHeld = new Promise<void>((resolve) => {
  releaseProvider = resolve;
});

setUpOnce(async () => {
  store = await startPrivateStore();
  provider = await serveFolder(rawOpenfootballDir(), () => providerHeld);
  harness = await startHarness({ env: { MONGODB_URI: store.uri, OPENFOOTBALL_BASE_URL: provider.baseUrl } });
});
afterAll(async () => {
  // The store is up again by the end of the test (else the harness cannot drop its database).
  await harness?.close();
  await provider?.close();
  await store?.close();
});

const status = async () => refreshStatusSchema.parse((await request(harness.app).get('/api/refresh/status').timeout(5_000)).body);
const answered = <T>(call: () => Promise<T>) => call().catch(() => undefined);

describe('a refresh accepted just before the store crashed', () => {
  it('stays in the status, waits for the store without a dead letter, and completes once the store is back', async () => {
    const crashPostgres = await store.armKill('postgres');
    const accepted = await request(harness.app)
      .post('/api/refresh/season/2022')
      .set('Authorization', `Bearer ${harness.adminToken}`)
      .set('X-Request-Id', 'refresh-before-crash')
      .timeout(5_000);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    expect(refreshAcceptedSchema.parse(accepted.body).status).toBe('pending');
    // Right after the answer, PostgreSQL crashes (no shutdown, so nothing unflushed is written);
    // the provider answers once it has.
    crashPostgres();
    releaseProvider();

    // The worker took the request and keeps finding the store gone: more tries than the attempts
    // after which it used to dead-letter the event.
    await waitUntil(async () => (await handlerRetriesOf(INGESTION_GROUP_ID)) > INGESTION_ATTEMPTS, 60_000, 'the ingestion worker retrying past its attempts');
    expect(await deadLettersOn(harness.bus, 'fixtures.refresh.requested')).toBe(0);

    await store.up();
    // The first status the store answers already shows the accepted season (acknowledged durably).
    let first: Awaited<ReturnType<typeof status>> | undefined;
    await waitUntil(async () => (first = await answered(status)) !== undefined, 60_000, 'the refresh status answering after the restart');
    expect(first?.progress['2022'], JSON.stringify(first)).toBeDefined();

    let last: Awaited<ReturnType<typeof status>> | undefined;
    await waitUntil(
      async () => {
        last = await answered(status);
        return last?.progress['2022']?.status === 'completed';
      },
      120_000,
      'the accepted refresh completing after the store came back',
    );
    expect(last?.progress['2022']).toMatchObject({ status: 'completed', total: 380 });
    expect(last?.running).toBe(false);
    expect(await deadLettersOn(harness.bus, 'fixtures.refresh.requested')).toBe(0);
    expect(await harness.db.connection.collection('fixtures').countDocuments({ season: '2022-23' })).toBe(380);
  });
});
