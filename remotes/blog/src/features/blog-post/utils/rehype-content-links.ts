import { normaliseHref } from './safe-url.ts';

// The footnote and anchor id prefix of docs/product.md §9. rehype-sanitize adds it to every id and
// name in the content so that author HTML cannot clobber globals such as `window.config`.
export const CLOBBER_PREFIX = 'user-content-';

// Only the part of a hast tree this plugin touches, so that it needs no type package of its own.
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function rewriteHref(href: string): string {
  const safe = normaliseHref(href);
  // Sanitizing prefixes ids but not the links pointing at them; prefix in-page links the same way
  // so footnote references ('#fn-1' → '#user-content-fn-1') and their back links still land.
  if (safe.length > 1 && safe.startsWith('#') && !safe.startsWith(`#${CLOBBER_PREFIX}`)) {
    return `#${CLOBBER_PREFIX}${safe.slice(1)}`;
  }
  return safe;
}

function visit(node: HastNode): void {
  if (node.type === 'element' && node.properties && typeof node.properties.href === 'string') {
    node.properties.href = rewriteHref(node.properties.href);
  }
  node.children?.forEach(visit);
}

/**
 * Runs after rehype-raw and before rehype-sanitize. rehype-sanitize would drop a javascript: href
 * altogether; docs/product.md §5 asks for it to be replaced by a no-op address instead, so the link is
 * rewritten here first (sanitizing still follows, with the same protocol list, as a second guard).
 * A kept address is written as the browser reads it, so sanitizing judges (and keeps) the same link.
 */
export function rehypeContentLinks() {
  return (tree: HastNode) => {
    visit(tree);
  };
}
