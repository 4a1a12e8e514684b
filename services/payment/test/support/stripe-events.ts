// Webhook events as Stripe sends them: the JSON body and its Stripe-Signature header, made with
// the SDK's own generateTestHeaderString, so the service verifies them exactly as it would
// verify Stripe's.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Purchase } from '../../src/domain/purchase.ts';
import { purchaseMetadata } from '../../src/domain/purchase.ts';

export interface SignedEvent {
  readonly id: string;
  readonly payload: string;
  readonly signature: string;
}

type SessionOverrides = Record<string, unknown>;

/** A checkout.session.* event for a stored purchase, carrying what real Stripe would. */
export function checkoutSessionEvent(
  purchase: Purchase,
  options: { type?: string; id?: string; session?: SessionOverrides } = {},
): Record<string, unknown> {
  const created = Math.floor(Date.now() / 1000);
  return {
    id: options.id ?? `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-10-29.clover',
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

export function signEvent(event: Record<string, unknown>, secret: string, options: { timestamp?: number } = {}): SignedEvent {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { id: String(event.id), payload, signature };
}
