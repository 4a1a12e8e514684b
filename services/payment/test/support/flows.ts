// Steps the tests repeat: start a checkout through the API, deliver a signed webhook.
import request from 'supertest';
import type { Express } from 'express';
import type { Purchase } from '../../src/domain/purchase.ts';
import type { Harness } from './harness.ts';
import { type SignedEvent, checkoutSessionEvent, signEvent } from './stripe-events.ts';

export const SITE_ROOT = 'https://scoreline.test/';

export interface StartedCheckout {
  readonly url: string;
  /** The raw token the service generated (from the checkout request it made). */
  readonly token: string;
  readonly purchase: Purchase;
}

export async function startCheckout(
  harness: Harness,
  body: Record<string, unknown> = { success_url: SITE_ROOT, cancel_url: SITE_ROOT },
): Promise<StartedCheckout> {
  const before = harness.checkoutRequests.length;
  const response = await request(harness.app).post('/api/payment/create-session').send(body);
  if (response.status !== 200) throw new Error(`create-session answered ${response.status}: ${JSON.stringify(response.body)}`);
  const made = harness.checkoutRequests[before];
  if (!made) throw new Error('create-session made no checkout request');
  const purchase = await harness.purchaseOfToken(made.sessionToken);
  return { url: String(response.body.url), token: made.sessionToken, purchase };
}

export function postWebhook(app: Express, signed: Pick<SignedEvent, 'payload'> & { signature?: string }) {
  const call = request(app).post('/api/payment/webhook').set('Content-Type', 'application/json');
  if (signed.signature !== undefined) call.set('Stripe-Signature', signed.signature);
  return call.send(signed.payload);
}

/** Delivers a signed checkout.session.completed for the purchase, as Stripe would after payment. */
export async function payByWebhook(harness: Harness, purchase: Purchase, requestId?: string) {
  const signed = signEvent(checkoutSessionEvent(purchase), harness.config.STRIPE_WEBHOOK_SECRET);
  const call = postWebhook(harness.app, signed);
  if (requestId) call.set('X-Request-Id', requestId);
  const response = await call;
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}: ${JSON.stringify(response.body)}`);
  return { signed, response };
}
