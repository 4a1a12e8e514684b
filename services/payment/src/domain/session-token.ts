// Session tokens: what a buyer's browser holds to prove a purchase. 256 random bits, so they
// cannot be guessed; only their SHA-256 is stored or published (payment.completed carries the
// hash, and the prediction service hashes the X-Session-Token it receives), so a copy of any
// database grants nothing.
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE_NAME = 'session_token';
/** The query parameter the checkout's success address carries back (spec section 4). */
export const SESSION_TOKEN_PARAM = 'session_token';
/** Spec section 7: the page sends the token as this header too. */
export const SESSION_TOKEN_HEADER = 'x-session-token';

/** Spec sections 3 and 9: the session cookie lives 7 days; the token is worth no more than that. */
export const SESSION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const TOKEN_BYTES = 32;

/** A new random token, base64url (43 characters, safe in a URL and a cookie). */
export function generateSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Lowercase hex SHA-256, the form payment.completed carries (libs/contracts paymentCompletedSchema). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** When a token created at `createdAt` stops granting anything. */
export function sessionTokenExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_TOKEN_TTL_MS);
}
