// Names and addresses the page metadata repeats (docs/product.md §2).

export const SITE_NAME = 'Scoreline';
export const BLOG_NAME = `${SITE_NAME} Blog`;

/** The canonical host is wherever the page is served from: the gateway locally, the product's host in production. */
export function siteOrigin(): string {
  return window.location.origin;
}
