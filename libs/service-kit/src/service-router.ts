import express, { type Router } from 'express';

/**
 * The router a service's `createRouter(deps)` returns. Its routes use full paths (`/api/blog/posts`)
 * so the same router works standalone and mounted at the root of the gateway.
 *
 * The router only enters for requests under its `prefixes`; any other request leaves it at once
 * (`next('router')`). So a service may write `router.use(requireBearer(config))` and it guards
 * that service's paths only: mounted in the gateway beside the others, it can neither answer nor
 * reject another service's requests. It never has a 404 or an error handler of its own: those
 * exist once, at the end of the app (createServiceApp).
 */
export function createServiceRouter(prefixes: readonly string[]): Router {
  if (prefixes.length === 0) throw new Error('createServiceRouter needs at least one path prefix');
  for (const prefix of prefixes) {
    if (!prefix.startsWith('/') || (prefix.length > 1 && prefix.endsWith('/'))) {
      throw new Error(`Path prefix must start with "/" and not end with one: "${prefix}"`);
    }
  }
  const router = express.Router();
  router.use((req, _res, next) => {
    next(isUnderAny(req.path, prefixes) ? undefined : 'router');
  });
  return router;
}

/**
 * True when `path` is one of `prefixes` or below one of them, segment-wise (/api/blog does not own
 * /api/blogs), ignoring case as Express's routing does by default.
 */
export function isUnderAny(path: string, prefixes: readonly string[]): boolean {
  const lower = path.toLowerCase();
  return prefixes.some((prefix) => {
    const p = prefix.toLowerCase();
    return p === '/' || lower === p || lower.startsWith(`${p}/`);
  });
}
