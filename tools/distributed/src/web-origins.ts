// The shell and each remote on an origin of its own (docs/product.md, Architecture: "Frontend",
// "Ports"), as a CDN or a team's static host would serve them: the built files, precompressed copies
// preferred (express-static-gzip, as the gateway serves them in `npm start`), and
//   - a remote's origin: /remotes/<name>/ from its build and, under /remotes/<name>/<version>/, any
//     version published beside it later (an independent deploy), with CORS for every origin: the
//     shell on another origin loads remoteEntry.js and its chunks as module scripts in CORS mode;
//   - the shell's origin: its build, /remotes.json read afresh from the stack's file on every request
//     (switching a remote is rewriting that file, no shell rebuild), and the shell's prerendered pages
//     (service-kit site-pages) for the site's pages.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { once } from 'node:events';
import type { Server, ServerResponse } from 'node:http';
import path from 'node:path';
import cors from 'cors';
import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { HTTP_SERVICE_PORTS, SITE_PATHS } from '@scoreline/contracts';
import {
  createShellPages,
  preloadsOverHttp,
  sendShellPage,
  withoutDocumentHeaders,
  type RemoteManifest,
} from '@scoreline/service-kit/site-pages';

const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite's hashed assets never change; the entry points that name them are revalidated every time. */
function cacheHeaders(res: ServerResponse, file: string): void {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  const hashed =
    /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|jpg)$/.test(name) && !name.startsWith('remoteEntry');
  res.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
  withoutDocumentHeaders(res);
}

function builtFiles(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, fallthrough: true, setHeaders: cacheHeaders },
  }) as RequestHandler;
}

const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ detail: `Not found: ${req.method} ${req.originalUrl}` });
};

export function remoteOriginApp(name: string, dist: string, publishDir: string): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Public, credential-free static files: any origin may load them (the shell's origin is one).
  app.use(cors());
  app.use(`/remotes/${name}`, builtFiles(dist), builtFiles(publishDir));
  app.use(notFound);
  return app;
}

export interface ShellOriginOptions {
  readonly dist: string;
  /** The stack's remotes.json, read on every request. */
  readonly remotesJson: string;
  /** The gateway's address, given to the page when the API-client's own rule would not find it. */
  readonly apiBase: string;
  /** Each served remote's origin, e.g. { blog: 'http://localhost:3002' }. */
  readonly remoteOrigins?: Readonly<Record<string, string>>;
}

export function shellOriginApp({
  dist,
  remotesJson,
  apiBase,
  remoteOrigins = {},
}: ShellOriginOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // The page's content policy, as the gateway gives the site in `npm start` (services/gateway
  // siteContentSecurityPolicy), widened to the origins of this mode: scripts, styles and images from
  // the shell and the remotes' origins, calls to the gateway, and the one inline script that names a
  // gateway on other ports, allowed by its hash. (A page on localhost calls http://localhost:8000,
  // libs/api-client base-url.ts; a stack on other ports tells the page its gateway that way.)
  const api = new URL(apiBase);
  const ruleFindsIt = api.hostname === 'localhost' && Number(api.port) === HTTP_SERVICE_PORTS.gateway;
  const apiBaseScript = `globalThis.__SCORELINE_API_BASE__=${JSON.stringify(apiBase)};`;
  const origins = Object.values(remoteOrigins);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': [
            "'self'",
            ...origins,
            ...(ruleFindsIt
              ? []
              : [`'sha256-${createHash('sha256').update(apiBaseScript).digest('base64')}'`]),
          ],
          'style-src': ["'self'", "'unsafe-inline'", ...origins],
          'img-src': ["'self'", 'data:', 'https:', ...origins],
          'connect-src': ["'self'", api.origin, ...origins],
          'form-action': ["'self'", api.origin, 'https://checkout.stripe.com'],
          // Every origin of this mode is plain HTTP on loopback.
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  app.get('/remotes.json', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('application/json').send(await readFile(remotesJson, 'utf8'));
  });
  // The site's origin answers /api/* by sending the browser to the gateway (307 keeps the method), as
  // an ingress routing /api to the gateway would: the payment service's local TEST MODE checkout page
  // is addressed on the page's own origin (services/payment create-checkout-session.ts, apiOrigin).
  app.use('/api', (req, res) => {
    res.redirect(307, `${apiBase}${req.originalUrl}`);
  });
  // Likewise /remotes/<name>/* goes to that remote's origin: a page may address a remote's file
  // root-relative on its own origin (the blog's article images, /remotes/blog/images/…), which the
  // gateway serves in `npm start` and an ingress would route here.
  for (const [name, origin] of Object.entries(remoteOrigins)) {
    app.use(`/remotes/${name}`, (req, res) => {
      res.redirect(307, `${origin}${req.originalUrl}`);
    });
  }
  app.use(builtFiles(dist));
  // The prerendered pages are read once (the shell is redeployed by restarting its origin);
  // remotes.json and each remote's preload list are read as they are now, the list from beside the
  // remote's entry on its own origin.
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile))
    throw new Error(`${indexFile} does not exist: build the site first (npm run build)`);
  const pages = createShellPages({
    shellDist: dist,
    manifest: async () => JSON.parse(await readFile(remotesJson, 'utf8')) as RemoteManifest,
    preloadsOf: preloadsOverHttp(),
    headStart: ruleFindsIt ? '' : `<script>${apiBaseScript}</script>`,
  });
  const sendPage: RequestHandler = async (req, res) => {
    sendShellPage(req, res, await pages.page(req.path));
  };
  app.get([...SITE_PATHS], sendPage);
  // Any other page path: the shell draws its 404 page, with a real 404 status (as the gateway does).
  app.get(/^\/[^.]*$/, sendPage);
  app.use(notFound);
  return app;
}

export interface Listening {
  readonly url: string;
  close(): Promise<void>;
}

export async function listen(
  app: express.Express,
  port: number,
  host: string,
  urlHost: string,
): Promise<Listening> {
  const server: Server = app.listen(port, host);
  await once(server, 'listening');
  return {
    url: `http://${urlHost}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
