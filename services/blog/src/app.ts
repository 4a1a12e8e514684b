// The blog's HTTP routes as one router that never listens. Standalone, main.ts mounts it in
// createServiceApp; in `npm start` the gateway mounts it the same way beside the other services.
// It enters only for /api/blog (docs/product.md, Architecture: "Who owns which API path").
import { createServiceRouter } from '@scoreline/service-kit';
import type { Router } from 'express';
import type { BlogContext } from './context.ts';
import { postsRoutes } from './routes/posts-routes.ts';

export const BLOG_PATH_PREFIXES = ['/api/blog'] as const;

export function createRouter(context: BlogContext): Router {
  const router = createServiceRouter(BLOG_PATH_PREFIXES);
  postsRoutes(router, context);
  return router;
}
