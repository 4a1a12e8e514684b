// Thin handlers: read the request, call a use-case, answer (docs/engineering.md, "Services").
import { API } from '@scoreline/contracts';
import { parseQuery } from '@scoreline/service-kit';
import type { Router } from 'express';
import { getPost } from '../use-cases/get-post.ts';
import { listPosts } from '../use-cases/list-posts.ts';
import type { BlogDeps } from '../use-cases/ports.ts';

export function postsRoutes(router: Router, deps: BlogDeps): void {
  // Express parses `?category=a&category=b` into an array: one category at a time, so that is a 400.
  router.get(API.blogPosts.route, async (req, res) => {
    const { category } = parseQuery(req, API.blogPosts.query, { status: 400 });
    res.json(await listPosts(category, deps));
  });

  router.get(API.blogPost.route, async (req, res) => {
    res.json(await getPost(String(req.params.slug), deps));
  });
}
