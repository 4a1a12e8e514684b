import { BLOG_CATEGORY_QUERIES, blogCategoryFromQuery, type BlogPostListResponse } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import type { Repositories } from './ports.ts';

const CATEGORY_NAMES = BLOG_CATEGORY_QUERIES.join(', ');

export type ListPostsDeps = Pick<Repositories, 'posts'>;

/**
 * GET /api/blog/posts (docs/product.md §7). `category` is the lowercase category name; any letter case
 * is accepted since the meaning is unambiguous, and an empty value means no filter. Anything that
 * is not one of the four categories is a 400, so a typo never reads as "no posts".
 */
export async function listPosts(category: string | undefined, deps: ListPostsDeps): Promise<BlogPostListResponse> {
  const wanted = category?.trim().toLowerCase();
  if (!wanted) return { posts: await deps.posts.list() };
  const chosen = blogCategoryFromQuery(wanted);
  if (!chosen) throw AppError.badRequest(`Unknown category "${category}"; expected one of: ${CATEGORY_NAMES}`);
  return { posts: await deps.posts.list(chosen) };
}
