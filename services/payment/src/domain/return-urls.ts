// Where a checkout may send the buyer back to. Only the site's own origins are accepted, so the
// payment flow can never be used as an open redirect (a crafted create-session call pointing a
// victim's paid return, token and all, at another host).
import { SESSION_TOKEN_PARAM } from '@scoreline/contracts';

/** A return address the checkout refuses (not on the site, or with credentials); the routes answer it 400 with this message. */
export class InvalidReturnUrlError extends Error {
  override readonly name = 'InvalidReturnUrlError';
}

/** No site origin is configured at all: the deployment's fault, not the client's; the routes answer it 500 with this message. */
export class NoSiteOriginError extends Error {
  override readonly name = 'NoSiteOriginError';

  constructor() {
    super('No site origin is configured (PUBLIC_ORIGINS)');
  }
}

export interface ReturnUrls {
  /** Without the token: the token is added only on the way to the buyer's browser. */
  readonly successUrl: string;
  readonly cancelUrl: string;
}

/** `https://site.example` from `https://site.example/`, lower-cased by URL parsing; null if not http(s). */
function originOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin;
}

/**
 * Checks one return address against the site's origins. Credentials in the address are refused
 * too: `https://site.example@evil.example/` parses with evil.example as its host, but a reader
 * (or a logger) may see only the first part. Throws InvalidReturnUrlError for a refused address.
 */
export function checkReturnUrl(field: 'success_url' | 'cancel_url', value: string, allowedOrigins: readonly string[]): string {
  const url = new URL(value);
  if (url.username !== '' || url.password !== '') {
    throw new InvalidReturnUrlError(`${field} must not contain credentials`);
  }
  const allowed = new Set(allowedOrigins.map((origin) => originOf(origin)).filter((o): o is string => o !== null));
  if (!allowed.has(url.origin)) {
    throw new InvalidReturnUrlError(`${field} must be an address on this site (${[...allowed].join(', ')}), not ${url.origin}`);
  }
  // A token already in the address would be confusing at best: the new one replaces it.
  url.searchParams.delete(SESSION_TOKEN_PARAM);
  url.hash = '';
  return url.href;
}

/**
 * The site root when the page sent no addresses (the fixture page returns to itself below it): the caller's own
 * origin when it is one of the site's (browsers send Origin on every POST), else the first one.
 */
export function defaultSiteRoot(requestOrigin: string | undefined, allowedOrigins: readonly string[]): string {
  const origins = allowedOrigins.map((origin) => originOf(origin)).filter((o): o is string => o !== null);
  const fromRequest = requestOrigin ? originOf(requestOrigin) : null;
  const origin = fromRequest && origins.includes(fromRequest) ? fromRequest : origins[0];
  if (!origin) throw new NoSiteOriginError();
  return `${origin}/`;
}

/** The fixture page on the site whose root is given: where a checkout started from that page returns. */
export function fixturePageOf(siteRoot: string, fixtureId: number): string {
  return new URL(`fixture/${fixtureId}`, siteRoot).href;
}

/** The success address as it goes to the buyer: with `?session_token=<token>`. */
export function withSessionToken(successUrl: string, token: string): string {
  const url = new URL(successUrl);
  url.searchParams.set(SESSION_TOKEN_PARAM, token);
  return url.href;
}
