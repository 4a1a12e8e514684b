// The blog inside another process (the gateway's local mode): its own config from the
// environment, its own database connection, the posts synchronised, the router to mount.
import { connectDb } from '@scoreline/db';
import type { Router } from 'express';
import type { Logger } from 'pino';
import { startBlog } from './blog.ts';
import { loadBlogConfig, postsDirOf } from './config.ts';

export interface EmbeddedBlog {
  router: Router;
  stop(): Promise<void>;
}

export async function startEmbeddedBlog(options: { logger: Logger; env?: NodeJS.ProcessEnv }): Promise<EmbeddedBlog> {
  const config = loadBlogConfig(options.env ?? process.env);
  const logger = options.logger.child({ component: 'blog' });
  const db = await connectDb({ dbName: config.BLOG_DB_NAME, uri: config.MONGODB_URI, logger });
  try {
    const blog = await startBlog({ db, logger, postsDir: postsDirOf(config) });
    return { router: blog.router, stop: () => db.close() };
  } catch (error) {
    await db.close();
    throw error;
  }
}
