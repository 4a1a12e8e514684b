// POST /api/payment/test-checkout/{id}/pay: pays the local test checkout (development without a
// Stripe key; see checkout/local-test-gateway.ts). Only with the purchase's own session token (the
// checkout is found as its page finds it, find-test-checkout.ts). Paying builds the
// checkout.session.completed event Stripe would send, signs it with the webhook secret and hands it
// to the same webhook handler: the purchase completes exactly as a real one does.
import { AppError } from '@scoreline/service-kit';
import { signStripePayload } from '../checkout/webhook-signature.ts';
import { checkoutSessionEvent } from '../domain/checkout-session-event.ts';
import { withSessionToken } from '../domain/return-urls.ts';
import { findTestCheckout } from './find-test-checkout.ts';
import { handleStripeWebhook } from './handle-stripe-webhook.ts';
import type { WebhookDeps } from './ports.ts';

/** Pays the test checkout through the signed-webhook path; answers where to send the buyer. */
export async function payTestCheckout(
  input: { readonly sessionId: string; readonly token: string; readonly correlationId: string },
  deps: WebhookDeps,
): Promise<string> {
  const purchase = await findTestCheckout({ sessionId: input.sessionId, token: input.token }, deps);
  if (purchase.state === 'abandoned') throw AppError.conflict('This checkout expired without a payment');
  const created = Math.floor(deps.clock().getTime() / 1000);
  const event = checkoutSessionEvent(purchase, { idPrefix: 'localtest_', created });
  const payload = JSON.stringify(event, null, 2);
  await handleStripeWebhook(
    {
      payload: Buffer.from(payload, 'utf8'),
      signature: signStripePayload(payload, deps.webhookSecret),
      correlationId: input.correlationId,
    },
    deps,
  );
  return withSessionToken(purchase.success_url, input.token);
}
