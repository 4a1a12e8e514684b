import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { AppError } from '@scoreline/service-kit';

// Limits at the edge, keyed by client IP (express-rate-limit's in-memory store: one gateway
// process per node; a shared store is the upgrade path when the gateway scales out). Exceeding one
// answers 429 `{detail}` with Retry-After through the central error handler.
function limiter(windowMs: number, limit: number, detail: string, skipSuccessfulRequests = false): RateLimitRequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skipSuccessfulRequests,
    handler: (_req, res, next) => {
      const retryAfter = res.getHeader('Retry-After');
      next(AppError.tooManyRequests(detail, retryAfter === undefined ? {} : { headers: { 'Retry-After': String(retryAfter) } }));
    },
  });
}

/** Every /api request: a generous per-IP budget that stops floods, not visitors. */
export const apiLimiter = (perMinute: number) => limiter(60_000, perMinute, 'Too many requests; slow down and try again shortly');

/** Admin logins: failed attempts only count, so a correct login is never locked out by its own success. */
export const loginLimiter = (per15Minutes: number) =>
  limiter(15 * 60_000, per15Minutes, 'Too many failed login attempts; try again later', true);
