// The blog's HTTP routes as one router that never listens. Standalone, main.ts mounts it in
// createServiceApp; in `npm start` the gateway mounts it the same way beside the other services.
// It enters only for /api/blog (docs/product.md, Architecture: "Who owns which API path").
import { createServiceRouter } from '@scoreline/service-kit';
import type { Router } from 'express';
import { postsRoutes } from './routes/posts-routes.ts';
import type { BlogDeps } from './use-cases/ports.ts';

export const BLOG_PATH_PREFIXES = ['/api/blog'] as const;

export function createRouter(deps: BlogDeps): Router {
  const router = createServiceRouter(BLOG_PATH_PREFIXES);
  postsRoutes(router, deps);
  return router;
}
