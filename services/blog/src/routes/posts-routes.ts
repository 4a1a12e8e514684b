// Thin handlers: read the request, call a use-case, answer (docs/engineering.md, "Services").
import { API } from '@scoreline/contracts';
import { parseQuery } from '@scoreline/service-kit';
import type { Router } from 'express';
import type { BlogContext } from '../context.ts';
import { getPost } from '../use-cases/get-post.ts';
import { listPosts } from '../use-cases/list-posts.ts';

export function postsRoutes(router: Router, context: BlogContext): void {
  // Express parses `?category=a&category=b` into an array: one category at a time, so that is a 400.
  router.get(API.blogPosts.route, async (req, res) => {
    const { category } = parseQuery(req, API.blogPosts.query, { status: 400 });
    res.json(await listPosts(category, { posts: context.repositories.posts }));
  });

  router.get(API.blogPost.route, async (req, res) => {
    res.json(await getPost(String(req.params.slug), { posts: context.repositories.posts }));
  });
}
