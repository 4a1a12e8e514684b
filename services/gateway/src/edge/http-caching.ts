import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

// The public read answers are the same for every visitor (no session, no premium field), so the
// edge lets browsers and a shared cache (a CDN in front) keep them: fresh for 30 s, then served
// stale for up to another minute while one revalidation runs (a CDN keeps answering while it asks
// again; a browser back within 90 s sees the older answer once, then the new one). A prediction
// changes at most once a recalculation and a blog post on publication, so half a minute's delay is
// harmless, and it keeps most of the home page's traffic off the gateway.
//
// Revalidation is cheap: Express's default `etag` setting (weak, which libs/service-kit's
// createServiceApp leaves as it is) gives every res.send/res.json answer an ETag of its body and
// answers a GET whose If-None-Match matches it with 304 and no body, in every service.
//
// Anything else keeps what its service says: the fixture page's prediction depends on the
// visitor's session token and is `private, no-store` (services/prediction), the session and
// payment answers are `no-store`. A service that marks one of these paths `private` or `no-store`
// is never overridden: the edge can only loosen what the service left public or unsaid.

export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

/** GET paths whose answers are the same for every visitor. */
export const PUBLIC_READ_PATHS: readonly RegExp[] = [
  /^\/api\/fixtures\/gameweek\/current$/i,
  /^\/api\/blog\/posts$/i,
  /^\/api\/blog\/post\/[^/]+$/i,
  /^\/api\/track-record$/i,
  /^\/api\/track-record\/headline$/i,
  /^\/api\/track-record\/gameweek\/[^/]+\/[^/]+$/i,
];

export function isPublicRead(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && PUBLIC_READ_PATHS.some((pattern) => pattern.test(path));
}

/** Sets PUBLIC_READ_CACHE_CONTROL on the successful answers of the public read paths. */
export function publicReadCaching(): RequestHandler {
  return (req, res, next) => {
    // Mounted on /api: req.path is below the mount point, the patterns name the whole path.
    if (isPublicRead(req.method, `${req.baseUrl}${req.path}`)) {
      onHeaders(res, () => {
        if (res.statusCode !== 200 && res.statusCode !== 304) return;
        const said = String(res.getHeader('Cache-Control') ?? '');
        if (/\b(private|no-store)\b/i.test(said)) return;
        res.setHeader('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
      });
    }
    next();
  };
}
