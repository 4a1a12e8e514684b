// What a blog process opens (its database, libs/service-host; the blog uses no events) and the
// blog started on it (posts synchronised); shared by main.ts and embedded.ts (inside the gateway).
import { type HostOptions, openServiceRuntime, type ServiceRuntime } from '@scoreline/service-host';
import { type BlogContext, startBlog } from './context.ts';
import { type BlogConfig, postsDirOf } from './config.ts';

export type BlogRuntime = ServiceRuntime<BlogContext>;

export function openRuntime(config: Readonly<BlogConfig>, component: string, host: Pick<HostOptions, 'logger'> = {}): Promise<BlogRuntime> {
  return openServiceRuntime({
    name: 'blog',
    component,
    logLevel: config.LOG_LEVEL,
    dbName: config.BLOG_DB_NAME,
    mongoUri: config.MONGODB_URI,
    ...host,
    context: (parts) => startBlog({ ...parts, postsDir: postsDirOf(config) }),
  });
}
