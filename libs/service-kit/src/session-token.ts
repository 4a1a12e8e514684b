// The session token's hash (libs/contracts constants.ts holds the rest of its wire protocol):
// only the SHA-256 of a token, as lowercase hex, is stored or published (payment.completed's
// token_hash), so a copy of any database grants nothing. The payment service hashes the tokens it
// issues and the prediction service the ones it receives, with this one function. It lives here,
// not in the contracts, because it needs node:crypto and the contracts are bundled for browsers.
import { createHash } from 'node:crypto';

/** Lowercase hex SHA-256 of a session token: the `token_hash` of payment.completed. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
