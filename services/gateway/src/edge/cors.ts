import cors from 'cors';
import type { RequestHandler } from 'express';

// The shell and remotes call the API with credentials (the session_token cookie, docs/product.md §7),
// so CORS must name exact origins: a wildcard is refused by browsers for credentialed requests and
// would hand any site a paying visitor's answers. Which origins: edge/site-origins.ts.
export function corsMiddleware(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return cors({
    origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Session-Token', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
}
