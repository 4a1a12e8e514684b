import type { BlogPost } from '@scoreline/contracts';
import { api } from '../../../lib/api-client.ts';
import { expectShape, isPost } from '../../../lib/answer-shape.ts';

/** GET /api/blog/post/{slug} (docs/product.md §7). */
export async function getPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  const answer = await api.get(`/api/blog/post/${encodeURIComponent(slug)}`, { signal });
  return expectShape(`GET /api/blog/post/${slug}`, answer, isPost);
}
