// The site's pages (product-spec.md section 2): the shell routes them to remotes, and the gateway
// answers exactly these paths with the shell's index.html (200) when it serves the built site;
// any other page path gets the same index.html with a 404 status, so the shell's 404 page shows
// and crawlers see a real 404.
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
export type SitePath = (typeof SITE_PATHS)[number];
