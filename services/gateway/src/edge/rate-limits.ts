import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { AppError } from '@scoreline/service-kit';

// Limits at the edge, keyed by client IP (express-rate-limit's in-memory store: one gateway
// process per node; a shared store is the upgrade path when the gateway scales out). Exceeding one
// answers 429 `{detail}` with Retry-After through the central error handler. Admin logins are not
// limited here but by the product's failed-password budget (service-kit), shared with the services.
function limiter(windowMs: number, limit: number, detail: string): RateLimitRequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res, next) => {
      const retryAfter = res.getHeader('Retry-After');
      next(AppError.tooManyRequests(detail, retryAfter === undefined ? {} : { headers: { 'Retry-After': String(retryAfter) } }));
    },
  });
}

/** Every /api request: a generous per-IP budget that stops floods, not visitors. */
export const apiLimiter = (perMinute: number) => limiter(60_000, perMinute, 'Too many requests; slow down and try again shortly');
