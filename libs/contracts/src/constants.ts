// The runtime constants of the contracts, in a module without zod: browsers import them from
// `@scoreline/contracts/constants` without evaluating any schema (the public pages ship no zod,
// remotes/predictions/README.md "Bundle budget"). The index re-exports them through the modules
// that used to define them, so `@scoreline/contracts` still offers every one; each is defined
// only here.

/**
 * A request id the services honour from X-Request-Id (and accept back as a correlation id): short and
 * plain, since it is copied into logs, response headers and Kafka headers.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * The session-token wire protocol (docs/product.md §3, §4, §7 and §9), shared by the payment service
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
/**
 * POST /api/session/activate's 409 detail while the purchase waits for Stripe's webhook: the buyer's
 * browser can return before it. The service answers at once (with Retry-After) and the page asks
 * again, at most SESSION_ACTIVATION_ATTEMPTS times, SESSION_ACTIVATION_RETRY_MS apart.
 */
export const SESSION_PAYMENT_PENDING_DETAIL = 'Payment not confirmed yet; please try again in a moment';
export const SESSION_ACTIVATION_ATTEMPTS = 10;
export const SESSION_ACTIVATION_RETRY_MS = 1000;

/** The price of one gameweek in pence (docs/product.md §9: £9.99, one-time). */
export const GAMEWEEK_PRICE_PENCE = 999;

/** The currency of that price (ISO 4217). */
export const GAMEWEEK_PRICE_CURRENCY = 'GBP';

/** "£9.99": the price as the site writes money (en-GB), on the pages and the test checkout alike. */
export const GAMEWEEK_PRICE_TEXT = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: GAMEWEEK_PRICE_CURRENCY,
}).format(GAMEWEEK_PRICE_PENCE / 100);

/** A Premier League season: 20 clubs, 38 gameweeks (docs/product.md business rules). */
export const GAMEWEEKS_PER_SEASON = 38;

/** Every club plays every other home and away: 20 × 19 = 380 fixtures a season. */
export const FIXTURES_PER_SEASON = 380;

/** The seasons the site covers by starting year, oldest first (docs/product.md §9: 2022-23 … the live 2026-27). */
export const SEASON_START_YEARS = [2022, 2023, 2024, 2025, 2026] as const;

/** The four blog categories of docs/product.md §9, in the order the filter buttons show them. */
export const BLOG_CATEGORIES = ['Methodology', 'Analysis', 'Technical', 'Strategy'] as const;

/** The `category` query parameter's values: each category's lowercase name (docs/product.md §7). */
export const BLOG_CATEGORY_QUERIES = BLOG_CATEGORIES.map((category) => category.toLowerCase()) as unknown as readonly [
  Lowercase<(typeof BLOG_CATEGORIES)[number]>,
  ...Lowercase<(typeof BLOG_CATEGORIES)[number]>[],
];

/** A blog category as the filter buttons and posts name it. */
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/**
 * A `category` query value → its display category, or null when it names none; the one mapping the
 * service and the blog page both use (zod-free, so the page ships no schema library to read its address).
 */
export function blogCategoryFromQuery(query: string | null | undefined): BlogCategory | null {
  return BLOG_CATEGORIES.find((category) => category.toLowerCase() === query) ?? null;
}

/**
 * The site's pages (docs/product.md §2): the shell routes them to remotes, and the gateway
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
  '/track-record',
] as const;

/** One page of SITE_PATHS (a route pattern, `:name` standing for one path segment). */
export type SitePath = (typeof SITE_PATHS)[number];

/**
 * Which remote draws each page, and which of its exposed modules (its name in remotes.json and the
 * module's key in the remote's `exposes`): the shell routes by it, and the servers of the shell's
 * pages name the page's remote entry and first chunks in the HTML by it, so the browser fetches them
 * with the page instead of after the shell's JavaScript.
 */
export const SITE_PAGE_REMOTES: Readonly<Record<SitePath, { readonly remote: string; readonly exposed: string }>> = {
  '/': { remote: 'predictions', exposed: './HomePage' },
  '/fixture/:fixtureId': { remote: 'predictions', exposed: './FixturePage' },
  '/track-record': { remote: 'predictions', exposed: './TrackRecordPage' },
  '/admin': { remote: 'admin', exposed: './AdminPage' },
  '/sandbox': { remote: 'sandbox', exposed: './SandboxPage' },
  '/rounding-sandbox': { remote: 'rounding', exposed: './RoundingSandboxPage' },
  '/cross-sandbox': { remote: 'cross-sandbox', exposed: './CrossSandboxPage' },
  '/blog': { remote: 'blog', exposed: './BlogListPage' },
  '/blog/:slug': { remote: 'blog', exposed: './BlogPostPage' },
};

