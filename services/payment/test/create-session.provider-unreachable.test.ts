// create-session when the Stripe API cannot be reached at all (the real SDK against a closed
// port): a 502 `{detail}` the page can show, nothing stored, and no key in the answer.
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

it('answers 502 with the connection failure and stores nothing', async () => {
  const response = await request(harness.app).post('/api/payment/create-session').send({ success_url: SITE_ROOT, cancel_url: SITE_ROOT });
  expect(response.status).toBe(502);
  const { detail } = errorBodySchema.parse(response.body);
  expect(detail).toMatch(/^Payment provider error: StripeConnectionError/);
  expect(detail).not.toContain(harness.config.STRIPE_SECRET_KEY ?? 'no key');
  expect(await harness.context.repositories.purchases.count()).toBe(0);
});
