// Module federation on the built assets (docs/product.md, Architecture: "Frontend"): the shell loads the
// predictions remote at run time, picks up a redeployed remote on reload without being rebuilt, and
// keeps working when a remote is down.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectPageErrors, launchChromium, newSiteContext } from '@scoreline/test-support/browser';
import { viteBuild } from '@scoreline/test-support/build';
import { API_BASE_URL, SAMPLE_LOCKED_PREDICTION, fakeBackend } from './harness/fake-backend.ts';
import { PREDICTIONS_DIR, PREDICTIONS_DIST, SHELL_DIST } from './harness/suite.ts';
import { startStaticSite, type StaticSite } from './harness/static-site.ts';

const SHELL_INDEX = path.join(SHELL_DIST, 'index.html');

let browser: Browser;
let site: StaticSite;
let context: BrowserContext;
let page: Page;
let pageErrors: Error[];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  site = await startStaticSite({
    shellDist: SHELL_DIST,
    remotes: { predictions: PREDICTIONS_DIST },
  });
  context = await newSiteContext(browser, API_BASE_URL);
  await fakeBackend(context);
  page = await context.newPage();
  pageErrors = collectPageErrors(page);
});

afterEach(async () => {
  await context?.close();
  await site?.close();
});

const unavailable = () => page.getByRole('alert').filter({ hasText: 'This page is not available right now' });

describe('the built shell with the predictions remote', () => {
  it('renders Home from the remote and follows a card to its fixture page', async () => {
    await page.goto(`${site.url}/`);
    await page.getByRole('heading', { name: 'Gameweek 5' }).waitFor();
    await expect.poll(() => page.title()).toBe('Scoreline - Premier League Predictions');

    // The card's Link and the fixture page's useParams only work with the shell's one router.
    await page.getByRole('link', { name: 'View Full Prediction' }).first().click();
    await page.getByRole('button', { name: 'Unlock for £9.99' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/fixture/${SAMPLE_LOCKED_PREDICTION.fixture_id}`);
    await expect.poll(() => page.title()).toBe('Arsenal FC vs Chelsea FC - Prediction');
    expect(pageErrors).toEqual([]);
  });

  it('serves deep links through the SPA fallback', async () => {
    const response = await page.goto(`${site.url}/fixture/5003`);
    expect(response?.status()).toBe(200);
    await page.getByRole('region', { name: 'OUR PREDICTION' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('shows the 404 page, with a 404 status, for an unknown path', async () => {
    const response = await page.goto(`${site.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Page not found - Scoreline');
  });
});

describe('a redeployed remote', () => {
  let rebuilt: string;

  beforeAll(async () => {
    rebuilt = await mkdtemp(path.join(tmpdir(), 'scoreline-predictions-v2-'));
    // The same remote with a visible change, as its team would ship it.
    await viteBuild(PREDICTIONS_DIR, {
      outDir: rebuilt,
      replace: { 'Live Predictions Active': 'Live Predictions Active - v2' },
    });
  });

  afterAll(async () => {
    if (rebuilt) await rm(rebuilt, { recursive: true, force: true });
  });

  it('is picked up by reloading, without rebuilding the shell', async () => {
    const shellBefore = await readFile(SHELL_INDEX, 'utf8');
    await page.goto(`${site.url}/`);
    await page.getByText('Live Predictions Active', { exact: true }).waitFor();

    site.setRemote('predictions', rebuilt);
    await page.reload();

    await page.getByText('Live Predictions Active - v2', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Gameweek 5' }).waitFor();
    expect(await readFile(SHELL_INDEX, 'utf8')).toBe(shellBefore);
    expect(pageErrors).toEqual([]);
  });
});

describe('a remote that is down', () => {
  it('shows the friendly fallback while the rest of the site works, and recovers on retry', async () => {
    site.setRemote('predictions', null);
    await page.goto(`${site.url}/`);

    await unavailable().waitFor();
    expect(await unavailable().textContent()).toContain("We couldn't load the predictions.");
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    // Another page of the shell still works.
    await page.goto(`${site.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();

    // The remote comes back: retrying loads it without a page reload.
    await page.goto(`${site.url}/`);
    await unavailable().waitFor();
    site.setRemote('predictions', PREDICTIONS_DIST);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Gameweek 5' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('shows the fallback for a route whose remote is not deployed, not a blank page', async () => {
    await page.goto(`${site.url}/admin`);
    await unavailable().waitFor();
    expect(await unavailable().textContent()).toContain("We couldn't load the admin panel.");
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { name: 'Gameweek 5' }).waitFor();
  });
});
