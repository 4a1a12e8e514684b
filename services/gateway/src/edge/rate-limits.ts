import { MemoryStore, rateLimit, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import { AppError } from '@scoreline/service-kit';

// Limits at the edge, keyed by client IP: counted across the gateway's replicas by main.ts's shared
// stores (replicas/shared-rate-limit-store.ts), in memory when an app is built without them (tests).
// Exceeding one answers 429 `{detail}` with Retry-After through the central error handler. Admin
// logins are not limited here but by the product's failed-password budget (service-kit), shared
// with the services.
function limiter(windowMs: number, limit: number, detail: string, store?: Store): RateLimitRequestHandler {
  return rateLimit({
    windowMs,
    limit,
    ...(store ? { store } : {}),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res, next) => {
      const retryAfter = res.getHeader('Retry-After');
      next(AppError.tooManyRequests(detail, retryAfter === undefined ? {} : { headers: { 'Retry-After': String(retryAfter) } }));
    },
  });
}

/** Every /api request: a generous per-IP budget that stops floods, not visitors. */
export interface ApiLimit {
  middleware: RateLimitRequestHandler;
  /** Its count per client, which the answer cache (answer-cache.ts) counts cached answers in too. */
  store: Store;
  limit: number;
  windowMs: number;
}

export function apiLimit(perMinute: number, shared?: Store): ApiLimit {
  const store = shared ?? new MemoryStore();
  const windowMs = 60_000;
  return {
    middleware: limiter(windowMs, perMinute, 'Too many requests; slow down and try again shortly', store),
    store,
    limit: perMinute,
    windowMs,
  };
}

/**
 * The public diagnostics that read every fixture and prediction (0.5-0.8 s each uncached). The
 * services keep their answers per data version, but the first request after each change still
 * computes, so a client gets far fewer of them than of the ordinary reads.
 */
export const EXPENSIVE_DIAGNOSTICS_PATHS = [
  '/api/accuracy/diagnostics',
  '/api/diagnostics/compare-sandbox-production',
  '/api/diagnostics/prediction-sample',
  '/api/diagnostics/production-accuracy-breakdown',
  '/api/diagnostics/progressive-sample',
] as const;

export const DEFAULT_DIAGNOSTICS_RATE_LIMIT_PER_MINUTE = 60;

/** The tighter per-IP budget of EXPENSIVE_DIAGNOSTICS_PATHS, one budget for all of them. */
export const diagnosticsLimiter = (perMinute: number, shared?: Store) =>
  limiter(60_000, perMinute, 'Too many diagnostics requests; they are expensive, try again in a minute', shared);
