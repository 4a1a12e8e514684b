import type { BlogCategory, BlogPostSummary } from '@scoreline/contracts';
import { api } from '../../../lib/api-client.ts';
import { expectShape, isPostSummary } from '../../../lib/answer-shape.ts';

const isPostList = (value: unknown): value is { posts: BlogPostSummary[] } => {
  const posts = (value as { posts?: unknown } | null)?.posts;
  return Array.isArray(posts) && posts.every(isPostSummary);
};

/** GET /api/blog/posts, filtered server-side by the lowercase category name when one is chosen (docs/product.md §7). */
export async function getPosts(category: BlogCategory | null, signal?: AbortSignal): Promise<BlogPostSummary[]> {
  const answer = await api.get('/api/blog/posts', { query: { category: category?.toLowerCase() }, signal });
  return expectShape('GET /api/blog/posts', answer, isPostList).posts;
}
