// The shell's pages as a server answers them (docs/engineering.md, "First paint"): the HTML the
// shell's build prerendered for the page's route (SHELL_PAGES_FILE), with what only the server knows
// at request time put in its head, so the browser fetches it with the page instead of discovering it
// step by step after the shell's JavaScript:
//   - remotes.json as it is now, inline (INLINE_REMOTES_ID): the shell starts with it;
//   - `modulepreload` of the page's remote entry and of the chunks its exposed module loads first,
//     and a preload of the remote's CSS, from the remote's own REMOTE_PRELOAD_FILE (written by its
//     build), so a remote deployed alone is preloaded by its new names at once.
// The gateway (npm start), the distributed mode's shell origin and the browser tests' static site all
// answer pages with this, each reading remotes.json and the remotes' lists its own way.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import {
  INLINE_REMOTES_ID,
  MODULE_PRELOAD_PRIORITY,
  REMOTE_PRELOAD_FILE,
  SHELL_PAGES_FILE,
  SITE_PAGE_REMOTES,
  sitePathOf,
  type SitePath,
} from '@scoreline/contracts/constants';

/** What one exposed module loads first, relative to its remote's folder (the folder of remoteEntry.js). */
export interface ExposedPreloads {
  readonly modules: readonly string[];
  readonly styles: readonly string[];
}

/** A remote's REMOTE_PRELOAD_FILE: exposed module key → its first chunks. */
export type RemotePreloads = Readonly<Record<string, ExposedPreloads>>;

/** remotes.json: remote name → remoteEntry.js address (absolute, or relative to the site's root). */
export type RemoteManifest = Readonly<Record<string, string>>;

export interface ShellPagesOptions {
  /** The shell's build folder (shell/dist). */
  readonly shellDist: string;
  /** remotes.json as the site serves it now. */
  readonly manifest: () => RemoteManifest | Promise<RemoteManifest>;
  /** A remote's REMOTE_PRELOAD_FILE, given its entry address; null when it cannot be read. */
  readonly preloadsOf: (remote: string, entry: string) => RemotePreloads | null | Promise<RemotePreloads | null>;
  /** Markup to put first in every page's head (a server's own settings for the page's scripts). */
  readonly headStart?: string;
}

/** A page's document, and the same bytes compressed for the encodings a browser accepts. */
export interface ShellPage {
  readonly status: 200 | 404;
  /** The route of SITE_PATHS, or null for the 404 page. */
  readonly route: SitePath | null;
  readonly html: string;
  readonly encoded: Readonly<Record<'br' | 'gzip', Buffer>>;
}

export interface ShellPages {
  /** The page for an address: its route's (SITE_PATHS), or the 404 page. */
  page(pathname: string): Promise<ShellPage>;
  /** The page of a route, or the 404 page for null. */
  pageOf(route: SitePath | null): Promise<ShellPage>;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element: `<` escaped, so no string in it can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * An address relative to the entry's folder, in the form the page will request it: root-relative
 * when the entry is, absolute otherwise.
 */
function besideEntry(entry: string, file: string): string {
  const rootRelative = entry.startsWith('/') && !entry.startsWith('//');
  const resolved = new URL(file, new URL(entry, 'http://site.invalid'));
  return rootRelative ? `${resolved.pathname}${resolved.search}` : resolved.href;
}

/** The tags a page's head gains: the manifest, then what its remote loads first. */
export function pageHeadTags(manifest: RemoteManifest, entry: string | undefined, preloads: ExposedPreloads | undefined): string {
  const tags = [`<script type="application/json" id="${INLINE_REMOTES_ID}">${scriptJson(manifest)}</script>`];
  if (entry) {
    // `crossorigin` (anonymous): module scripts are fetched in CORS mode, and a preload only serves
    // the request that matches its mode. The CSS is attached by the remote entry without it.
    const modulePreload = (href: string) =>
      `<link rel="modulepreload" fetchpriority="${MODULE_PRELOAD_PRIORITY}" crossorigin href="${escapeAttribute(href)}">`;
    tags.push(modulePreload(entry));
    for (const file of preloads?.modules ?? []) tags.push(modulePreload(besideEntry(entry, file)));
    for (const file of preloads?.styles ?? [])
      tags.push(`<link rel="preload" as="style" href="${escapeAttribute(besideEntry(entry, file))}">`);
  }
  return tags.join('');
}

interface Template {
  readonly file: string;
  readonly html: string;
}

/** Reads the shell's prerendered pages (read once: the shell is deployed by restarting its server). */
function readTemplates(shellDist: string): ReadonlyMap<SitePath | '*', Template> {
  const listFile = path.join(shellDist, SHELL_PAGES_FILE);
  if (!existsSync(listFile))
    throw new Error(`${listFile} does not exist: build the shell first (npm run build -w @scoreline/shell)`);
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string>;
  const templates = new Map<SitePath | '*', Template>();
  for (const [route, file] of Object.entries(list)) {
    templates.set(route as SitePath | '*', { file, html: readFileSync(path.join(shellDist, file), 'utf8') });
  }
  if (!templates.has('*')) throw new Error(`${listFile} names no 404 page (*)`);
  return templates;
}

/** The documents made so far, by what they are made of; a deployment changes the key, not the entry. */
const CACHE_LIMIT = 64;

export function createShellPages({ shellDist, manifest, preloadsOf, headStart = '' }: ShellPagesOptions): ShellPages {
  const templates = readTemplates(shellDist);
  const cache = new Map<string, ShellPage>();

  const pageOf = async (route: SitePath | null): Promise<ShellPage> => {
    const template = templates.get(route ?? '*') ?? templates.get('*')!;
    const remotes = await manifest();
    const target = route ? SITE_PAGE_REMOTES[route] : undefined;
    const entry = target ? remotes[target.remote] : undefined;
    const preloads = target && entry ? ((await preloadsOf(target.remote, entry))?.[target.exposed] ?? undefined) : undefined;
    const key = JSON.stringify([template.file, remotes, entry, preloads]);
    const known = cache.get(key);
    if (known) return known;
    const html = template.html
      .replace('<head>', `<head>${headStart}`)
      .replace('</head>', `${pageHeadTags(remotes, entry, preloads)}</head>`);
    const bytes = Buffer.from(html);
    const page: ShellPage = {
      status: route ? 200 : 404,
      route,
      html,
      encoded: {
        br: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzip: gzipSync(bytes, { level: 9 }),
      },
    };
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, page);
    return page;
  };
  return { page: (pathname) => pageOf(sitePathOf(pathname)), pageOf };
}

