import { blogPostResponseSchema, type BlogPost } from '@scoreline/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/blog/post/{slug} (docs/product.md §7). */
export function getPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  return api.get(`/api/blog/post/${encodeURIComponent(slug)}`, blogPostResponseSchema, { signal });
}
