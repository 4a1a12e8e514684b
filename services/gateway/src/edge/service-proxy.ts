import { Router, type NextFunction, type Request, type RequestHandler } from 'express';
import http, { type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { rawBodyOf, REQUEST_ID_HEADER, requestIdOf } from '@scoreline/service-kit';

// Distributed mode: each service runs alone (services/<s>/dist/main.js) and the gateway forwards
// by path prefix (docs/product.md, Architecture: "Who owns which API path"). SERVICE_URLS is a comma list of
// `prefix=url` pairs; longest prefix wins. The body was already read by the gateway's JSON parser,
// so the exact original bytes (rawBodyOf) are written onto the proxied request: re-serialising the
// parsed JSON would break byte-exact checks such as the Stripe webhook signature.

export interface ServiceRoute {
  prefix: string;
  target: string;
}

export function parseServiceUrls(value: string): ServiceRoute[] {
  const routes = value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const prefix = pair.slice(0, at).trim();
      const target = pair.slice(at + 1).trim();
      if (at <= 0 || !prefix.startsWith('/api/') || !/^https?:\/\/[^/]+/.test(target)) {
        throw new Error(`SERVICE_URLS: expected "/api/<prefix>=http://host:port", got "${pair}"`);
      }
      return { prefix: prefix.replace(/\/+$/, ''), target };
    });
  return routes.sort((a, b) => b.prefix.length - a.prefix.length);
}

export function proxyRoutes(routes: readonly ServiceRoute[]): Router {
  const router = Router();
  const sorted = [...routes].sort((a, b) => b.prefix.length - a.prefix.length);
  // The longest matching prefix names the owner.
  const owner = (pathname: string): string | undefined =>
    sorted.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.target;
  // One proxy per service, not per prefix: each proxy adds listeners to the HTTP server, and the
  // twenty-odd prefixes of the distributed mode passed Node's limit of ten (a leak warning at start).
  for (const target of new Set(sorted.map((route) => route.target))) {
    // Kept-alive connections to each service: without an agent every proxied request opened a new
    // TCP connection, and under 100 concurrent clients the bench measured p50 4 s (npm run bench -w
    // @scoreline/distributed).
    const agent = target.startsWith('https:') ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
    const badGateway = answerBadGateway(sorted);
    const proxy: RequestHandler = createProxyMiddleware({
      target,
      agent,
      changeOrigin: true,
      pathFilter: (pathname) => owner(pathname) === target,
      on: {
        proxyReq: (proxyReq, req) => {
          // The gateway's request id goes on, so the service logs the request and correlates the
          // events it causes under the id the gateway logged and answered with.
          proxyReq.setHeader(REQUEST_ID_HEADER, requestIdOf(req));
          writeOriginalBody(proxyReq, req);
        },
        error: (error, req, res) => {
          if (sentAgain(error, req, res)) return;
          badGateway(error, req, res);
        },
      },
    });
    const nexts = new WeakMap<IncomingMessage, NextFunction>();
    /** Sends the request once more when the service cannot have acted on it (retryOnce says when). */
    const sentAgain = (error: Error, req: IncomingMessage, res: ServerResponse | Socket): boolean => {
      if (!('writeHead' in res) || res.headersSent || !retryOnce(error, req)) return false;
      const next = nexts.get(req);
      if (!next) return false;
      void proxy(req as Request, res as unknown as Parameters<RequestHandler>[1], next);
      return true;
    };
    router.use((req, res, next) => {
      nexts.set(req, next);
      return proxy(req, res, next);
    });
  }
  return router;
}

const retried = new WeakSet<IncomingMessage>();

/**
 * Once per request, the errors that mean the service never acted on it, as nginx's
 * proxy_next_upstream does: a refused connection (nothing was sent), or, for a read (GET, HEAD),
 * a kept-alive connection the service closed as the request went out. A service stopping
 * gracefully closes its idle kept-alive connections (service-kit startHttpServer); the agent may
 * have just handed one of them to a request, and the second attempt opens a new connection (to the
 * service's new address during a rolling restart). A write that may have reached the service is
 * never sent twice.
 */
function retryOnce(error: Error, req: IncomingMessage): boolean {
  if (retried.has(req)) return false;
  const code = (error as { code?: string }).code;
  const read = req.method === 'GET' || req.method === 'HEAD';
  const retry = code === 'ECONNREFUSED' || (read && (code === 'ECONNRESET' || code === 'EPIPE'));
  if (retry) retried.add(req);
  return retry;
}

function writeOriginalBody(proxyReq: ClientRequest, req: Request): void {
  const raw = rawBodyOf(req);
  if (!raw) return;
  proxyReq.setHeader('Content-Length', raw.length);
  proxyReq.write(raw);
}

/** An unreachable service answers 502 `{detail}` like every other error, naming the path prefix, not the address. */
function answerBadGateway(routes: readonly ServiceRoute[]) {
  return (_error: Error, req: { url?: string }, res: ServerResponse | Socket): void => {
    if (!('writeHead' in res) || res.headersSent) {
      res.destroy();
      return;
    }
    const pathname = (req.url ?? '').split('?')[0] ?? '';
    const prefix = routes.find((route) => pathname === route.prefix || pathname.startsWith(`${route.prefix}/`))?.prefix ?? '/api';
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ detail: `The service behind ${prefix} is unavailable` }));
  };
}
