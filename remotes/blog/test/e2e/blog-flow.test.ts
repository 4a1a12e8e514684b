// The blog through the built shell: list → filter → post → back, deep links, and the shipped
// articles rendered in a real browser (image, table alignment, task list, footnotes, raw HTML).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newSiteContext, watchPage } from './harness/browser.ts';
import { startStack, type Stack } from './support.ts';

let stack: Stack;
let context: BrowserContext;
let page: Page;
let watched: ReturnType<typeof watchPage>;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.stop();
});

beforeEach(async () => {
  context = await newSiteContext(stack.browser, stack.site.url);
  page = await context.newPage();
  watched = watchPage(page);
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
  it('lists the posts, filters by category, opens a post and comes back', async () => {
    await page.goto(`${stack.site.url}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Scoreline Blog' }).waitFor();
    await cards().first().waitFor();
    expect(await cards().count()).toBe(4);
    expect(await page.title()).toBe('Scoreline Blog');

    await page.getByRole('button', { name: 'Analysis' }).click();
    await page.waitForURL(/\/blog\?category=analysis$/);
    await cards().first().waitFor();
    expect(await cards().count()).toBe(1);
    const card = cards().first();
    expect(await card.textContent()).toContain('Analysis');

    await card.getByRole('link').click();
    await page.waitForURL(/\/blog\/walk-forward-backtest-four-seasons$/);
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor();
    expect(await title.textContent()).toBe('Four Premier League seasons, walk-forward: what the backtest measured');
    expect(await page.title()).toBe('Four Premier League seasons, walk-forward: what the backtest measured | Scoreline Blog');
    // Inside the shell's <main> the post's header band is not a landmark, so it is found by its back link.
    const band = page.locator('header').filter({ has: page.getByRole('link', { name: '← Back to Blog' }) });
    expect(await band.textContent()).toContain('20 October 2026');
    expect(await band.textContent()).toContain('5 min read');

    await page.getByRole('link', { name: '← Back to All Posts' }).click();
    await page.waitForURL(/\/blog$/);
    await cards().nth(3).waitFor();
    expect(await cards().count()).toBe(4);
    expect(watched.errors).toEqual([]);
  });

  it('restores the filter with the browser Back button', async () => {
    await page.goto(`${stack.site.url}/blog?category=strategy`);
    await cards().first().getByRole('link').click();
    await page.getByRole('link', { name: '← Back to All Posts' }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/blog\?category=strategy$/);
    await cards().first().waitFor();
    expect(await cards().count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Strategy' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens a post from a deep link and shows Post Not Found for an unknown slug', async () => {
    await page.goto(`${stack.site.url}/blog/smart-rounding-explained`);
    await page.getByRole('heading', { level: 1, name: /Smart rounding/ }).waitFor();
    expect(pathOf()).toBe('/blog/smart-rounding-explained');

    await page.goto(`${stack.site.url}/blog/no-such-post`);
    await page.getByRole('heading', { name: 'Post Not Found' }).waitFor();
    expect(await page.getByText('Blog post not found').count()).toBe(1);
    await page.getByRole('link', { name: '← Back to Blog' }).click();
    await page.waitForURL(/\/blog$/);
    expect(watched.errors).toEqual([]);
  });

  it('renders the shipped articles: image from the remote, aligned tables, read-only task list, footnotes, raw HTML', async () => {
    await page.goto(`${stack.site.url}/blog/six-metric-poisson-model`);
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

    await page.goto(`${stack.site.url}/blog/how-to-read-probabilities`);
    const boxes = page.getByRole('checkbox');
    await boxes.first().waitFor();
    expect(await boxes.count()).toBe(6);
    await boxes.first().click({ force: true });
    expect(await boxes.first().isChecked()).toBe(true);
    expect(await boxes.last().isChecked()).toBe(false);
    expect(await boxes.last().isDisabled()).toBe(true);

    await page.goto(`${stack.site.url}/blog/smart-rounding-explained`);
    const summary = page.getByText('Why not just show the most probable exact score?');
    await summary.click();
    await page.getByText('For 1.6 v 1.1 expected goals').waitFor({ state: 'visible' });
    expect(await page.locator('article pre code.language-ts').count()).toBe(1);
    expect(await page.locator('article del').count()).toBeGreaterThan(0);
    expect(watched.errors).toEqual([]);
  });
});
