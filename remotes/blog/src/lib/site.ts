// Names and addresses the page metadata repeats (docs/product.md §2).

export const SITE_NAME = 'Scoreline';
export const BLOG_NAME = `${SITE_NAME} Blog`;

/**
 * The canonical host is wherever the page is served from: the gateway locally, the product's host in
 * production. Empty while the shell prerenders the page at build time, where there is no host yet
 * (the page draws its metadata again, with the host, once it runs in the browser).
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}
