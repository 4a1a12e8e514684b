import { existsSync, readFileSync } from 'node:fs';

// What a page needs before it can paint, named in the page's own answer so the browser fetches it
// at once instead of discovering it step by step. The page's HTML names its remote's entry and first
// chunks (service-kit site-pages); this `Link` header names its public API read, which starts with
// the shell's own JavaScript instead of after the remote page has loaded and rendered
// (services/gateway/bench/site.ts and first-paint.ts print the chain).
//
// Only public answers that are the same for every visitor are preloaded (the fetch must match the
// api-client's: same URL, CORS mode, credentials included); the fixture page's prediction depends
// on the visitor's session header, so it is not.

interface PageHint {
  readonly pattern: RegExp;
  /** The page's public API read, from the path's match. */
  readonly api: (match: RegExpExecArray) => string;
}

const PAGE_HINTS: readonly PageHint[] = [
  { pattern: /^\/$/, api: () => '/api/fixtures/gameweek/current' },
  { pattern: /^\/track-record\/?$/i, api: () => '/api/track-record' },
  { pattern: /^\/blog\/?$/i, api: () => '/api/blog/posts' },
  // The slug as the blog remote encodes it (encodeURIComponent of the decoded path segment).
  { pattern: /^\/blog\/([^/]+)\/?$/i, api: (m) => `/api/blog/post/${encodeURIComponent(safeDecode(m[1]!))}` },
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

/** The `Link` header for a page path: a preload of its public API answer; undefined for a page without one. */
export function pageLinkHeader(pathname: string): string | undefined {
  for (const hint of PAGE_HINTS) {
    const match = hint.pattern.exec(pathname);
    if (!match) continue;
    const api = hint.api(match);
    return SAFE_TARGET.test(api) ? `<${api}>; rel=preload; as=fetch; crossorigin=use-credentials` : undefined;
  }
  return undefined;
}
