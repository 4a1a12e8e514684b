// Before the browser tests: builds the blog remote and the shell when missing or stale, then starts
// the real gateway serving them, with the blog service reading the shipped posts plus the tests'
// extra ones (BLOG_POSTS_DIR, a temporary copy). The gateway's address, or the reason it could not
// start (the infrastructure is down), is handed to the test files, which fail with it.
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from './harness/build.ts';
import { EXTRA_POSTS } from './harness/extra-posts.ts';
import { BLOG_DIST, BLOG_POSTS_DIR, SHELL_DIST, WORK_DIR } from './harness/paths.ts';
import { startRealGateway } from '@scoreline/test-support/real-gateway';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureBuilt();
  await mkdir(WORK_DIR, { recursive: true });
  const run = await mkdtemp(path.join(WORK_DIR, 'run-'));
  // SITE_ROOT as the gateway expects it (shell/dist, remotes/<name>/dist), pointing at our builds.
  const siteRoot = path.join(run, 'site');
  await mkdir(path.join(siteRoot, 'shell'), { recursive: true });
  await mkdir(path.join(siteRoot, 'remotes', 'blog'), { recursive: true });
  await symlink(SHELL_DIST, path.join(siteRoot, 'shell', 'dist'), 'dir');
  await symlink(BLOG_DIST, path.join(siteRoot, 'remotes', 'blog', 'dist'), 'dir');
  const postsDir = path.join(run, 'posts');
  await cp(BLOG_POSTS_DIR, postsDir, { recursive: true });
  for (const [name, text] of Object.entries(EXTRA_POSTS)) await writeFile(path.join(postsDir, name), text);

  const gateway = await startRealGateway({
    siteRoot,
    logFile: path.join(run, 'gateway.log'),
    waitFor: 'listening',
    env: { BLOG_POSTS_DIR: postsDir },
  });
  project.provide('realGateway', gateway.info);
  return async () => {
    await gateway.stop();
    await rm(run, { recursive: true, force: true });
  };
}
