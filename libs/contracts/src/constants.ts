// The runtime constants of the contracts, in a module without zod: browsers import them from
// `@scoreline/contracts/constants` without evaluating any schema (the public pages ship no zod,
// remotes/predictions/README.md "Bundle budget"). The index re-exports them through the modules
// that used to define them, so `@scoreline/contracts` still offers every one; each is defined
// only here.

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
