// When the provider fails: a season it does not have is an error in the status (no retry); a
// provider that keeps failing is retried with backoff, then the request is dead-lettered; either
// way the worker goes on with the next request.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deadLetterRecordSchema, refreshStatusSchema } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { type Harness, type Observed, startHarness, waitUntil } from './support/harness.ts';
import { rawOpenfootballDir } from './support/epl-data.ts';
import { type TestServer, startServer } from './support/static-server.ts';

let provider: TestServer;
let harness: Harness;
let observed: Observed;

setUpOnce(async () => {
  provider = await startServer(async (url, response) => {
    if (url.pathname === '/2025-26/en.1.json') {
      response.statusCode = 503;
      response.end('maintenance');
    } else if (url.pathname === '/2026-27/en.1.json') {
      response.setHeader('content-type', 'application/json');
      response.end(await readFile(path.join(rawOpenfootballDir(), '2026-27', 'en.1.json')));
    } else {
      response.statusCode = 404;
      response.end('not found');
    }
  });
  harness = await startHarness({
    env: { OPENFOOTBALL_BASE_URL: provider.baseUrl, CATALOG_SEASONS: '2024,2025,2026' },
  });
  observed = await harness.observe(['fixtures.refreshed']);
});
afterAll(async () => {
  await harness?.close();
  await provider?.close();
});

const refresh = (year: number, requestId: string) =>
  request(harness.app)
    .post(`/api/refresh/season/${year}`)
    .set('Authorization', `Bearer ${harness.adminToken}`)
    .set('X-Request-Id', requestId);

const status = async () =>
  refreshStatusSchema.parse((await request(harness.app).get('/api/refresh/status')).body);

describe('refresh when the provider fails', () => {
  it('marks a season the provider does not have as an error, once, and handles the next request', async () => {
    expect((await refresh(2024, 'missing-season')).status).toBe(202);
    expect((await refresh(2026, 'after-missing')).status).toBe(202);
    await observed.waitFor('fixtures.refreshed', 1, (e) => e.correlation_id === 'after-missing');
    // The season's status is written after its fixtures.refreshed is published, so wait for the run to end.
    await waitUntil(async () => !(await status()).running, 30_000, 'the refresh run to end');
    const answer = await status();
    expect(answer.progress['2024']).toMatchObject({
      status: 'error',
      updated: 0,
      error: expect.stringContaining('HTTP 404'),
    });
    // Read from the reachable provider, so no fallback: the status says it came over the network.
    expect(answer.progress['2026']).toMatchObject({ status: 'completed', updated: 380, fetched_from: 'network' });
    // An HTTP answer (404) is the provider's word, not an outage: no snapshot for it.
    expect(answer.progress['2024']?.fetched_from).toBeNull();
    expect(answer.running).toBe(false);
    expect(answer.error).toMatch(/^2024-25: openfootball answered HTTP 404/);
    expect(provider.requests.filter((r) => r.url === '/2024-25/en.1.json')).toHaveLength(1);
    expect(await harness.db.connection.collection('fixtures').countDocuments({ season: '2024-25' })).toBe(0);
  });

  it('answers a request for football-data.org without a token from openfootball, the next provider in turn', async () => {
    const before = provider.requests.filter((r) => r.url === '/2026-27/en.1.json').length;
    await harness.bus.publish('fixtures.refresh.requested', {
      data: { season: '2026-27', source: 'football-data' },
      correlationId: 'no-token',
    });
    await waitUntil(
      async () =>
        provider.requests.filter((r) => r.url === '/2026-27/en.1.json').length > before && (await status()).progress['2026']?.status === 'completed',
      30_000,
      'the season refreshed',
    );
    // The status names the provider that answered.
    expect((await status()).progress['2026']).toMatchObject({ source: 'openfootball', fetched_from: 'network', error: null, updated: 0 });
    expect(provider.requests.filter((r) => r.url === '/2026-27/en.1.json').length).toBe(before + 1);
    // The fixtures stored by the earlier openfootball refresh are untouched.
    expect(await harness.db.connection.collection('fixtures').countDocuments({ season: '2026-27' })).toBe(
      380,
    );
  });

  it('retries a failing provider with backoff, then dead-letters the request and reports the error', async () => {
    expect((await refresh(2025, 'provider-down')).status).toBe(202);
    await waitUntil(
      async () =>
        provider.requests.filter((r) => r.url === '/2025-26/en.1.json').length >= 5 &&
        (await status()).running === false,
      60_000,
      'the retries to run out',
    );
    expect((await status()).progress['2025']).toMatchObject({
      status: 'error',
      error: expect.stringContaining('HTTP 503'),
    });

    const records: unknown[] = [];
    const consumer = harness.bus.kafka.consumer({ groupId: `${harness.namespace}dlq-${Date.now()}` });
    await consumer.connect();
    try {
      await consumer.subscribe({
        topics: [`${harness.bus.topicName('fixtures.refresh.requested')}.dlq`],
        fromBeginning: true,
      });
      await consumer.run({
        eachMessage: async ({ message }) => {
          records.push(deadLetterRecordSchema.parse(JSON.parse(message.value!.toString('utf8'))));
        },
      });
      await waitUntil(() => records.length >= 1, 30_000, 'the dead letter');
    } finally {
      await consumer.disconnect();
    }
    expect(records).toEqual([
      expect.objectContaining({
        reason: 'handler_failed',
        attempts: 5,
        correlation_id: 'provider-down',
        error: expect.stringContaining('HTTP 503'),
      }),
    ]);
  });
});
