// The blog's public pages in a real browser, checked with axe-core: the list and a post with a task
// list have no serious or critical violations, and the post's read-only task-list checkboxes are
// named by their tasks (axe `label` was critical on them before).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations } from '@scoreline/test-support/axe';
import { LAPTOP, PHONE, launchChromium, newSiteContext, watchPage, type PageWatch } from '@scoreline/test-support/browser';
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
});
