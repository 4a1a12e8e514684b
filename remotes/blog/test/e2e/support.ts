// One running stack per test file: the real blog service on a posts folder of the test's choosing
// (the shipped articles plus any extra files), the built shell and blog remote on one origin, Chromium.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startBlogService, type BlogService } from './harness/blog-service.ts';
import { launchChromium } from './harness/browser.ts';
import { BLOG_DIST, BLOG_POSTS_DIR, SHELL_DIST } from './harness/paths.ts';
import { startSite, type Site } from './harness/site.ts';

export interface Stack {
  site: Site;
  browser: Browser;
  stop(): Promise<void>;
}

export async function startStack(extraPosts: Record<string, string> = {}): Promise<Stack> {
  const postsDir = await mkdtemp(path.join(tmpdir(), 'scoreline-blog-e2e-posts-'));
  await cp(BLOG_POSTS_DIR, postsDir, { recursive: true });
  for (const [name, text] of Object.entries(extraPosts)) await writeFile(path.join(postsDir, name), text);

  let service: BlogService | undefined;
  let site: Site | undefined;
  try {
    service = await startBlogService(postsDir);
    site = await startSite({ shellDist: SHELL_DIST, blogDist: BLOG_DIST, apiUrl: service.url });
    const browser = await launchChromium();
    const running = { service, site };
    return {
      site,
      browser,
      async stop() {
        await browser.close();
        await running.site.close();
        await running.service.stop();
        await rm(postsDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await site?.close();
    await service?.stop();
    await rm(postsDir, { recursive: true, force: true });
    throw error;
  }
}
