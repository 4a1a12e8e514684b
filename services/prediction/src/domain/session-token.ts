// The visitor's paid session (docs/product.md §3, §6 and §7): the payment service hands the browser a
// session token (cookie `session_token`, also sent as the X-Session-Token header) and publishes
// payment.completed with only its SHA-256 (lowercase hex), so the token itself never leaves the
// browser and the payment service. This service hashes what the browser sends the same way
// (hashSessionToken, @scoreline/service-kit) and looks the hash up in its access read model. The
// cookie and header names are the contracts'.
import { SESSION_COOKIE_NAME, SESSION_TOKEN_HEADER, sessionTokenSchema } from '@scoreline/contracts';
import type { IncomingHttpHeaders } from 'node:http';

/** One cookie's value from a Cookie header, URL-decoded as Express's res.cookie encoded it. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      // A malformed escape is not a token anyone was given.
      return undefined;
    }
  }
  return undefined;
}

/**
 * The distinct well-formed session tokens of a request: the X-Session-Token header and the
 * session_token cookie. Anything malformed is ignored rather than refused, because the fixture page
 * is public and must still load (locked) for a visitor with a stale or mangled cookie.
 */
export function sessionTokensOf(headers: IncomingHttpHeaders): string[] {
  const header = headers[SESSION_TOKEN_HEADER];
  const candidates = [
    ...(Array.isArray(header) ? header : header === undefined ? [] : [header]),
    cookieValue(headers.cookie, SESSION_COOKIE_NAME),
  ];
  const tokens = new Set<string>();
  for (const candidate of candidates) {
    const token = candidate?.trim();
    if (token && sessionTokenSchema.safeParse(token).success) tokens.add(token);
  }
  return [...tokens];
}
