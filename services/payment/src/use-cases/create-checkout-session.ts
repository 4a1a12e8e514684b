// POST /api/payment/create-session: one checkout attempt for one gameweek at £9.99.
//
// The attempt gets a new random session token; only its hash is stored, with the season, the
// gameweek and state `pending`. The raw token goes into the checkout's success address (to the
// buyer's browser, and nowhere else), and the purchase turns `paid` only when the signed webhook
// says so: the return to the site proves nothing by itself.
//
// Order: the checkout session is created first and the purchase stored under its id second, and
// the address is answered only after both; so a buyer can never pay for a session that has no
// purchase, and a failed provider call leaves nothing behind.
import { randomUUID } from 'node:crypto';
import type { CreateCheckoutSessionResponse } from '@scoreline/contracts';
import { AppError, hashSessionToken } from '@scoreline/service-kit';
import { CheckoutProviderError } from '../checkout/checkout-gateway.ts';
import { newPurchaseAmount, purchaseMetadata, type Purchase } from '../domain/purchase.ts';
import { checkReturnUrl, defaultSiteRoot, fixturePageOf, withSessionToken } from '../domain/return-urls.ts';
import { generateSessionToken, sessionTokenExpiry } from '../domain/session-token.ts';
import type { CheckoutDeps } from './ports.ts';
import { refuseIfAlreadyUnlocked } from './refuse-if-already-unlocked.ts';
import { refusePlayedGameweek } from './refuse-played-gameweek.ts';
import { resolveGameweek } from './resolve-gameweek.ts';

export interface CreateCheckoutInput {
  readonly fixture_id?: number;
  readonly success_url?: string;
  readonly cancel_url?: string;
  /** The request's Origin header, used for the default return address of the fixture page. */
  readonly requestOrigin: string | undefined;
  /** The session tokens the request presents (header and cookie): one that already unlocks the gameweek refuses the checkout. */
  readonly sessionTokens?: readonly string[];
}

export async function createCheckoutSession(
  input: CreateCheckoutInput,
  deps: CheckoutDeps,
): Promise<CreateCheckoutSessionResponse> {
  // Everything the client sent is checked before anything is created.
  const root = () => defaultSiteRoot(input.requestOrigin, deps.siteOrigins);
  // The checkout returns to the page it started from: the fixture page, or the site root.
  const startPage = () => (input.fixture_id === undefined ? root() : fixturePageOf(root(), input.fixture_id));
  const successUrl = input.success_url
    ? checkReturnUrl('success_url', input.success_url, deps.siteOrigins)
    : startPage();
  const cancelUrl = input.cancel_url
    ? checkReturnUrl('cancel_url', input.cancel_url, deps.siteOrigins)
    : startPage();
  const readModel = { fixtures: deps.repositories.fixtures, clock: deps.clock };
  const gameweek = await resolveGameweek({ fixtureId: input.fixture_id }, readModel);
  await refusePlayedGameweek(gameweek, readModel);
  await refuseIfAlreadyUnlocked({ sessionTokens: input.sessionTokens ?? [], season: gameweek.season, gameweek: gameweek.gameweek }, deps);

  const token = generateSessionToken();
  const createdAt = deps.clock();
  const purchaseId = randomUUID();
  const metadata = purchaseMetadata({ purchase_id: purchaseId, ...gameweek });
  const log = deps.logger.child({
    purchase_id: purchaseId,
    season: gameweek.season,
    gameweek: gameweek.gameweek,
  });

  let session;
  try {
    session = await deps.checkout.create({
      purchaseId,
      season: gameweek.season,
      gameweek: gameweek.gameweek,
      successUrl: withSessionToken(successUrl, token),
      cancelUrl,
      sessionToken: token,
      metadata,
      idempotencyKey: `create-session-${purchaseId}`,
      // The local test checkout page is served on the site's own origin (the gateway), taken from
      // the configured origins, never from the request's Host header, which any client can set.
      apiOrigin: new URL(root()).origin,
    });
  } catch (error) {
    if (error instanceof CheckoutProviderError) {
      // Unreachable (stripe-mock or Stripe down): an outage to retry, so 503 with Retry-After, as
      // for the store and the broker; a refusal from a provider that answered stays 502.
      if (error.unreachable) {
        log.warn({ provider_error: error.detail }, 'payment provider unreachable');
        throw AppError.unavailable(`Payment provider unreachable (${error.detail}); nothing was charged, try again shortly`);
      }
      log.warn({ provider_error: error.detail }, 'checkout session refused by the payment provider');
      throw new AppError(502, `Payment provider error: ${error.detail}`);
    }
    throw error;
  }

  const purchase: Purchase = {
    session_id: session.id,
    purchase_id: purchaseId,
    token_hash: hashSessionToken(token),
    season: gameweek.season,
    gameweek: gameweek.gameweek,
    fixture_id: gameweek.fixture_id,
    state: 'pending',
    checkout: deps.checkout.kind,
    ...newPurchaseAmount(),
    success_url: successUrl,
    cancel_url: cancelUrl,
    created_at: createdAt,
    token_expires_at: sessionTokenExpiry(createdAt),
    paid_at: null,
    published_at: null,
    completed_by_event: null,
  };
  try {
    await deps.repositories.purchases.insert(purchase);
  } catch (error) {
    // Nobody has the address yet; close the session so it cannot be paid without a purchase.
    await deps.checkout.expire(session.id).catch((expireError: unknown) => {
      const reason = expireError instanceof CheckoutProviderError ? expireError.detail : String(expireError);
      log.error(
        { session_id: session.id, provider_error: reason },
        'could not expire an unstored checkout session',
      );
    });
    throw error;
  }
  log.info({ session_id: session.id, checkout: deps.checkout.kind }, 'checkout session created');
  return { url: session.url };
}
