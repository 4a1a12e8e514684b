// Stripe webhook signatures (Stripe-Signature: t=<unix>,v1=<HMAC-SHA256 of "t.body">). Verified
// with the SDK over the exact request bytes; the same SDK signs the local test checkout's events,
// so both paths go through one verification.
import Stripe from 'stripe';

/** Signed events older than this are refused as stale (replays); Stripe's own default. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

/** The verified event; throws WebhookSignatureError for a missing, malformed, wrong or stale signature. */
export function verifyStripeEvent(payload: Buffer, signature: string | undefined, secret: string): Stripe.Event {
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      // The SDK's first sentence says what was wrong (no matching signature, stale timestamp,
      // unparsable header); the rest is advice for developers.
      const reason = error.message.split(/\n|\? /)[0]?.trim() ?? 'invalid signature';
      throw new WebhookSignatureError(`Webhook signature verification failed: ${reason}`);
    }
    throw error;
  }
}

/** A Stripe-Signature header for `payload`, as Stripe would send it now. */
export function signStripePayload(payload: string, secret: string, timestampSeconds?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestampSeconds === undefined ? {} : { timestamp: timestampSeconds }),
  });
}
