// The blog through the built shell, served by the real gateway with the real blog service: list →
// filter → post → back (the post's links and the browser's Back), deep links, and the shipped
// articles rendered in a real browser (image, table alignment, task list, footnotes, raw HTML).
import { readdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LAPTOP, launchChromium, newSiteContext, watchPage, type PageWatch } from '@scoreline/test-support/browser';
import { BLOG_POSTS_DIR, EXTRA_POSTS } from './harness/extra-posts.ts';
import { browserSuiteMode, useRealGateway } from '@scoreline/test-support/real-gateway';

/** The shipped articles plus the tests' extra post, all served by the blog service. */
const POSTS = readdirSync(BLOG_POSTS_DIR).filter((name) => name.endsWith('.md')).length + Object.keys(EXTRA_POSTS).length;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let watched: PageWatch;

const backend = useRealGateway();
/** The pages' origin (the shell's own in distributed mode) and the API's. */
const site = backend.site;
const api = backend.url;

beforeAll(async () => {
  if (!backend.available) return;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  context = await newSiteContext(browser, api, LAPTOP);
  page = await context.newPage();
  watched = watchPage(page, 'none');
});

afterEach(async () => {
  await context?.close();
});

const cards = () => page.getByRole('article');
const pathOf = () => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('the blog in the shell', () => {
  it('lists the posts, filters by Methodology, opens the post and goes back with "← Back to Blog"', async () => {
    await page.goto(`${site}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Scoreline Blog' }).waitFor();
    await cards().nth(POSTS - 1).waitFor();
    expect(await cards().count()).toBe(POSTS);
    await expect.poll(() => page.title()).toBe('Scoreline Blog');

    await page.getByRole('button', { name: 'Methodology' }).click();
    await page.waitForURL(/\/blog\?category=methodology$/);
    await expect.poll(() => cards().count()).toBe(1);
    const card = cards().first();
    expect(await card.textContent()).toContain('Methodology');

    await card.getByRole('link').click();
    await page.waitForURL(/\/blog\/six-metric-poisson-model$/);
    // The URL changes before the post has loaded: the list's own h1 may still be on the page, so
    // wait for the post's heading by name, and for the document title React sets with it.
    const title = page.getByRole('heading', { level: 1, name: 'The six-metric Poisson model behind every Scoreline prediction' });
    await title.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expect.poll(() => page.title()).toBe('The six-metric Poisson model behind every Scoreline prediction | Scoreline Blog');

    await page.getByRole('link', { name: '← Back to Blog' }).click();
    await page.waitForURL(/\/blog$/);
    await cards().nth(POSTS - 1).waitFor();
    expect(await cards().count()).toBe(POSTS);
    expect(await page.getByRole('heading', { level: 1, name: 'Scoreline Blog' }).count()).toBe(1);
    expect(watched.errors).toEqual([]);
  });

  it('restores the filtered list with the browser Back button', async () => {
    await page.goto(`${site}/blog`);
    await page.getByRole('button', { name: 'Methodology' }).click();
    await page.waitForURL(/\/blog\?category=methodology$/);
    await expect.poll(() => cards().count()).toBe(1);
    await cards().first().getByRole('link').click();
    await page.getByRole('link', { name: '← Back to Blog' }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/blog\?category=methodology$/);
    await cards().first().waitFor();
    expect(await cards().count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Methodology' }).getAttribute('aria-pressed')).toBe('true');

    // And Back once more: the unfiltered list it came from.
    await page.goBack();
    await page.waitForURL(/\/blog$/);
    await cards().nth(POSTS - 1).waitFor();
    expect(await cards().count()).toBe(POSTS);
    expect(watched.errors).toEqual([]);
  });

  it('returns from the end of a post to every post with "← Back to All Posts"', async () => {
    await page.goto(`${site}/blog?category=analysis`);
    await expect.poll(() => cards().count()).toBe(1);
    await cards().first().getByRole('link').click();
    await page.waitForURL(/\/blog\/walk-forward-backtest-four-seasons$/);
    // Inside the shell's <main> the post's header band is not a landmark, so it is found by its back link.
    const band = page.locator('header').filter({ has: page.getByRole('link', { name: '← Back to Blog' }) });
    await band.waitFor();
    expect(await band.textContent()).toContain('20 October 2026');
    expect(await band.textContent()).toContain('5 min read');

    await page.getByRole('link', { name: '← Back to All Posts' }).click();
    await page.waitForURL(/\/blog$/);
    await cards().nth(POSTS - 1).waitFor();
    expect(await cards().count()).toBe(POSTS);
    expect(watched.errors).toEqual([]);
  });

  it('opens a post from a deep link and shows Post Not Found for an unknown slug', async () => {
    await page.goto(`${site}/blog/smart-rounding-explained`);
    await page.getByRole('heading', { level: 1, name: /Smart rounding/ }).waitFor();
    expect(pathOf()).toBe('/blog/smart-rounding-explained');

    await page.goto(`${site}/blog/no-such-post`);
    await page.getByRole('heading', { name: 'Post Not Found' }).waitFor();
    expect(await page.getByText('Blog post not found').count()).toBe(1);
    await page.getByRole('link', { name: '← Back to Blog' }).click();
    await page.waitForURL(/\/blog$/);
    expect(watched.errors).toEqual([]);
  });

  it('renders the shipped articles: image from the remote, aligned tables, read-only task list, footnotes, raw HTML', async () => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${site}/blog/six-metric-poisson-model`);
    const image = page.getByRole('img', { name: /Grid of exact-score probabilities/ });
    // The image is lazy: it loads once scrolled into view.
    await image.waitFor({ state: 'attached' });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.getAttribute('src')).toBe('/remotes/blog/images/poisson-score-grid.svg');
    const rightAligned = page.locator('article th').filter({ hasText: 'Default weight' });
    expect(await rightAligned.evaluate((cell) => getComputedStyle(cell).textAlign)).toBe('right');
    expect(await page.getByRole('heading', { name: 'Footnotes' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Back to content' }).click();
    expect(new URL(page.url()).hash).toBe('#user-content-fnref-walk-forward');

    await page.goto(`${site}/blog/how-to-read-probabilities`);
    const boxes = page.getByRole('checkbox');
    await boxes.first().waitFor();
    expect(await boxes.count()).toBe(6);
    await boxes.first().click({ force: true });
    expect(await boxes.first().isChecked()).toBe(true);
    expect(await boxes.last().isChecked()).toBe(false);
    expect(await boxes.last().isDisabled()).toBe(true);

    await page.goto(`${site}/blog/smart-rounding-explained`);
    const summary = page.getByText('Why not just show the most probable exact score?');
    await summary.click();
    await page.getByText('For 1.6 v 1.1 expected goals').waitFor({ state: 'visible' });
    expect(await page.locator('article pre code.language-ts').count()).toBe(1);
    expect(await page.locator('article del').count()).toBeGreaterThan(0);
    expect(watched.errors).toEqual([]);
    // Each post was made into its sanitized tree in the blog remote's worker where the page and the
    // remote share an origin (npm start). In the distributed mode the remote has its own origin, where
    // the browser starts no worker of its script, and the posts were made on the page (the same tree,
    // drawn the same).
    const parsers = workers.filter((url) => url.includes('/markdown-to-safe-tree.worker-'));
    expect(parsers).toHaveLength(browserSuiteMode() === 'distributed' ? 0 : 3);
  });
});
