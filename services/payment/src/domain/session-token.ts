// Session tokens: what a buyer's browser holds to prove a purchase. 256 random bits, so they
// cannot be guessed; only their SHA-256 is stored or published (hashSessionToken,
// @scoreline/service-kit), so a copy of any database grants nothing. The cookie, header, query
// parameter and lifetime are the contracts' (constants.ts).
import { randomBytes } from 'node:crypto';
import { SESSION_TOKEN_TTL_MS } from '@scoreline/contracts';
import type { Purchase } from './purchase.ts';

const TOKEN_BYTES = 32;

/** A new random token, base64url (43 characters, safe in a URL and a cookie). */
export function generateSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** When a token created at `createdAt` stops granting anything. */
export function sessionTokenExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_TOKEN_TTL_MS);
}

/** Whether the purchase's token no longer grants anything at `now` (its expiry instant included). */
export function isExpired(purchase: Pick<Purchase, 'token_expires_at'>, now: Date): boolean {
  return now.getTime() >= purchase.token_expires_at.getTime();
}
