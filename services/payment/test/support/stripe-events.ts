// Webhook events as Stripe sends them: the JSON body and its Stripe-Signature header, made with
// the SDK's own generateTestHeaderString, so the service verifies them exactly as it would
// verify Stripe's.
import Stripe from 'stripe';
import { checkoutSessionEvent as buildEvent } from '../../src/domain/checkout-session-event.ts';
import type { Purchase } from '../../src/domain/purchase.ts';

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
  return buildEvent(purchase, {
    idPrefix: 'test_',
    apiVersion: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    ...options,
  });
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