/**
 * Preload lists read from a remote's build folder on this machine, read again when the file changes
 * (a remote rebuilt while the server runs); null when the remote has no list (built before it had one).
 */
export function preloadsFromFolder(folderOf: (remote: string) => string | null): ShellPagesOptions['preloadsOf'] {
  const known = new Map<string, { mtimeMs: number; preloads: RemotePreloads | null }>();
  return (remote) => {
    const folder = folderOf(remote);
    if (!folder) return null;
    const file = path.join(folder, REMOTE_PRELOAD_FILE);
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const cached = known.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.preloads;
    let preloads: RemotePreloads | null = null;
    try {
      preloads = JSON.parse(readFileSync(file, 'utf8')) as RemotePreloads;
    } catch {
      preloads = null;
    }
    known.set(file, { mtimeMs, preloads });
    return preloads;
  };
}

/**
 * Preload lists fetched from beside each remote's entry on its own origin, kept `maxAgeMs` so a page
 * costs no request to the remote most of the time, and given up after `timeoutMs` so a remote that
 * is slow or down never holds the page (it is then answered without that remote's preloads).
 */
export function preloadsOverHttp({ maxAgeMs = 5000, timeoutMs = 500 } = {}): ShellPagesOptions['preloadsOf'] {
  const known = new Map<string, { at: number; preloads: Promise<RemotePreloads | null> }>();
  return (_remote, entry) => {
    let url: string;
    try {
      url = new URL(REMOTE_PRELOAD_FILE, entry).href;
    } catch {
      return null;
    }
    const cached = known.get(url);
    if (cached && Date.now() - cached.at < maxAgeMs) return cached.preloads;
    const preloads = fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then((answer) => (answer.ok ? (answer.json() as Promise<RemotePreloads>) : null))
      .catch(() => null);
    known.set(url, { at: Date.now(), preloads });
    return preloads;
  };
}

/**
 * Answers a page: its status, revalidated every time (it names the current builds), in the encoding
 * the request prefers of those made once per document (brotli, then gzip, else none).
 */
export function sendShellPage(req: Request, res: Response, page: ShellPage): void {
  res.status(page.status).setHeader('Cache-Control', 'no-cache');
  res.vary('Accept-Encoding').type('html');
  const encoding = req.acceptsEncodings('br', 'gzip');
  if (encoding === 'br' || encoding === 'gzip') {
    res.setHeader('Content-Encoding', encoding);
    res.send(page.encoded[encoding]);
  } else {
    res.send(page.html);
  }
}

/**
 * Headers that only mean something on a document (its content policy, framing, opener and origin
 * isolation, the legacy XSS and download switches). The site's scripts and stylesheets carry them
 * for nothing: on HTTP/1.1, whose headers are not compressed, that was more than half of each small
 * chunk's bytes. `X-Content-Type-Options`, `Cross-Origin-Resource-Policy` and `Referrer-Policy`
 * (which applies to what a stylesheet loads) stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

/** Drops DOCUMENT_ONLY_HEADERS from a response that is a built file, not a page. */
export function withoutDocumentHeaders(res: { removeHeader(name: string): void }): void {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}
