// Thin handlers: read the request, call a use-case, answer (docs/engineering.md, "Services").
import { parseQuery } from '@scoreline/service-kit';
import type { Router } from 'express';
import { z } from 'zod';
import { getPost } from '../use-cases/get-post.ts';
import { listPosts } from '../use-cases/list-posts.ts';
import type { BlogDeps } from '../use-cases/ports.ts';

// Express parses `?category=a&category=b` into an array: one category at a time, so that is a 400.
const listQuerySchema = z.object({ category: z.string().optional() });

export function postsRoutes(router: Router, deps: BlogDeps): void {
  router.get('/api/blog/posts', async (req, res) => {
    const { category } = parseQuery(req, listQuerySchema, { status: 400 });
    res.json(await listPosts(deps, category));
  });

  router.get('/api/blog/post/:slug', async (req, res) => {
    res.json(await getPost(deps, String(req.params.slug)));
  });
}
