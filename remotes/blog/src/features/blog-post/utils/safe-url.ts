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

/** True for a same-site path the router can navigate to without a page load ("/blog", not "//host"). */
export function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
