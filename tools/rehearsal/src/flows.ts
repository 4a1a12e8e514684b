// The product's flows as visitors and an admin use them, through the ingress. A purchase is paid
// the way Stripe pays it: the checkout session is created against stripe-mock, and the rehearsal,
// standing in for Stripe's webhook, sends checkout.session.completed for that session (the
// payment service's own event shape) signed with the deployment's webhook secret.
import { checkoutSessionEvent, type Purchase } from '@scoreline/service-payment';
import Stripe from 'stripe';
import type { StoreReader } from './counts.ts';
import { Final, type Ingress, until } from './ingress.ts';

export async function adminToken(ingress: Ingress, password: string): Promise<string> {
  return (await ingress.call('adminToken', { body: { password } })).token;
}

/** The current gameweek once every fixture of it has its prediction (the first start ingests and predicts). */
export async function predictedGameweek(ingress: Ingress, timeoutMs: number) {
  let seen = 'no answer';
  return until('the current gameweek with every prediction', timeoutMs, async () => {
    const answer = await ingress.call('currentGameweek');
    seen = `${answer.gameweek_info?.season ?? '-'} gameweek ${answer.gameweek_info?.current_gameweek ?? '-'}, ${answer.fixtures.filter((f) => f.has_prediction).length} of ${answer.fixtures.length} predicted`;
    return answer.gameweek_info && answer.fixtures.length > 0 && answer.fixtures.every((f) => f.has_prediction) ? answer : undefined;
  }, 2000).catch((error: unknown) => {
    throw new Error(`${error instanceof Error ? error.message : String(error)}; last seen: ${seen}`);
  });
}

export interface Paid {
  readonly sessionId: string;
  readonly tokenHash: string;
}

/**
 * One purchase: create-session through the ingress (the payment service calls stripe-mock), then
 * the signed webhook Stripe would send for it. Purchases are made one at a time: the newest pending
 * purchase in the store is this one.
 */
export async function buy(ingress: Ingress, store: StoreReader, fixtureId: number, webhookSecret: string): Promise<Paid> {
  const before = await store.newestPurchase();
  const { url } = await ingress.call('createCheckoutSession', { body: { fixture_id: fixtureId } });
  if (!/^https:\/\//.test(url)) throw new Error(`create-session answered no checkout address: ${url}`);
  const purchase = (await until('the pending purchase in the store', 30_000, async () => {
    const newest = await store.newestPurchase();
    return newest && newest._id !== before?._id && newest.state === 'pending' ? newest : undefined;
  })) as Record<string, unknown>;
  const stored = { ...purchase, session_id: String(purchase._id) } as unknown as Purchase;
  const event = checkoutSessionEvent(stored, { idPrefix: 'rehearsal_', created: Math.floor(Date.now() / 1000) });
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  const ack = await ingress.call('stripeWebhook', { raw: { body: payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } } });
  if (ack.outcome !== 'recorded') throw new Error(`the webhook for ${stored.session_id} was ${ack.outcome}, not recorded`);
  return { sessionId: stored.session_id, tokenHash: stored.token_hash };
}

/**
 * Waits until the payment service's fixtures read model holds every fixture of the catalog: on a
 * first start it fills from fixtures.upserted after the other services, and a checkout before
 * that answers 404 for a fixture the site already shows.
 */
export async function paymentCaughtUp(store: StoreReader, timeoutMs: number): Promise<{ catalog: number; payment: number }> {
  return until('the payment read model holding every catalog fixture', timeoutMs, async () => {
    const counts = await store.catalogAndPaymentFixtures();
    return counts.catalog > 0 && counts.payment >= counts.catalog ? counts : undefined;
  }, 2000);
}

/** Resolves once the prediction service has applied every payment (its access read model). */
export async function accessGranted(store: StoreReader, paid: readonly Paid[], timeoutMs: number): Promise<void> {
  await until(`access for ${paid.length} payment(s)`, timeoutMs, async () => ((await Promise.all(paid.map((p) => store.hasGrant(p.tokenHash)))).every(Boolean) ? true : undefined), 2000);
}

/** Requests a refresh of each season (each answered 202); resolves with when the first was asked. */
export async function requestRefresh(ingress: Ingress, bearer: string, seasons: readonly number[]): Promise<number> {
  const started = Date.now();
  for (const season of seasons) await ingress.call('refreshSeason', { params: { season }, bearer });
  return started;
}

/** Resolves when every season of a refresh requested at `started` has completed. */
export async function refreshCompleted(ingress: Ingress, seasons: readonly number[], started: number, timeoutMs: number) {
  const status = await until(`the refresh of ${seasons.length} season(s)`, timeoutMs, async () => {
    const answer = await ingress.call('refreshStatus');
    // The latest run is this one (queued after `started`), not an earlier one's completed seasons.
    if (!answer.started_at || Date.parse(answer.started_at) < started - 2000) return undefined;
    const progress = seasons.map((season) => answer.progress[String(season)]);
    const failed = progress.find((p) => p?.status === 'error');
    if (failed) throw new Final(`refresh failed: ${answer.error ?? failed.season_label}`);
    return progress.every((p) => p?.status === 'completed') && !answer.running ? answer : undefined;
  }, 2000);
  return { status, ms: Date.now() - started };
}

/** Requests a refresh of each season; resolves when every one has completed. */
export async function refresh(ingress: Ingress, bearer: string, seasons: readonly number[], timeoutMs: number) {
  return refreshCompleted(ingress, seasons, await requestRefresh(ingress, bearer, seasons), timeoutMs);
}

/** Resolves once a recalculation started after `since` has completed (the refresh's predictions written). */
export async function predictionsAfter(ingress: Ingress, bearer: string, since: number, timeoutMs: number) {
  return until('the predictions recalculated after the refresh', timeoutMs, async () => {
    const { last_run: run } = await ingress.call('recalculationStatus', { bearer });
    if (run?.status === 'failed') throw new Final(`recalculation failed: ${run.error}`);
    return run && run.status === 'completed' && Date.parse(run.started_at) >= since ? run : undefined;
  }, 2000);
}

/** Starts a matrix test of every weight set × every rounding config; resolves with its id once accepted. */
export async function startMatrixJob(ingress: Ingress, bearer: string): Promise<string> {
  return (await ingress.call('startMatrixTest', { bearer })).job_id;
}

/** Resolves with the job's size once it has completed. */
export async function matrixJobCompleted(ingress: Ingress, bearer: string, jobId: string, timeoutMs: number): Promise<{ jobId: string; total: number }> {
  const job = await until(`matrix job ${jobId}`, timeoutMs, async () => {
    const status = await ingress.call('matrixJobStatus', { params: { jobId }, bearer });
    if (status.status === 'failed') throw new Final(`matrix job ${jobId} failed: ${status.error}`);
    return status.status === 'completed' ? status : undefined;
  }, 2000);
  return { jobId, total: job.total_combinations };
}

/** Starts a matrix test of every weight set × every rounding config; resolves with its id once completed. */
export async function matrixJob(ingress: Ingress, bearer: string, timeoutMs: number): Promise<{ jobId: string; total: number }> {
  return matrixJobCompleted(ingress, bearer, await startMatrixJob(ingress, bearer), timeoutMs);
}
