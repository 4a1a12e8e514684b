// The blog's public pages in a real browser, checked with axe-core: the list and a post with a task
// list have no serious or critical violations, and the post's read-only task-list checkboxes are
// named by their tasks (axe `label` was critical on them before). At a phone's and a desktop's width,
// the list and every shipped post are judged as they are photographed into screenshots/: nothing
// wider than the screen (a table scrolls inside its own box), no serious or critical violation.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations } from '@scoreline/test-support/axe';
import { DESKTOP, LAPTOP, PHONE, launchChromium, newSiteContext, pageOverflow, watchPage, type PageWatch } from '@scoreline/test-support/browser';
import { SCREENSHOTS_DIR } from '@scoreline/test-support/browser-suite';
import { BLOG_POSTS_DIR } from './harness/extra-posts.ts';
import { useRealGateway } from '@scoreline/test-support/real-gateway';

/** A shipped post with a GFM task list (services/blog/posts/how-to-read-probabilities.md). */
const TASK_LIST_POST = 'how-to-read-probabilities';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let watched: PageWatch;

const backend = useRealGateway();
const site = backend.site;

beforeAll(async () => {
  if (!backend.available) return;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  context = await newSiteContext(browser, site, LAPTOP);
  page = await context.newPage();
  watched = watchPage(page, 'none');
});

afterEach(async () => {
  await context?.close();
});

describe('the blog pages with axe-core', () => {
  it('the blog list has no serious or critical violation', async () => {
    await page.goto(`${site}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Scoreline Blog' }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  it('a post with a task list has none either, its read-only checkboxes named by their tasks', async () => {
    await page.goto(`${site}/blog/${TASK_LIST_POST}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const done = page.getByRole('checkbox', { name: 'How previous meetings between the two clubs went' });
    await done.waitFor();
    expect(await done.isChecked()).toBe(true);
    expect(await done.isDisabled()).toBe(true);
    const open = page.getByRole('checkbox', { name: 'Injuries, suspensions and rotation' });
    expect(await open.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox').count()).toBe(6);
    expect(await seriousViolations(page)).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  it('the post on a phone has no serious or critical violation', async () => {
    const phone = await newSiteContext(browser, site, PHONE);
    try {
      const small = await phone.newPage();
      await small.goto(`${site}/blog/${TASK_LIST_POST}`);
      await small.getByRole('checkbox').first().waitFor();
      expect(await seriousViolations(small)).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  // The shipped posts by their file names (a slug is its file's name).
  const shipped = readdirSync(BLOG_POSTS_DIR).filter((name) => name.endsWith('.md')).map((name) => name.slice(0, -3));
  for (const viewport of [PHONE, DESKTOP]) {
    it(`the list and every shipped post at ${viewport.width} px fit the screen with no serious or critical violation`, async () => {
      const sized = await newSiteContext(browser, site, viewport);
      try {
        const shown = await sized.newPage();
        const judged: Record<string, { overflow: string[]; violations: string[] }> = {};
        const judge = async (name: string) => {
          judged[name] = { overflow: await pageOverflow(shown), violations: await seriousViolations(shown) };
          await shown.screenshot({ path: path.join(SCREENSHOTS_DIR, `blog-${name}-${viewport.width}.png`), fullPage: true });
        };
        await shown.goto(`${site}/blog`);
        await shown.getByRole('article').first().waitFor();
        await judge('list');
        for (const slug of shipped) {
          await shown.goto(`${site}/blog/${slug}`);
          await shown.getByRole('link', { name: '← Back to All Posts' }).waitFor();
          // The post's body is drawn after the page (parsed off the main thread): judge it drawn.
          await shown.locator('.blog-markdown > :not(.blog-markdown__pending)').first().waitFor();
          await judge(slug);
        }
        expect(Object.keys(judged)).toHaveLength(shipped.length + 1);
        expect(judged).toEqual(Object.fromEntries(Object.keys(judged).map((name) => [name, { overflow: [], violations: [] }])));
      } finally {
        await sized.close();
      }
    });
  }
});
