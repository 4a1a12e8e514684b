// Where the service finds its posts: from its source, from its own bundle, from the gateway's
// bundle, or from the repository root as working directory; BLOG_POSTS_DIR wins over all of them.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBlogConfig, locatePostsDir, postsDirOf } from '../src/config.ts';

const packageDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(packageDir, '..', '..');
const postsDir = path.join(packageDir, 'posts');

describe('locatePostsDir', () => {
  it.each([
    ['the source', path.join(packageDir, 'src', 'config.ts')],
    ["the blog's own bundle", path.join(packageDir, 'dist', 'main.js')],
    ["the gateway's bundle", path.join(repoRoot, 'services', 'gateway', 'dist', 'main.js')],
  ])('finds services/blog/posts from %s', (_where, from) => {
    expect(locatePostsDir(from, tmpdir())).toBe(postsDir);
  });

  it('falls back to the working directory when the code lives elsewhere', () => {
    expect(locatePostsDir(path.join(tmpdir(), 'bundle', 'main.js'), repoRoot)).toBe(postsDir);
  });

  it('answers null when neither place holds the blog', () => {
    expect(locatePostsDir(path.join(tmpdir(), 'bundle', 'main.js'), tmpdir())).toBeNull();
  });
});

describe('blog config', () => {
  it('defaults to port 8105 and its own database', () => {
    const config = loadBlogConfig({ NODE_ENV: 'test' });
    expect(config.PORT).toBe(8105);
    expect(config.BLOG_DB_NAME).toBe('scoreline_blog');
    expect(config.BLOG_POSTS_DIR).toBeUndefined();
  });

  it('refuses a database name the store would not accept', () => {
    expect(() => loadBlogConfig({ NODE_ENV: 'test', BLOG_DB_NAME: 'blog posts' })).toThrow(/BLOG_DB_NAME/);
  });

  it('lets BLOG_POSTS_DIR choose the folder', () => {
    expect(postsDirOf({ BLOG_POSTS_DIR: '/srv/blog-posts' })).toBe('/srv/blog-posts');
    expect(postsDirOf({ BLOG_POSTS_DIR: undefined })).toBe(postsDir);
  });
});
