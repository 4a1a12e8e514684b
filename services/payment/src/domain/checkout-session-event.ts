// The checkout.session.* event Stripe sends for one of our purchases: the fields the webhook
// handler reads and the envelope around them. The local test checkout pays with it, and the tests
// build the events they sign from it, so both speak exactly what the handler expects.
import { randomBytes } from 'node:crypto';
import { type Purchase, purchaseMetadata } from './purchase.ts';

export interface CheckoutSessionEventOptions {
  /** Event id; a random `evt_<prefix>…` by default. */
  id?: string;
  idPrefix?: string;
  type?: string;
  apiVersion?: string | null;
  /** Seconds since the epoch. */
  created: number;
  /** Fields of the session object to replace (tests: a tampered amount, an unpaid status…). */
  session?: Record<string, unknown>;
}

export function checkoutSessionEvent(purchase: Purchase, options: CheckoutSessionEventOptions): Record<string, unknown> {
  const { created } = options;
  return {
    id: options.id ?? `evt_${options.idPrefix ?? ''}${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: options.apiVersion ?? null,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: options.type ?? 'checkout.session.completed',
    data: {
      object: {
        id: purchase.session_id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: purchase.purchase_id,
        metadata: purchaseMetadata(purchase),
        amount_subtotal: purchase.amount,
        amount_total: purchase.amount,
        currency: purchase.currency,
        created,
        livemode: false,
        ...options.session,
      },
    },
  };
}
