// The local test checkout (development without a Stripe key; see checkout/local-test-gateway.ts).
// Showing the page and paying both require the purchase's own session token, so the page works
// only for the browser the checkout address was given to. Paying builds the
// checkout.session.completed event Stripe would send, signs it with the webhook secret and hands it
// to the same webhook handler: the purchase completes exactly as a real one does.
import { AppError, hashSessionToken } from '@scoreline/service-kit';
import { signStripePayload } from '../checkout/webhook-signature.ts';
import { checkoutSessionEvent } from '../domain/checkout-session-event.ts';
import type { Purchase } from '../domain/purchase.ts';
import { withSessionToken } from '../domain/return-urls.ts';
import { isExpired } from './activate-session.ts';
import { handleStripeWebhook } from './handle-stripe-webhook.ts';
import type { WebhookDeps } from './ports.ts';

/** The checkout as the test page shows it. */
export async function findTestCheckout(deps: Pick<WebhookDeps, 'repositories' | 'clock'>, sessionId: string, token: string): Promise<Purchase> {
  const purchase = await deps.repositories.purchases.findBySessionId(sessionId);
  if (!purchase || purchase.checkout !== 'local-test') throw AppError.notFound('Unknown test checkout session');
  if (hashSessionToken(token) !== purchase.token_hash) {
    throw AppError.forbidden('This session token does not belong to this checkout');
  }
  if (isExpired(purchase, deps.clock())) throw new AppError(410, 'Session token expired');
  return purchase;
}

/** Pays the test checkout through the signed-webhook path; answers where to send the buyer. */
export async function payTestCheckout(
  deps: WebhookDeps,
  input: { sessionId: string; token: string; correlationId: string },
): Promise<string> {
  const purchase = await findTestCheckout(deps, input.sessionId, input.token);
  if (purchase.state === 'abandoned') throw AppError.conflict('This checkout expired without a payment');
  const created = Math.floor(deps.clock().getTime() / 1000);
  const event = checkoutSessionEvent(purchase, { idPrefix: 'localtest_', created });
  const payload = JSON.stringify(event, null, 2);
  await handleStripeWebhook(deps, {
    payload: Buffer.from(payload, 'utf8'),
    signature: signStripePayload(payload, deps.webhookSecret),
    correlationId: input.correlationId,
  });
  return withSessionToken(purchase.success_url, input.token);
}
