// A stripe-mock of the test's own, for fault tests that stop the payment provider: the run's shared
// stripe-mock (STRIPE_API_BASE) serves every other payment test at the same time. deploy/local's
// stripe-mock on free ports with its own state, started and stopped through infra.sh like the
// private broker and store.
import { freePort } from '@scoreline/service-kit/free-port';
import { type PrivateInfra, startPrivateInfra } from './private-infra.ts';

export interface PrivateStripe extends PrivateInfra {
  /** `http://127.0.0.1:<port>`: pass as STRIPE_API_BASE. */
  readonly apiBase: string;
}

export async function startPrivateStripe(): Promise<PrivateStripe> {
  const port = await freePort();
  const infra = await startPrivateInfra({
    component: 'stripe-mock',
    ports: { SCORELINE_STRIPE_PORT: port, SCORELINE_STRIPE_HTTPS_PORT: await freePort() },
    external: 'STRIPE_API_BASE',
    label: 'private-stripe',
  });
  return { apiBase: `http://127.0.0.1:${port}`, ...infra };
}