const SITE_PATH_MATCHERS = SITE_PATHS.map(
  (pattern) => [pattern, new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`)] as const,
);

/** The page of SITE_PATHS a path is (a trailing slash allowed), or null for any other path. */
export function sitePathOf(pathname: string): SitePath | null {
  return SITE_PATH_MATCHERS.find(([, matcher]) => matcher.test(pathname))?.[0] ?? null;
}

/**
 * A built remote's list of what each exposed module loads first (its JavaScript and CSS, relative to
 * the folder of its remoteEntry.js), written beside remoteEntry.js by the remote's build (vite.shared.ts
 * `exposedModulePreloads`) and read by the servers of the shell's pages to preload a page's chunks.
 */
export const REMOTE_PRELOAD_FILE = 'mf-preload.json';

/**
 * The shell's prerendered pages, written by its build (shell/build/prerender.ts): route pattern of
 * SITE_PATHS → its HTML file in the shell's dist, plus `*` for every other path (the 404 page).
 */
export const SHELL_PAGES_FILE = 'pages.json';

/** The shell's prerendered 404 page, in its dist (`*` in SHELL_PAGES_FILE). */
export const SHELL_NOT_FOUND_PAGE = 'pages/not-found.html';

/**
 * Where the shell's build writes a page's prerendered HTML, in its dist: Home is `index.html`, every
 * other page `pages/<pattern without its colons, slashes as dashes>.html` (`/blog/:slug` →
 * `pages/blog-slug.html`). The Node servers read the list (SHELL_PAGES_FILE); the site image's nginx
 * names each page's file in its configuration, which tools/deploy-check holds to this rule.
 */
export function shellPageFile(page: SitePath): string {
  return page === '/' ? 'index.html' : `pages/${page.slice(1).replace(/:/g, '').replace(/\//g, '-')}.html`;
}

/**
 * The id of the `<script type="application/json">` in which the servers of the shell's pages put
 * remotes.json, so the shell starts with it instead of fetching it after its own JavaScript.
 */
export const INLINE_REMOTES_ID = 'sl-remotes';

/**
 * The `fetchpriority` of every `modulepreload` a page's HTML carries (the shell's start-up chunks,
 * the page's remote entry and first chunks). No page's first paint waits for a script: its HTML
 * carries its frame and the CSS that paints it. Low, the scripts load beside what a paint does need
 * (the document, the remote's stylesheet, the page's data) instead of ahead of it; the entry script
 * itself keeps the browser's high priority, since it starts everything else.
 */
export const MODULE_PRELOAD_PRIORITY = 'low';

/** The six weight names in the order the admin screens list them (docs/product.md §3, "Weights"). */
export const WEIGHT_NAMES = ['H1', 'H2', 'H3', 'H4', 'A1', 'A2'] as const;

/** What each weight multiplies (docs/product.md §3); the engine README gives the exact formula. */
export const WEIGHT_DESCRIPTIONS: Readonly<Record<(typeof WEIGHT_NAMES)[number], string>> = {
  H1: 'home team average goals scored at home',
  H2: 'away team average goals conceded away',
  H3: 'historical matchup average',
  H4: 'league-wide home average',
  A1: 'away team average goals scored away',
  A2: 'home team average goals conceded at home',
};

/** A weight lies in 0-1 (docs/product.md §9; the inputs step by 0.01 but any value in range is valid). */
export const WEIGHT_MIN = 0;
export const WEIGHT_MAX = 1;
/** The weight inputs' step (docs/product.md §5). */
export const WEIGHT_STEP = 0.01;

/**
 * The browser sessionStorage key of the admin session (docs/product.md §4): the admin JWT and when it
 * expires, kept once verified by whichever admin page the password was entered on, and read by the
 * admin panel and the three sandboxes (libs/ui `@scoreline/ui/admin`), so the password is asked once
 * per browser session.
 */
export const ADMIN_TOKEN_STORAGE_KEY = 'scoreline.admin_token';

/** How many gameweeks the track record's rolling outcome accuracy spans (the page's chart). */
export const TRACK_RECORD_ROLLING_GAMEWEEKS = 5;

/** How many of a topic's newest dead letters GET /api/streams lists (the admin's Event Streams). */
export const DEAD_LETTERS_LISTED = 5;

/**
 * The one line the home page shows, and the admin panel warns with, while results are stale
 * (the catalog's `staleness`): 'Results last updated 20 September; predictions use results up to
 * gameweek 5'. The day is the kick-off of the latest match with a result, in UK time.
 */
export function resultsStalenessText(staleness: { readonly last_result_at: string | null; readonly results_up_to_gameweek: number | null }): string {
  if (staleness.last_result_at === null || staleness.results_up_to_gameweek === null) {
    return 'Results are late: none of this season has arrived yet';
  }
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'Europe/London' }).format(new Date(staleness.last_result_at));
  return `Results last updated ${day}; predictions use results up to gameweek ${staleness.results_up_to_gameweek}`;
}
