// POST /api/payment/webhook, and the local test checkout's Pay button: a signed Stripe event.
//
// Nothing is read or written before the signature over the exact bytes is verified; unsigned,
// tampered or stale events are refused with 400 and leave no trace. A verified
// checkout.session.completed (or async_payment_succeeded) whose session is one of our pending
// purchases, with the same reference, metadata and amount, turns it `paid` once and publishes
// payment.completed (token hash, season, gameweek, the token's expiry) for the prediction service's
// access read model.
//
// At-least-once on both sides: Stripe redelivers until it gets a 2xx, so a failed publish answers
// 5xx and the redelivery publishes again (the purchase remembers whether it was published); a
// redelivery after success is a duplicate and changes nothing. The prediction service's consumer
// is idempotent, so a second publish after a crash between publish and bookkeeping is harmless.
import type { WebhookAcknowledgement, WebhookOutcome } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import type Stripe from 'stripe';
import { z } from 'zod';
import { WebhookSignatureError, verifyStripeEvent } from '../checkout/webhook-signature.ts';
import { type SessionFacts, mismatchBetween } from '../domain/purchase.ts';
import type { WebhookDeps } from './ports.ts';

export interface WebhookInput {
  /** The exact request body bytes (rawBodyOf), undefined when no JSON body was sent. */
  readonly payload: Buffer | undefined;
  readonly signature: string | undefined;
  readonly correlationId: string;
}

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const EXPIRED_EVENT = 'checkout.session.expired';

// The fields of a Checkout Session this service reads; the rest of Stripe's object is ignored.
const checkoutSessionSchema = z.object({
  id: z.string().min(1),
  object: z.literal('checkout.session'),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_status: z.string(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
});
type CheckoutSessionFacts = z.infer<typeof checkoutSessionSchema>;

// What makes a signed body an event at all: a correctly signed `[1,2,3]` is not one.
const eventEnvelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export async function handleStripeWebhook(
  input: WebhookInput,
  deps: WebhookDeps,
): Promise<WebhookAcknowledgement> {
  if (!input.payload || input.payload.length === 0) {
    throw AppError.badRequest('Webhook body must be the JSON event as Stripe sent it');
  }
  let event: Stripe.Event;
  try {
    event = verifyStripeEvent(input.payload, input.signature, deps.webhookSecret);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      deps.logger.warn({ reason: error.message }, 'webhook refused');
      throw AppError.badRequest(error.message);
    }
    throw error;
  }
  if (!eventEnvelopeSchema.safeParse(event).success) {
    deps.logger.warn('webhook refused: the signed body is not a Stripe event');
    throw AppError.badRequest(
      'Webhook body is not a Stripe event (expected an object with id, type and data.object)',
    );
  }

  const log = deps.logger.child({ stripe_event_id: event.id, stripe_event_type: event.type });
  if (!PAID_EVENTS.has(event.type) && event.type !== EXPIRED_EVENT) {
    log.info('webhook event ignored: not a checkout payment event');
    return acknowledge('ignored');
  }
  const parsed = checkoutSessionSchema.safeParse(event.data.object);
  if (!parsed.success) {
    log.warn('webhook refused: event data is not a checkout session');
    throw AppError.badRequest(`Webhook event ${event.type} does not carry a checkout session`);
  }
  const session = parsed.data;
  const outcome = PAID_EVENTS.has(event.type)
    ? await completePurchase(deps, event, session, input.correlationId, log)
    : await abandonPurchase(deps, event, session, log);
  log.info({ session_id: session.id, outcome }, 'webhook event handled');
  return acknowledge(outcome);
}

function acknowledge(outcome: WebhookOutcome): WebhookAcknowledgement {
  return { received: true, outcome };
}

function factsOf(session: CheckoutSessionFacts): SessionFacts {
  return {
    id: session.id,
    client_reference_id: session.client_reference_id ?? null,
    metadata: session.metadata ?? {},
    amount_total: session.amount_total ?? null,
    currency: session.currency ?? null,
  };
}

/** The purchase this session belongs to, or null (logged) when it is none of ours. */
async function matchingPurchase(
  deps: WebhookDeps,
  session: CheckoutSessionFacts,
  log: WebhookDeps['logger'],
) {
  const purchase = await deps.repositories.purchases.findBySessionId(session.id);
  if (!purchase) {
    // Another integration on the same Stripe account, or a session whose purchase was never stored.
    log.warn({ session_id: session.id }, 'webhook event names no purchase of ours');
    return null;
  }
  const mismatch = mismatchBetween(factsOf(session), purchase);
  if (mismatch) {
    log.error(
      { session_id: session.id, purchase_id: purchase.purchase_id, mismatch },
      'webhook session does not match its purchase',
    );
    return null;
  }
  return purchase;
}

async function completePurchase(
  deps: WebhookDeps,
  event: Stripe.Event,
  session: CheckoutSessionFacts,
  correlationId: string,
  log: WebhookDeps['logger'],
): Promise<WebhookOutcome> {
  if (await deps.repositories.webhookEvents.has(event.id)) return 'duplicate';
  const purchase = await matchingPurchase(deps, session, log);
  if (!purchase) return 'ignored';
  if (session.payment_status !== 'paid') {
    // A delayed payment method: checkout.session.async_payment_succeeded follows when it clears.
    log.info(
      { session_id: session.id, payment_status: session.payment_status },
      'checkout completed without payment yet',
    );
    return 'ignored';
  }
  if (purchase.state === 'abandoned') {
    log.error(
      { session_id: session.id },
      'payment reported for an abandoned checkout; left for manual review',
    );
    return 'ignored';
  }

  const now = deps.clock();
  const newlyPaid = await deps.repositories.purchases.markPaid(purchase.session_id, now, event.id);
  // Re-read: a concurrent delivery may have published meanwhile, and a previous one may have
  // marked it paid but failed to publish.
  const current = newlyPaid ? null : await deps.repositories.purchases.findBySessionId(purchase.session_id);
  const mustPublish = newlyPaid || (current?.state === 'paid' && current.published_at === null);
  if (mustPublish) {
    await deps.publisher.publish('payment.completed', {
      data: {
        token_hash: purchase.token_hash,
        season: purchase.season,
        gameweek: purchase.gameweek,
        // The access lasts as long as the token: the prediction service honours this expiry.
        expires_at: purchase.token_expires_at.toISOString(),
      },
      correlationId,
    });
    await deps.repositories.purchases.markPublished(purchase.session_id, deps.clock());
    log.info(
      {
        session_id: session.id,
        purchase_id: purchase.purchase_id,
        season: purchase.season,
        gameweek: purchase.gameweek,
      },
      'purchase paid; payment.completed published',
    );
  }
  await deps.repositories.webhookEvents.record({
    event_id: event.id,
    type: event.type,
    session_id: session.id,
    received_at: now,
  });
  return mustPublish ? 'recorded' : 'duplicate';
}

async function abandonPurchase(
  deps: WebhookDeps,
  event: Stripe.Event,
  session: CheckoutSessionFacts,
  log: WebhookDeps['logger'],
): Promise<WebhookOutcome> {
  if (await deps.repositories.webhookEvents.has(event.id)) return 'duplicate';
  const purchase = await matchingPurchase(deps, session, log);
  if (!purchase) return 'ignored';
  const changed = await deps.repositories.purchases.markAbandoned(purchase.session_id);
  await deps.repositories.webhookEvents.record({
    event_id: event.id,
    type: event.type,
    session_id: session.id,
    received_at: deps.clock(),
  });
  return changed ? 'recorded' : 'duplicate';
}
