// The blog's composition root (its context), shared by main.ts (the blog alone, port 8105) and the gateway
// (every service in one process): repository on the blog's own connection, posts synchronised from
// the repository's markdown files, then the router.
import type { Database } from '@scoreline/db';
import type { HealthChecks } from '@scoreline/service-kit';
import type { Router } from 'express';
import type { Logger } from 'pino';
import { createRouter } from './app.ts';
import { createPostsRepository } from './repositories/posts-repository.ts';
import { syncPosts, type SyncSummary } from './use-cases/sync-posts.ts';

export interface StartBlogOptions {
  /** The blog's own database (libs/db connectDb with BLOG_DB_NAME). */
  db: Database;
  logger: Logger;
  /** services/blog/posts, or BLOG_POSTS_DIR (config.ts postsDirOf). */
  postsDir: string;
}

export interface Blog {
  /** Mount at the root: it carries the full /api/blog paths and ignores everything else. */
  router: Router;
  /** What the start-up synchronisation did. */
  sync: SyncSummary;
  /** For createServiceApp's /ready. */
  readiness: HealthChecks;
}

export async function startBlog({ db, logger, postsDir }: StartBlogOptions): Promise<Blog> {
  const deps = { posts: createPostsRepository(db.connection), logger };
  // libs/db builds indexes here, at start, not in the background (autoIndex is off). The posts need
  // only _id today; this keeps the store in step with the schema when that changes.
  await db.syncIndexes();
  const sync = await syncPosts(postsDir, deps);
  return {
    router: createRouter(deps),
    sync,
    readiness: {
      mongodb: async () => {
        const health = await db.health();
        if (health.state !== 'up') throw new Error(health.detail ?? 'database down');
      },
    },
  };
}
