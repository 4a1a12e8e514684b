// A fault test: the payment process SIGKILLed during a webhook. The payment service runs
// as a real child process (src/main.ts under tsx) on this file's database and Kafka namespace; a
// checkout is started, Stripe's signed checkout.session.completed is sent to the process and the
// process is killed while that request is in flight. Stripe got no 2xx, so it delivers the event
// again, to the restarted process: then the purchase is paid, payment.completed (which grants the
// access) has been published at least once, and the buyer's token activates.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sessionActivationResponseSchema } from '@scoreline/contracts';
import { hashSessionToken } from '@scoreline/service-kit';
import { freePort } from '@scoreline/service-kit/free-port';
import { setUpOnce, spawnEntry, waitUntil } from '@scoreline/test-support';
import { afterAll, describe, expect, it } from 'vitest';
import { startCheckout } from './support/flows.ts';
import { seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { type Harness, type Observed, startHarness } from './support/harness.ts';
import { checkoutSessionEvent, signEvent } from './support/stripe-events.ts';

const SERVICE_ENTRY = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

let harness: Harness;
let observed: Observed;
const children: ChildProcess[] = [];

setUpOnce(async () => {
  harness = await startHarness();
  await harness.seedFixtures(seasonWithCurrentGameweek3());
  observed = await harness.observe(['payment.completed']);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await harness?.close();
});

/** The payment service as a process on this file's database and namespace, once it answers /health. */
async function spawnService(): Promise<{ child: ChildProcess; base: string; exited: Promise<string> }> {
  const [port, operatorPort] = [await freePort(), await freePort()];
  const { child, exited, output } = spawnEntry(SERVICE_ENTRY, {
    cwd: PACKAGE_DIR,
    env: {
      PORT: String(port),
      OPERATOR_PORT: String(operatorPort),
      HOST: '127.0.0.1',
      PAYMENT_DB_NAME: harness.config.PAYMENT_DB_NAME,
      AUTH_DB_NAME: harness.config.PAYMENT_DB_NAME,
      EVENTS_NAMESPACE: harness.bus.groupName(''),
      STRIPE_API_BASE: harness.config.STRIPE_API_BASE,
      STRIPE_SECRET_KEY: harness.config.STRIPE_SECRET_KEY ?? '',
      STRIPE_WEBHOOK_SECRET: harness.config.STRIPE_WEBHOOK_SECRET,
      PUBLIC_ORIGINS: 'https://scoreline.test',
      PAYMENT_WORKERS: 'off',
    },
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`the payment service exited at start: ${output()}`);
      return (await fetch(`${base}/health`).catch(() => null))?.ok === true;
    },
    120_000,
    `the payment service on ${base}`,
  );
  return { child, base, exited };
}

describe('the payment process killed during a webhook', () => {
  it('pays the purchase, publishes payment.completed and activates the token once Stripe delivers the event again', async () => {
    const { token, purchase } = await startCheckout(harness);
    const signed = signEvent(checkoutSessionEvent(purchase), harness.config.STRIPE_WEBHOOK_SECRET);
    const deliver = (base: string) =>
      fetch(`${base}/api/payment/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signed.signature },
        body: signed.payload,
        signal: AbortSignal.timeout(20_000),
      });

    const first = await spawnService();
    const inFlight = deliver(first.base).then(
      (response) => response.status,
      () => 'no answer',
    );
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    // Killed with the event in flight: Stripe got no answer, so it will deliver the event again.
    expect(await inFlight).toBe('no answer');

    const second = await spawnService();
    let redelivered: Response | undefined;
    await waitUntil(async () => {
      redelivered = await deliver(second.base).catch(() => undefined);
      return redelivered?.status === 200;
    }, 60_000, 'the redelivered webhook answered 200');

    const paid = await harness.purchaseOfToken(token);
    expect(paid.state).toBe('paid');
    expect(paid.published_at).not.toBeNull();
    const tokenHash = hashSessionToken(token);
    const completed = await observed.waitFor('payment.completed', 1, (e) => e.data.token_hash === tokenHash, 60_000);
    expect(completed[0]?.data).toMatchObject({ season: purchase.season, gameweek: purchase.gameweek });

    const activated = await fetch(`${second.base}/api/session/activate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session_token: token }),
    });
    expect(activated.status).toBe(200);
    expect(sessionActivationResponseSchema.parse(await activated.json()).active).toBe(true);
    second.child.kill('SIGTERM');
    await second.exited;
  }, 400_000);
});
