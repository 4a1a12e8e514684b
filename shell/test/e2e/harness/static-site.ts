// Serves the built site the way the gateway does in `npm start` (shell/README.md, "Serving"):
//   /remotes/<name>/*  → remotes/<name>/dist
//   any other file     → shell/dist
//   a page of SITE_PATHS → its prerendered page with its remote's preloads (service-kit site-pages), 200
//   any other page path  → the prerendered 404 page, 404 (crawlers see a 404)
// A remote can be swapped for another build or taken down while the site runs, as a team would.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createShellPages, preloadsFromFolder, type RemoteManifest } from '@scoreline/service-kit/site-pages';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Hashed files under assets/ never change; everything else (index.html, remotes.json,
 * remoteEntry.js) must be revalidated so a redeployed remote shows on the next reload.
 */
export function cacheControlFor(urlPath: string): string {
  return /\/assets\/[^/]+-[\w-]{8,}\.\w+$/.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface StaticSiteOptions {
  readonly shellDist: string;
  /** Remote name → its dist folder; null serves nothing for it (a remote that is down). */
  readonly remotes: Readonly<Record<string, string | null>>;
  readonly host?: string;
  readonly port?: number;
}

export interface StaticSite {
  readonly url: string;
  /** Redeploys (a folder) or takes down (null) one remote without touching the shell. */
  setRemote(name: string, dist: string | null): void;
  close(): Promise<void>;
}

function sendFile(res: ServerResponse, file: string, urlPath: string, method: string, status = 200): void {
  res.writeHead(status, {
    'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': statSync(file).size,
    'Cache-Control': cacheControlFor(urlPath),
    // Remote entries are imported across origins in distributed mode.
    'Access-Control-Allow-Origin': '*',
  });
  if (method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/** The file for a path inside root, or null; never escapes root. */
function fileIn(root: string, relative: string): string | null {
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (!file.startsWith(path.resolve(root) + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

export async function startStaticSite({
  shellDist,
  remotes,
  host = '127.0.0.1',
  port = 0,
}: StaticSiteOptions): Promise<StaticSite> {
  const remoteDists = new Map(Object.entries(remotes));
  const manifestFile = path.join(shellDist, 'remotes.json');
  const pages = createShellPages({
    shellDist,
    manifest: () => JSON.parse(readFileSync(manifestFile, 'utf8')) as RemoteManifest,
    preloadsOf: preloadsFromFolder((name) => remoteDists.get(name) ?? null),
  });

  const server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);

    const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(urlPath);
    if (remote) {
      const dist = remoteDists.get(remote[1] ?? '');
      const file = dist ? fileIn(dist, remote[2] || 'index.html') : null;
      if (file) sendFile(res, file, urlPath, method);
      else res.writeHead(dist ? 404 : 503, { 'Cache-Control': 'no-cache' }).end();
      return;
    }

    const file = urlPath === '/' ? null : fileIn(shellDist, urlPath);
    if (file) {
      sendFile(res, file, urlPath, method);
      return;
    }
    // A missing asset is a 404; a missing page is the shell's job (its router and 404 page).
    if (path.extname(urlPath)) {
      res.writeHead(404, { 'Cache-Control': 'no-cache' }).end();
      return;
    }
    pages.page(urlPath).then(
      (page) => {
        res.writeHead(page.status, { 'Content-Type': CONTENT_TYPES['.html']!, 'Cache-Control': 'no-cache' });
        res.end(method === 'HEAD' ? undefined : page.html);
      },
      (error: unknown) => {
        res.writeHead(500).end(String(error));
      },
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;

  return {
    url: `http://${host}:${address.port}`,
    setRemote(name, dist) {
      remoteDists.set(name, dist);
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
