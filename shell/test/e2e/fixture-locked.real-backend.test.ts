// A fixture page without access, on the real backend: the premium offer instead of the exact score,
// and nothing premium anywhere (not on screen, not in the DOM, not in the API answer the page got).
import type { GameweekPreview } from '@scoreline/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_FIELDS, adminPreview } from './harness/backend-api.ts';
import { collectPageErrors, launchChromium, newSiteContext } from '@scoreline/test-support/browser';
import { useRealGateway } from '@scoreline/test-support/real-gateway';

let fixture: GameweekPreview['fixtures'][number];
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: Error[];
let answer: Record<string, unknown>;

const backend = useRealGateway();
const gateway = backend.url;
/** Where the pages are: the gateway itself, or the shell's own origin in distributed mode. */
const site = backend.site;

beforeAll(async () => {
  if (!backend.available) return;
  // The admin preview has what the page must not show: the exact score and the probabilities.
  const preview = await adminPreview(gateway);
  fixture = preview.fixtures[0]!;
  browser = await launchChromium();
  context = await newSiteContext(browser, gateway);
  page = await context.newPage();
  pageErrors = collectPageErrors(page);
  const received = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/prediction/${fixture.fixture_id}`);
  await page.goto(`${site}/fixture/${fixture.fixture_id}`);
  answer = (await (await received).json()) as Record<string, unknown>;
  await page.getByRole('heading', { name: 'Exact Score Prediction' }).waitFor();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('a fixture page without access', () => {
  it('shows the match and the premium offer', async () => {
    await expect.poll(() => page.title()).toBe(`${fixture.home_team} vs ${fixture.away_team} - Prediction`);
    await page.getByRole('heading', { name: 'Premium Content' }).waitFor();
    expect(await page.getByRole('button', { name: 'Unlock for £9.99' }).isEnabled()).toBe(true);
    expect(await page.getByRole('img', { name: 'Exact score hidden' }).innerText()).toBe('? - ?');
    expect(await page.getByText('UNLOCKED - FULL GAMEWEEK ACCESS').count()).toBe(0);
  });

  it('has no exact score and no probabilities in the DOM', async () => {
    expect(fixture.display_home_goals, 'the admin preview has the exact score').not.toBeNull();
    const html = await page.content();
    const text = await page.locator('body').innerText();
    expect(text).not.toContain(`${fixture.display_home_goals} - ${fixture.display_away_goals}`);
    expect(text).not.toMatch(/\d\s*%/);
    expect(await page.getByRole('heading', { name: 'Match Probabilities' }).count()).toBe(0);
    expect(await page.getByRole('meter').count()).toBe(0);
    // Not hidden either: no element carries the numbers for CSS or script to reveal.
    expect(html).not.toMatch(/prob_|display_home_goals|predicted_home_goals/);
  });

  it('received an API answer without the premium fields at all', () => {
    expect(answer).toMatchObject({ fixture_id: fixture.fixture_id, locked: true, has_access: false });
    expect(PREMIUM_FIELDS.filter((field) => field in answer)).toEqual([]);
  });

  it('ran without page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
