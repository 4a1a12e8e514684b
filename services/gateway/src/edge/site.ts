import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { SITE_PATHS } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import {
  createShellPages,
  preloadsFromFolder,
  preloadsOverHttp,
  sendShellPage,
  withoutDocumentHeaders,
  type ShellPages,
} from '@scoreline/service-kit/site-pages';
import { pageLinkHeader, readRemoteManifest } from './page-hints.ts';

// Local mode (`npm start`): the gateway serves the built shell at / and each built remote at
// /remotes/<name>/ (the URLs in shell/public/remotes.json), so the whole product is one origin.
// Caching: Vite's hashed assets never change, so they are immutable for a year; the entry points
// that name them (index.html, remotes.json, each remoteEntry.js) are revalidated every time,
// which is what lets a remote's new build be picked up by a reload without rebuilding the shell.
// Compression: every build writes brotli and gzip copies beside each text asset (vite.shared.ts);
// express-static-gzip sends the one the request's Accept-Encoding prefers (brotli first) with its
// Content-Encoding and `Vary: Accept-Encoding`, and the original to a client that accepts neither.
// Nothing is compressed per request. It lists the copies when the gateway starts: a file built
// later is still served, uncompressed, until the next start.

const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheHeaders(res: ServerResponse, file: string): void {
  // The policy is the original file's: `x-AbC123xY.js.br` is as immutable as `x-AbC123xY.js`.
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  const hashed = /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|jpg)$/.test(name) && !name.startsWith('remoteEntry');
  res.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
  withoutDocumentHeaders(res);
}

/** The files of one dist folder, precompressed where the build made copies. */
function builtFiles(dist: string): RequestHandler {
  return expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, fallthrough: true, setHeaders: cacheHeaders },
  }) as RequestHandler;
}

export function builtRemotes(siteRoot: string): string[] {
  const remotesDir = path.join(siteRoot, 'remotes');
  if (!existsSync(remotesDir)) return [];
  return readdirSync(remotesDir).filter((name) => existsSync(path.join(remotesDir, name, 'dist')));
}

/** A page's answer: the prerendered document with its hints (service-kit site-pages) and its API preload. */
function pageHandler(pages: ShellPages) {
  return async (req: Request, res: Response) => {
    const page = await pages.page(req.path);
    const links = page.status === 200 ? pageLinkHeader(req.path) : undefined;
    if (links) res.setHeader('Link', links);
    sendShellPage(req, res, page);
  };
}

export function siteRoutes(siteRoot: string): Router {
  const shellDist = path.join(siteRoot, 'shell', 'dist');
  const indexHtml = path.join(shellDist, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`SITE_ROOT is set but ${indexHtml} does not exist: build the site first (npm run build)`);
  }
  const router = Router();

  const remotes = builtRemotes(siteRoot);
  for (const name of remotes) {
    router.use(`/remotes/${name}`, builtFiles(path.join(siteRoot, 'remotes', name, 'dist')));
  }
  router.use(builtFiles(shellDist));

  // Read once: remotes.json changes with a deployment of the shell, which restarts the gateway.
  const manifest = readRemoteManifest(path.join(shellDist, 'remotes.json'));
  // A remote served here is read from its build folder (again when rebuilt); one remotes.json puts
  // elsewhere, from its own origin.
  const local = preloadsFromFolder((remote) =>
    remotes.includes(remote) ? path.join(siteRoot, 'remotes', remote, 'dist') : null,
  );
  const remoteOrigin = preloadsOverHttp();
  const pages = createShellPages({
    shellDist,
    headStart: `<script>${SAME_ORIGIN_API}</script>`,
    manifest: () => manifest,
    preloadsOf: (remote, entry) =>
      entry.startsWith(`/remotes/${remote}/`) ? local(remote, entry) : remoteOrigin(remote, entry),
  });
  const sendPage = pageHandler(pages);
  // A missing file under /remotes/ is a plain 404 {detail}, never the shell's index.html.
  router.use('/remotes', (req) => {
    throw AppError.notFound(`Not found: ${req.method} ${req.originalUrl}`);
  });
  router.get([...SITE_PATHS], sendPage);
  // Any other page path: the shell renders its 404 page, with a real 404 status. API, health and
  // asset-looking paths are left to the JSON 404 after every service.
  router.get(/^\/(?!api\/|api$|health$|ready$|metrics$|remotes\/)[^.]*$/, sendPage);
  return router;
}

/**
 * The gateway serves the site and the API on one origin, whatever its port: the pages it serves call
 * their own origin (api-client's run-time override). Without it, a page served from localhost on
 * another port than 8000 (`PORT=8700 npm start`) would call http://localhost:8000, the development
 * servers' rule (docs/product.md §9).
 */
const SAME_ORIGIN_API = 'globalThis.__SCORELINE_API_BASE__=location.origin;';

/**
 * CSP for the served site: same-origin scripts only (module federation loads remotes from this
 * origin), and the one inline script above, allowed by its hash. The pages call their own origin;
 * `connect-src` also names the site's other origins (edge/site-origins.ts), never a fixed port.
 */
export function siteContentSecurityPolicy(siteOrigins: readonly string[]) {
  return {
    useDefaults: true,
    directives: {
      'script-src': ["'self'", `'sha256-${createHash('sha256').update(SAME_ORIGIN_API).digest('base64')}'`],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https:'],
      'connect-src': ["'self'", ...siteOrigins],
      'form-action': ["'self'", 'https://checkout.stripe.com'],
    },
  };
}
