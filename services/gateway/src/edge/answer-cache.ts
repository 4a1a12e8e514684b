// The gateway's answer cache: a micro-cache in front of Express for the public read answers
// (http-caching.ts PUBLIC_READ_PATHS), which the edge already tells browsers and any shared cache
// to keep for 30 s. The gateway keeps each one for a second itself (GATEWAY_ANSWER_CACHE_MS), as a
// CDN or nginx's proxy_cache would in front of it, and answers repeats of the same request from it
// without running the Express chain (docs/engineering.md, "The gateway's answer cache": about 40 µs
// of CPU a request instead of about 115; bench/edge-layers.ts prints the layers' costs).
//
// An answer is recorded as Express sent it, every byte and header, the first time a request misses,
// so what a visitor gets does not depend on which path answered (test/answer-cache.parity.test.ts
// compares the two for every variant). Per request, a cached answer still gets what is per
// request: its own request id (X-Request-Id), a count against the client's /api rate limit in the
// limiter's own store with its RateLimit headers (over the limit, the request goes to Express,
// which answers 429), the duration histogram and the completion log line (errors and slow or
// aborted requests at warn), all through the app's own hooks (service-kit frontHooksOf).
//
// What is never answered here: anything but GET and HEAD; a request with credentials (Cookie,
// Authorization, X-Session-Token: premium fields depend on them) or a Range; an Origin the CORS
// policy does not allow; a reload (Cache-Control: no-cache); an answer that is not 200 or 304, is
// private or no-store, sets a cookie, or varies on a header other than Origin and
// Accept-Encoding (the key holds those two); and every request once the gateway is stopping.
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { ipKeyGenerator, type Store } from 'express-rate-limit';
import fresh from 'fresh';
import proxyaddr from 'proxy-addr';
import { frontHooksOf } from '@scoreline/service-kit';
import { isPublicRead } from './http-caching.ts';

/** How long an answer is kept: well inside the 30 s the edge lets every cache keep it. */
export const DEFAULT_ANSWER_CACHE_MS = 1000;
/** Answers kept at most (each URL × Origin × Accept-Encoding × 200/304 is one). */
export const ANSWER_CACHE_MAX_ENTRIES = 512;
/** A larger answer is not kept (512 of them stay within about 128 MB at worst). */
export const ANSWER_CACHE_MAX_BYTES = 256 * 1024;

// Set per request (or by node itself), never replayed from a recording.
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'ratelimit', 'ratelimit-policy', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
// The key holds these request headers; an answer varying on any other is not recorded.
const KEYED_VARY = new Set(['origin', 'accept-encoding']);

interface Recorded {
  readonly status: number;
  /** Name, value, name, value …: writeHead's flat form, Express's own header names. */
  readonly headers: readonly OutgoingHttpHeader[];
  readonly body: Buffer;
  readonly etag: string | undefined;
  readonly lastModified: string | undefined;
  /** The metrics' route label Express gave it. */
  readonly route: string;
  readonly expires: number;
}

export interface AnswerCacheLimit {
  /** The /api limiter's store (rate-limits.ts), so both paths count against one budget. */
  readonly store: Store;
  readonly limit: number;
  readonly windowMs: number;
}

export interface AnswerCacheOptions {
  /** 0 turns the cache off. */
  ttlMs: number;
  maxEntries?: number;
  limit: AnswerCacheLimit;
  /** The CORS policy's allowed origins (a request from any other is left to Express). */
  corsOrigins: readonly string[];
  now?: () => number;
}

