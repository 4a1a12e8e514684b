// POST /api/session/activate: the paid return's token becomes the HttpOnly session cookie, so the
// page never writes a cookie itself. Only a paid, unexpired token is activated.
//
// The buyer's browser and Stripe's webhook race: the redirect to the site root can arrive before
// the webhook that marks the purchase paid. A pending token is therefore given a few seconds
// (PAYMENT_ACTIVATION_WAIT_MS) to become paid before the answer is 409.
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, hashSessionToken } from '@scoreline/service-kit';
import { SESSION_TOKEN_TTL_MS } from '@scoreline/contracts';
import type { Purchase } from '../domain/purchase.ts';
import type { Clock, Repositories } from './ports.ts';

export interface ActivateSessionDeps {
  readonly repositories: Repositories;
  readonly clock: Clock;
  readonly activationWaitMs: number;
}

export interface ActivatedSession {
  readonly expiresAt: Date;
  /** Cookie Max-Age: what is left of the token's life, never more than 7 days. */
  readonly maxAgeMs: number;
}

const POLL_INTERVAL_MS = 200;

export async function activateSession(deps: ActivateSessionDeps, token: string): Promise<ActivatedSession> {
  const tokenHash = hashSessionToken(token);
  let purchase = await deps.repositories.purchases.findByTokenHash(tokenHash);
  if (!purchase) throw AppError.notFound('Unknown session token');

  const deadline = Date.now() + deps.activationWaitMs;
  while (purchase.state === 'pending' && !isExpired(purchase, deps.clock()) && Date.now() < deadline) {
    await sleep(Math.min(POLL_INTERVAL_MS, Math.max(0, deadline - Date.now())));
    purchase = (await deps.repositories.purchases.findByTokenHash(tokenHash)) ?? purchase;
  }

  const now = deps.clock();
  if (isExpired(purchase, now)) throw new AppError(410, 'Session token expired');
  if (purchase.state === 'abandoned') throw AppError.conflict('This checkout expired without a payment');
  if (purchase.state === 'pending') throw AppError.conflict('Payment not confirmed yet; please try again in a moment');
  const remaining = purchase.token_expires_at.getTime() - now.getTime();
  return { expiresAt: purchase.token_expires_at, maxAgeMs: Math.min(remaining, SESSION_TOKEN_TTL_MS) };
}

export function isExpired(purchase: Pick<Purchase, 'token_expires_at'>, now: Date): boolean {
  return now.getTime() >= purchase.token_expires_at.getTime();
}
