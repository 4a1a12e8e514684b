// Before the browser tests: builds the blog remote and the shell when missing or stale, then starts
// the real gateway serving them, with the blog service reading the shipped posts plus the tests'
// extra ones (BLOG_POSTS_DIR, a copy in the run's folder). The gateway's address, or the reason it
// could not start (the infrastructure is down), is handed to the test files, which fail with it.
import { cp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { suiteGlobalSetup } from '@scoreline/test-support/browser-suite';
import { BLOG_POSTS_DIR, EXTRA_POSTS } from './harness/extra-posts.ts';

export default suiteGlobalSetup(
  { name: 'blog', remotes: ['blog'] },
  {
    waitFor: 'listening',
    async prepare(run) {
      const postsDir = path.join(run, 'posts');
      await cp(BLOG_POSTS_DIR, postsDir, { recursive: true });
      for (const [name, text] of Object.entries(EXTRA_POSTS)) await writeFile(path.join(postsDir, name), text);
      return { BLOG_POSTS_DIR: postsDir };
    },
  },
);
