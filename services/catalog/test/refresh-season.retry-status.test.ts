// While the ingestion worker retries a season (5 attempts, then the dead-letter topic), the refresh
// status said `error` with `running: false`, and a retry starting when no other season was active
// opened a new run, dropping the other seasons' errors from the status. Now the season is
// `retrying` (and the run running) while attempts remain, `error` only once they ran out, and every
// attempt stays in the run it was queued in.
import { refreshStatusSchema, type RefreshStatus } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';
import { type TestServer, startServer } from './support/static-server.ts';

const FAILING = '/2025-26/en.1.json';
let provider: TestServer;
let harness: Harness;

setUpOnce(async () => {
  provider = await startServer(async (url, response) => {
    if (url.pathname === FAILING) {
      // Down and slow: each attempt takes a while, so the later ones start well after the other
      // season of the run has ended (more than the run's 5 s join window).
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      response.statusCode = 503;
      response.end('maintenance');
    } else {
      response.statusCode = 404;
      response.end('not found');
    }
  });
  harness = await startHarness({ env: { OPENFOOTBALL_BASE_URL: provider.baseUrl, CATALOG_SEASONS: '2024,2025' } });
});
afterAll(async () => {
  await harness?.close();
  await provider?.close();
});

const refresh = (year: number) =>
  request(harness.app).post(`/api/refresh/season/${year}`).set('Authorization', `Bearer ${harness.adminToken}`);
const status = async (): Promise<RefreshStatus> =>
  refreshStatusSchema.parse((await request(harness.app).get('/api/refresh/status')).body);
const attempts = () => provider.requests.filter((r) => r.url === FAILING).length;

describe('refresh status while the worker retries a season', () => {
  it('says retrying and running while attempts remain, then error, keeping the run with its other seasons', async () => {
    // 2024-25 is missing at the provider (an error, no retry); 2025-26 fails until the attempts run out.
    expect((await refresh(2024)).status).toBe(202);
    expect((await refresh(2025)).status).toBe(202);

    // Every status read while the worker still has attempts left (the fifth has not begun).
    const during: RefreshStatus[] = [];
    await waitUntil(async () => {
      const before = attempts();
      const answer = await status();
      if (before >= 1 && attempts() < 5) during.push(answer);
      return attempts() >= 5;
    }, 90_000, 'the fifth attempt');
    expect(during.length).toBeGreaterThan(0);
    for (const answer of during) {
      expect(answer.running).toBe(true);
      expect(['pending', 'processing', 'retrying']).toContain(answer.progress['2025']?.status);
    }
    expect(during.some((answer) => answer.progress['2025']?.status === 'retrying')).toBe(true);

    await waitUntil(async () => (await status()).running === false, 60_000, 'the retries to run out');
    const final = await status();
    expect(final.progress['2025']).toMatchObject({ status: 'error', error: expect.stringContaining('HTTP 503') });
    // The run still holds the other season and its error.
    expect(final.progress['2024']).toMatchObject({ status: 'error', error: expect.stringContaining('HTTP 404') });
    expect(final.error).toMatch(/^2024-25: /);
  });
});
