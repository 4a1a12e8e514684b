// The blog inside another process (the gateway's local mode): its own config from the
// environment, its own database connection, the posts synchronised, the router to mount.
import { type EmbeddedService, embedService } from '@scoreline/service-host';
import type { Logger } from 'pino';
import { createRouter } from './app.ts';
import { loadBlogConfig } from './config.ts';
import type { BlogContext } from './context.ts';
import { openRuntime } from './runtime.ts';

export type EmbeddedBlog = EmbeddedService<BlogContext, null>;

export async function startEmbeddedBlog(options: { logger: Logger; env?: NodeJS.ProcessEnv }): Promise<EmbeddedBlog> {
  const runtime = await openRuntime(loadBlogConfig(options.env ?? process.env), 'embedded', options);
  return embedService({ runtime, router: createRouter });
}
