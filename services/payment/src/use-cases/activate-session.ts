// POST /api/session/activate: the paid return's token becomes the HttpOnly session cookie, so the
// page never writes a cookie itself. Only a paid, unexpired token is activated.
//
// The buyer's browser and Stripe's webhook race: the redirect to the site root can arrive before
// the webhook that marks the purchase paid. A pending token answers 409 at once (the route adds
// Retry-After) and the page asks again; holding the request open while polling the store would
// tie up a connection per buyer for seconds.
import { AppError, hashSessionToken } from '@scoreline/service-kit';
import {
  SESSION_ACTIVATION_RETRY_MS,
  SESSION_PAYMENT_PENDING_DETAIL,
  SESSION_TOKEN_TTL_MS,
} from '@scoreline/contracts';
import { isExpired } from '../domain/session-token.ts';
import type { Clock, Repositories } from './ports.ts';

export interface ActivateSessionDeps {
  readonly repositories: Repositories;
  readonly clock: Clock;
}

export interface ActivatedSession {
  readonly expiresAt: Date;
  /** Cookie Max-Age: what is left of the token's life, never more than 7 days. */
  readonly maxAgeMs: number;
}

export async function activateSession(input: { readonly token: string }, deps: ActivateSessionDeps): Promise<ActivatedSession> {
  const tokenHash = hashSessionToken(input.token);
  const purchase = await deps.repositories.purchases.findByTokenHash(tokenHash);
  if (!purchase) throw AppError.notFound('Unknown session token');

  const now = deps.clock();
  if (isExpired(purchase, now)) throw new AppError(410, 'Session token expired');
  if (purchase.state === 'abandoned') throw AppError.conflict('This checkout expired without a payment');
  if (purchase.state === 'pending') {
    // Answered at once; the page asks again (SESSION_ACTIVATION_RETRY_MS) until the webhook lands.
    throw new AppError(409, SESSION_PAYMENT_PENDING_DETAIL, {
      headers: { 'Retry-After': String(SESSION_ACTIVATION_RETRY_MS / 1000) },
    });
  }
  const remaining = purchase.token_expires_at.getTime() - now.getTime();
  return { expiresAt: purchase.token_expires_at, maxAgeMs: Math.min(remaining, SESSION_TOKEN_TTL_MS) };
}
