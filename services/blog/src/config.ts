// The blog service's settings (docs/engineering.md, "Configuration"), validated at start.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseConfigSchema, databaseNameSchema, loadConfig, portSchema } from '@scoreline/service-kit';
import { z } from 'zod';

export const blogConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(8105),
  /** The blog's own database on MONGODB_URI. */
  BLOG_DB_NAME: databaseNameSchema('blog'),
  /** The folder of markdown posts upserted at start; found next to the package when unset. */
  BLOG_POSTS_DIR: z.string().min(1).optional(),
});

export type BlogConfig = z.output<typeof blogConfigSchema>;

export function loadBlogConfig(env: NodeJS.ProcessEnv = process.env): Readonly<BlogConfig> {
  return loadConfig(blogConfigSchema, env);
}

const PACKAGE_NAME = '@scoreline/service-blog';

/** `<dir>/posts` when `dir` is this package's folder. */
function postsIn(dir: string): string | null {
  try {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown };
    const posts = path.join(dir, 'posts');
    return pkg.name === PACKAGE_NAME && existsSync(posts) ? posts : null;
  } catch {
    return null;
  }
}

/**
 * services/blog/posts, wherever this code runs from: the source (src/config.ts), this package's
 * bundle (dist/main.js), or another package's bundle that includes it (the gateway in `npm start`).
 * Walks up from this file, then from the working directory, looking for this package's folder
 * itself or a repository root holding services/blog.
 */
export function locatePostsDir(from: string = fileURLToPath(import.meta.url), cwd: string = process.cwd()): string | null {
  for (const start of [path.dirname(from), cwd]) {
    let dir = start;
    for (;;) {
      const found = postsIn(dir) ?? postsIn(path.join(dir, 'services', 'blog'));
      if (found) return found;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return null;
}

/** The configured folder, else the located one; fails loudly rather than starting with no posts. */
export function postsDirOf(config: Pick<BlogConfig, 'BLOG_POSTS_DIR'>): string {
  const dir = config.BLOG_POSTS_DIR ?? locatePostsDir();
  if (!dir) throw new Error('services/blog/posts not found; set BLOG_POSTS_DIR');
  return dir;
}
