// docs/product.md §5: a link address in blog content is kept only when it starts with # or /, is
// relative (no scheme), or uses http, https, mailto or tel; anything else becomes a harmless no-op.
// An allow-list rather than a deny-list, so javascript:, vbscript:, data: and schemes not invented
// yet are all caught without being named.

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** Where a refused link points: the top of the current page, which navigates nowhere and runs nothing. */
export const NO_OP_HREF = '#';

// Browsers drop tabs and newlines anywhere in a URL and ignore leading control characters and
// spaces, so "java\tscript:" and " javascript:" run script: judge the address the way they read it.
function asBrowserReadsIt(value: string): string {
  const withoutBreaks = [...value].filter((char) => char !== '\t' && char !== '\n' && char !== '\r').join('');
  let start = 0;
  while (start < withoutBreaks.length && withoutBreaks.charCodeAt(start) <= 0x20) start += 1;
  return withoutBreaks.slice(start);
}

/** The scheme of an absolute address, lower-cased, or null for a relative one. */
function schemeOf(address: string): string | null {
  const colon = address.indexOf(':');
  if (colon === -1) return null;
  // A colon after the first "/", "?" or "#" belongs to the path, query or fragment ("a/b:c" is relative).
  const firstDelimiter = address.search(/[/?#]/);
  if (firstDelimiter !== -1 && firstDelimiter < colon) return null;
  return address.slice(0, colon).toLowerCase();
}

export function safeHref(value: string): string {
  const address = asBrowserReadsIt(value);
  if (address.startsWith('#') || address.startsWith('/')) return value;
  const scheme = schemeOf(address);
  if (scheme === null || ALLOWED_SCHEMES.has(scheme)) return value;
  return NO_OP_HREF;
}

/**
 * A kept address as the browser will read it, scheme in lower case: "HTTPS://x" and " https://x"
 * are https links, but rehype-sanitize compares schemes as written and would drop both hrefs.
 * A refused address is the no-op one.
 */
export function normaliseHref(value: string): string {
  if (safeHref(value) === NO_OP_HREF) return NO_OP_HREF;
  const address = asBrowserReadsIt(value);
  const scheme = schemeOf(address);
  return scheme === null ? address : `${scheme}${address.slice(scheme.length)}`;
}

// Browsers read a backslash as a slash in http(s) addresses, so "/\host" and "\\host" are
// protocol-relative like "//host": another site, not a path of this one.
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

/** True for a same-site path the router can navigate to without a page load ("/blog", not "//host" or "/\host"). */
export function isAppPath(href: string): boolean {
  const address = asBrowserReadsIt(href);
  return address.startsWith('/') && !PROTOCOL_RELATIVE.test(address);
}

/** True for an address on another site: absolute http(s), or protocol-relative as the browser reads it. */
export function isExternalHref(href: string): boolean {
  const address = asBrowserReadsIt(href);
  return /^https?:/i.test(address) || PROTOCOL_RELATIVE.test(address);
}
