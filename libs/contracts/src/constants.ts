// The runtime constants of the contracts, in a module without zod: browsers import them from
// `@scoreline/contracts/constants` without evaluating any schema (the public pages ship no zod,
// remotes/predictions/README.md "Bundle budget"). The index re-exports them through the modules
// that used to define them, so `@scoreline/contracts` still offers every one; each is defined
// only here.

/**
 * The session-token wire protocol (spec sections 3, 4, 7 and 9), shared by the payment service
 * (which issues the token), the prediction service (which honours it), the api-client and the
 * predictions remote. The token's SHA-256 (lowercase hex, the `token_hash` of payment.completed)
 * is computed by `hashSessionToken` in @scoreline/service-kit: it needs node:crypto, which this
 * browser-safe module must not import (docs/engineering.md, "One definition").
 */
/** The HttpOnly cookie the payment service sets on activation. */
export const SESSION_COOKIE_NAME = 'session_token';
/** The request header the page sends the token in too (lowercase, as Node presents headers). */
export const SESSION_TOKEN_HEADER = 'x-session-token';
/** The query parameter the checkout's success address carries the token back in. */
export const SESSION_TOKEN_PARAM = 'session_token';
/** The session cookie lives 7 days, and a token is worth no more than that. */
export const SESSION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The price of one gameweek in pence (spec section 9: £9.99, one-time). */
export const GAMEWEEK_PRICE_PENCE = 999;

/** The four blog categories of spec section 9, in the order the filter buttons show them. */
export const BLOG_CATEGORIES = ['Methodology', 'Analysis', 'Technical', 'Strategy'] as const;

/**
 * The site's pages (product-spec.md section 2): the shell routes them to remotes, and the gateway
 * answers exactly these paths with the shell's index.html (200) when it serves the built site;
 * any other page path gets the same index.html with a 404 status, so the shell's 404 page shows
 * and crawlers see a real 404.
 */
export const SITE_PATHS = [
  '/',
  '/fixture/:fixtureId',
  '/admin',
  '/sandbox',
  '/rounding-sandbox',
  '/cross-sandbox',
  '/blog',
  '/blog/:slug',
] as const;

/**
 * The browser localStorage key of the admin JWT (spec section 4): the admin panel keeps the token
 * under it once verified, and the three sandboxes read it to log in without asking again.
 */
export const ADMIN_TOKEN_STORAGE_KEY = 'scoreline.admin_token';
