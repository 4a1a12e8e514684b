// create-session when the Stripe API cannot be reached at all (the real SDK against a closed port):
// 503 `{detail}` with Retry-After (unreachable is an outage to retry, not a provider's refusal,
// which stays 502), nothing stored, and no key in the answer.
import { createServer } from 'node:net';
import { errorBodySchema } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, expect, it } from 'vitest';
import { SITE_ROOT } from './support/flows.ts';
import { seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { setUpOnce } from '@scoreline/test-support';

let harness: Harness;

/** A loopback port nothing listens on: bound, read, closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

setUpOnce(async () => {
  harness = await startHarness({ env: { STRIPE_API_BASE: `http://127.0.0.1:${await closedPort()}` } });
  await harness.seedFixtures(seasonWithCurrentGameweek3());
});
afterAll(async () => {
  await harness?.close();
});

it('answers 503 with Retry-After and the connection failure, and stores nothing', async () => {
  const response = await request(harness.app).post('/api/payment/create-session').send({ success_url: SITE_ROOT, cancel_url: SITE_ROOT });
  expect(response.status).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  const { detail } = errorBodySchema.parse(response.body);
  expect(detail).toMatch(/^Payment provider unreachable \(StripeConnectionError/);
  expect(detail).not.toContain(harness.config.STRIPE_SECRET_KEY ?? 'no key');
  expect(await harness.context.repositories.purchases.count()).toBe(0);
});
