// Stripe Checkout through the official SDK. STRIPE_API_BASE points it at stripe-mock locally.
import Stripe from 'stripe';
import { GAMEWEEK_PRICE } from '../domain/price.ts';
import { type CheckoutGateway, CheckoutProviderError } from './checkout-gateway.ts';

/**
 * Each attempt's timeout and the network retries after it: a buyer waits for create-session, so an
 * unresponsive Stripe (a frozen stripe-mock) must be given up on within 10 s in all. 2 × 4 s plus the
 * SDK's half-second wait before its retry; it was 3 × 15 s (an answer after 46 s).
 */
export const STRIPE_TIMEOUT_MS = 4_000;
export const STRIPE_NETWORK_RETRIES = 1;

export interface StripeClientOptions {
  secretKey: string;
  apiBase: string;
  /** Per attempt (STRIPE_TIMEOUT_MS); the page waits for create-session, so it must not hang. */
  timeoutMs?: number;
}

export function createStripeClient(options: StripeClientOptions): Stripe {
  const base = new URL(options.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, {
    host: base.hostname,
    port: base.port === '' ? (protocol === 'http' ? 80 : 443) : Number(base.port),
    protocol,
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    // The SDK retries network failures and 409s with the same idempotency key, which is safe.
    maxNetworkRetries: STRIPE_NETWORK_RETRIES,
    telemetry: false,
  });
}

/**
 * A short, secret-free description of a Stripe failure. Only chosen fields are used: an SDK error
 * object also carries raw response data, which has no place in an answer or a log line.
 */
export function describeStripeError(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) {
    const code = error.code ? ` ${error.code}` : '';
    // Stripe's messages name the problem (a parameter, a state) and mask keys; one line of it is enough.
    const message = error.message.split('\n')[0] ?? '';
    return `${error.type}${code}: ${message}`.slice(0, 300);
  }
  return 'unexpected error from the payment provider';
}

export function createStripeGateway(stripe: Stripe): CheckoutGateway {
  return {
    kind: 'stripe',
    async create(request) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            client_reference_id: request.purchaseId,
            metadata: { ...request.metadata },
            payment_intent_data: { metadata: { ...request.metadata } },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: GAMEWEEK_PRICE.currency,
                  unit_amount: GAMEWEEK_PRICE.amount,
                  product_data: {
                    name: `Scoreline premium: gameweek ${request.gameweek}, ${request.season}`,
                    description: 'Exact scores and probabilities for every fixture of the gameweek.',
                  },
                },
              },
            ],
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new CheckoutProviderError('the checkout session has no url');
        return { id: session.id, url: session.url };
      } catch (error) {
        if (error instanceof CheckoutProviderError) throw error;
        throw new CheckoutProviderError(describeStripeError(error), {
          unreachable: error instanceof Stripe.errors.StripeConnectionError,
        });
      }
    },
    async expire(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        throw new CheckoutProviderError(describeStripeError(error));
      }
    },
  };
}
