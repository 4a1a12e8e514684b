import { blogPostListResponseSchema, type BlogCategory, type BlogPostSummary } from '@scoreline/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/blog/posts, filtered server-side by the lowercase category name when one is chosen (docs/product.md §7). */
export async function getPosts(category: BlogCategory | null, signal?: AbortSignal): Promise<BlogPostSummary[]> {
  const { posts } = await api.get('/api/blog/posts', blogPostListResponseSchema, {
    query: { category: category?.toLowerCase() },
    signal,
  });
  return posts;
}
