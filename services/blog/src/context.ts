// The blog's composition root: its repository on the blog's own connection, shared by its HTTP
// routes (app.ts). startBlog is what a blog process runs at start (runtime.ts): the context, then
// the store brought in step with the repository's markdown files.
import type { Database } from '@scoreline/db';
import type { Logger } from 'pino';
import { createPostsRepository } from './repositories/posts-repository.ts';
import type { Repositories } from './use-cases/ports.ts';
import { syncPosts } from './use-cases/sync-posts.ts';

export interface BlogDeps {
  logger: Logger;
  /** The blog's own database (libs/db connectDb with BLOG_DB_NAME). */
  db: Database;
}

export interface BlogContext {
  readonly logger: Logger;
  readonly db: Database;
  readonly repositories: Repositories;
}

export interface StartBlogOptions extends BlogDeps {
  /** services/blog/posts, or BLOG_POSTS_DIR (config.ts postsDirOf). */
  postsDir: string;
}

export function createBlog(deps: BlogDeps): BlogContext {
  return {
    logger: deps.logger,
    db: deps.db,
    repositories: {
      posts: createPostsRepository(deps.db.connection),
    },
  };
}

/** The context with the store holding exactly the posts of `postsDir`. */
export async function startBlog({ postsDir, ...deps }: StartBlogOptions): Promise<BlogContext> {
  const context = createBlog(deps);
  // libs/db builds indexes here, at start, not in the background (autoIndex is off). The posts need
  // only _id today; this keeps the store in step with the schema when that changes.
  await deps.db.syncIndexes();
  await syncPosts(postsDir, { posts: context.repositories.posts, logger: context.logger });
  return context;
}
