import { existsSync, readFileSync } from 'node:fs';

// What a page needs before it can paint, named in the page's own answer (a `Link` header on
// index.html) so the browser fetches it at once instead of discovering it step by step. Without
// it, on a phone: index.html → the shell's JS → remotes.json → the remote's remoteEntry.js → the
// page module → its API call, each waiting for the one before (issue 19, services/gateway/bench/site.ts).
// With it, the remote's entry and the page's public API answer start with the shell's own JS.
//
// Which remote serves a page is docs/product.md §2; its entry address is remotes.json's (the same
// file the shell reads at run time, so a remote moved elsewhere is hinted where it now lives). Only
// public answers that are the same for every visitor are preloaded (the fetch must match the
// api-client's: same URL, CORS mode, credentials included); the fixture page's prediction depends
// on the visitor's session header, so it is not.

interface PageHint {
  readonly pattern: RegExp;
  readonly remote: string;
  /** The page's public API read, from the path's match. */
  readonly api?: (match: RegExpExecArray) => string;
}

const PAGE_HINTS: readonly PageHint[] = [
  { pattern: /^\/$/, remote: 'predictions', api: () => '/api/fixtures/gameweek/current' },
  { pattern: /^\/fixture\/[^/]+\/?$/i, remote: 'predictions' },
  { pattern: /^\/track-record\/?$/i, remote: 'predictions', api: () => '/api/track-record' },
  { pattern: /^\/blog\/?$/i, remote: 'blog', api: () => '/api/blog/posts' },
  // The slug as the blog remote encodes it (encodeURIComponent of the decoded path segment).
  { pattern: /^\/blog\/([^/]+)\/?$/i, remote: 'blog', api: (m) => `/api/blog/post/${encodeURIComponent(safeDecode(m[1]!))}` },
  { pattern: /^\/admin\/?$/i, remote: 'admin' },
  { pattern: /^\/sandbox\/?$/i, remote: 'sandbox' },
  { pattern: /^\/rounding-sandbox\/?$/i, remote: 'rounding' },
  { pattern: /^\/cross-sandbox\/?$/i, remote: 'cross-sandbox' },
];

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The remotes.json of the built shell: name → entry address; empty when missing or unreadable. */
export function readRemoteManifest(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
  } catch {
    return {};
  }
}

/** URL characters only (RFC 3986, `%` escapes included): nothing that could end a Link target or the header. */
const SAFE_TARGET = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/;

/**
 * The `Link` header for a page path: modulepreload of its remote's entry and preload of its public
 * API answer; undefined for a path no remote serves.
 */
export function pageLinkHeader(pathname: string, manifest: Readonly<Record<string, string>>): string | undefined {
  for (const hint of PAGE_HINTS) {
    const match = hint.pattern.exec(pathname);
    if (!match) continue;
    const links: string[] = [];
    const entry = manifest[hint.remote];
    if (entry && SAFE_TARGET.test(entry)) links.push(`<${entry}>; rel=modulepreload`);
    const api = hint.api?.(match);
    if (api && SAFE_TARGET.test(api)) links.push(`<${api}>; rel=preload; as=fetch; crossorigin=use-credentials`);
    return links.length > 0 ? links.join(', ') : undefined;
  }
  return undefined;
}
