import { readPostFiles } from '../domain/post-file.ts';
import type { Logger, Repositories } from './ports.ts';

export interface SyncSummary {
  /** Posts found in the folder (all of them are now in the store, as written). */
  posts: number;
  /** Posts that were not in the store before. */
  inserted: number;
  /** Posts whose stored copy differed from the file and was replaced. */
  updated: number;
  /** Stored posts whose file is gone. */
  removed: number;
}

export interface SyncPostsDeps {
  posts: Repositories['posts'];
  logger?: Logger;
}

/**
 * Makes the store hold exactly the posts of the folder (services/blog/posts), at every start.
 * Idempotent: a second run inserts, updates and removes nothing. The folder is the one source of
 * truth, so a renamed or deleted file does not leave its old post online. Every file is parsed
 * before anything is written: one bad post stops the start with its file name instead of
 * publishing half a blog.
 */
export async function syncPosts(postsDir: string, deps: SyncPostsDeps): Promise<SyncSummary> {
  const posts = await readPostFiles(postsDir);
  const written = await deps.posts.upsertAll(posts);
  const removed = await deps.posts.deleteAllExcept(posts.map((post) => post.slug));
  const summary = { posts: posts.length, inserted: written.upsertedCount, updated: written.modifiedCount, removed };
  deps.logger?.info(summary, 'blog posts synchronised');
  return summary;
}
