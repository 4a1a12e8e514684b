import { blogSlugSchema, type BlogPost } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import type { Repositories } from './ports.ts';

/** The words the remote shows are its own (docs/product.md §8); this detail is for logs and API users. */
export const POST_NOT_FOUND = 'Blog post not found';

export type GetPostDeps = Pick<Repositories, 'posts'>;

/** GET /api/blog/post/{slug}. A malformed slug cannot name a post, so it is the same 404, not a 422. */
export async function getPost(slug: string, deps: GetPostDeps): Promise<BlogPost> {
  const post = blogSlugSchema.safeParse(slug).success ? await deps.posts.findBySlug(slug) : null;
  if (!post) throw AppError.notFound(POST_NOT_FOUND);
  return post;
}