export interface AnswerCache {
  /** startHttpServer's `front`: answers from the cache (true, or a promise of it), or records what Express answers (false). */
  front(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean>;
  /** Answers kept now (tests, the bench). */
  readonly size: number;
}

const asText = (value: number | string | string[] | undefined): string | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.join(', ') : String(value);

export function createAnswerCache(app: Express, options: AnswerCacheOptions): AnswerCache {
  const hooks = frontHooksOf(app);
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? ANSWER_CACHE_MAX_ENTRIES;
  const allowedOrigins = new Set(options.corsOrigins);
  const { store, limit, windowMs } = options.limit;
  const policy = `${limit};w=${Math.ceil(windowMs / 1000)}`;
  // Express compiles `trust proxy` when it is set (createServiceApp, before this is made).
  const trust = app.get('trust proxy fn') as Parameters<typeof proxyaddr>[1];
  const full = new Map<string, Recorded>();
  const notModified = new Map<string, Recorded>();

  const room = (): boolean => {
    if (full.size + notModified.size < maxEntries) return true;
    const at = now();
    for (const kept of [full, notModified]) for (const [key, entry] of kept) if (entry.expires <= at) kept.delete(key);
    return full.size + notModified.size < maxEntries;
  };

  /** Lets Express answer, keeping a copy of what it sends when that may be replayed. */
  const record = (key: string, req: IncomingMessage, res: ServerResponse): false => {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse['write'];
    res.end = ((...args: unknown[]) => {
      if (args.length > 0 && typeof args[0] !== 'function') keep(args[0], args[1]);
      return end(...args);
    }) as ServerResponse['end'];
    res.once('finish', () => {
      const status = res.statusCode;
      if (status !== 200 && status !== 304) return;
      const cacheControl = asText(res.getHeader('cache-control')) ?? '';
      if (!/\bpublic\b/i.test(cacheControl) || /\b(private|no-store)\b/i.test(cacheControl)) return;
      if (res.getHeader('set-cookie') !== undefined) return;
      const vary = (asText(res.getHeader('vary')) ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
      if (vary.some((name) => !KEYED_VARY.has(name))) return;
      if (!room()) return;
      const headers: OutgoingHttpHeader[] = [];
      // Node has had getRawHeaderNames since 15.13 (Express's own casing); @types/node leaves it out.
      for (const name of (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
        const lower = name.toLowerCase();
        if (PER_REQUEST_HEADERS.has(lower) && !(lower === 'content-length' && req.method === 'HEAD')) continue;
        const value = res.getHeader(name);
        if (value !== undefined) headers.push(name, value);
      }
      const body = Buffer.concat(chunks);
      if (body.length > ANSWER_CACHE_MAX_BYTES) return;
      if (status === 200 && req.method === 'GET') headers.push('Content-Length', String(body.length));
      const expressRequest = req as IncomingMessage & { route?: { path: unknown }; baseUrl?: string };
      const entry: Recorded = {
        status,
        headers,
        body: req.method === 'HEAD' || status === 304 ? Buffer.alloc(0) : body,
        etag: asText(res.getHeader('etag')),
        lastModified: asText(res.getHeader('last-modified')),
        route: expressRequest.route ? `${expressRequest.baseUrl ?? ''}${String(expressRequest.route.path)}` : 'middleware',
        expires: now() + options.ttlMs,
      };
      (status === 200 ? full : notModified).set(key, entry);
    });
    return false;
  };

  const replay = (req: IncomingMessage, res: ServerResponse, answer: Recorded, remaining: number, resetMs: number): true => {
    hooks.assignRequestId(req, res);
    hooks.track(req, res, answer.route);
    res.setHeader('RateLimit-Policy', policy);
    res.setHeader('RateLimit', `limit=${limit}, remaining=${remaining}, reset=${Math.max(0, Math.ceil(resetMs / 1000))}`);
    res.writeHead(answer.status, answer.headers as OutgoingHttpHeader[]);
    if (answer.body.length > 0) res.end(answer.body);
    else res.end();
    return true;
  };

  const front = (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
    if (options.ttlMs <= 0) return false;
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const headers = req.headers;
    if (headers.cookie !== undefined || headers.authorization !== undefined || headers['x-session-token'] !== undefined) return false;
    if (headers.range !== undefined || /\bno-cache\b/i.test(headers['cache-control'] ?? '') || hooks.stopping()) return false;
    const origin = headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) return false;
    const key = `${method} ${req.url ?? ''}\n${origin ?? ''}\n${headers['accept-encoding'] ?? ''}`;
    const at = now();
    const whole = full.get(key);
    if (!whole || whole.expires <= at) {
      // Only a public read is worth a copy: any other GET (the site's files, a fixture's
      // prediction) goes to Express untouched.
      if (!isPublicRead(method, (req.url ?? '').split('?')[0]!)) return false;
      return record(key, req, res);
    }
    let answer = whole;
    if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) {
      if (fresh(headers, { etag: whole.etag, 'last-modified': whole.lastModified })) {
        const unchanged = notModified.get(key);
        if (!unchanged || unchanged.expires <= at || unchanged.etag !== whole.etag) return record(key, req, res);
        answer = unchanged;
      }
    }
    // The limiter's own count and key (express-rate-limit's default: the client IP as Express
    // sees it under `trust proxy`, IPv6 by its /56).
    const client = ipKeyGenerator(proxyaddr(req, trust));
    return Promise.resolve(store.increment(client)).then(({ totalHits, resetTime }) => {
      if (totalHits > limit) {
        // Over the limit: Express counts it again and answers 429, so this count is taken back.
        void store.decrement(client);
        return false;
      }
      return replay(req, res, answer, Math.max(limit - totalHits, 0), resetTime ? resetTime.getTime() - Date.now() : windowMs);
    });
  };

  return {
    front,
    get size() {
      return full.size + notModified.size;
    },
  };
}
