// Where things live, relative to this file, so the browser tests run from any working directory.
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');
export const BLOG_DIR = path.join(REPO_ROOT, 'remotes', 'blog');
export const BLOG_DIST = path.join(BLOG_DIR, 'dist');
export const SHELL_DIR = path.join(REPO_ROOT, 'shell');
/** Everything this suite writes outside the repository. */
export const WORK_DIR = path.join(tmpdir(), 'scoreline-blog-e2e');
/** The shell is built into a folder of ours, so these tests never race the shell team's own dist. */
export const SHELL_DIST = path.join(WORK_DIR, 'shell-dist');
/** The shipped articles (services/blog/posts), copied with the tests' extra posts into a temporary folder. */
export const BLOG_POSTS_DIR = path.join(REPO_ROOT, 'services', 'blog', 'posts');
