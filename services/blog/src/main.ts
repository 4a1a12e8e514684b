// The blog service on its own (distributed mode, port 8105): config, database, posts, HTTP server.
// Stops cleanly on SIGTERM/SIGINT (service-kit), closing the database after the last request.
import { connectDb } from '@scoreline/db';
import { createLogger, createServiceApp, startHttpServer } from '@scoreline/service-kit';
import { startBlog } from './blog.ts';
import { loadBlogConfig, postsDirOf } from './config.ts';

const config = loadBlogConfig();
const logger = createLogger({ name: 'blog', level: config.LOG_LEVEL });

try {
  const db = await connectDb({ dbName: config.BLOG_DB_NAME, uri: config.MONGODB_URI, logger });
  const blog = await startBlog({ db, logger, postsDir: postsDirOf(config) });
  const app = createServiceApp({
    name: 'blog',
    logger,
    mount: (root) => root.use(blog.router),
    readiness: blog.readiness,
  });
  const server = await startHttpServer(app, { port: config.PORT, host: config.HOST, logger });
  server.onShutdown('mongodb', () => db.close());
} catch (error) {
  logger.fatal({ err: error }, 'blog service failed to start');
  process.exit(1);
}
