// The £9.99 purchase on the real backend, the way a visitor makes it: the fixture page's unlock
// button, the local TEST MODE checkout (the gateway runs without STRIPE_SECRET_KEY; its Pay button
// sends the signed webhook a real payment would), the paid return to the site root, and the whole
// gameweek unlocked. A match of another gameweek that has kicked off is public to everyone, paid
// or not (the product's clock is pinned for the browser suites: BROWSER_SUITE_CLOCK_PIN).
import type { GameweekPreview, PredictionResponse } from '@scoreline/contracts';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPreview, fixtureOfEarlierGameweek } from './harness/backend-api.ts';
import { collectPageErrors, launchChromium, newSiteContext, watchDialogs, type DialogWatch } from '@scoreline/test-support/browser';
import { useRealGateway } from '@scoreline/test-support/real-gateway';

type PreviewFixture = GameweekPreview['fixtures'][number];

let preview: GameweekPreview;
let bought: PreviewFixture;
let sameGameweek: PreviewFixture;
let otherGameweek: PredictionResponse;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: Error[];
let dialogs: DialogWatch;

const backend = useRealGateway();
const gateway = backend.url;
/** Where the pages are: the gateway itself, or the shell's own origin in distributed mode. */
const site = backend.site;

beforeAll(async () => {
  if (!backend.available) return;
  preview = await adminPreview(gateway);
  [bought, sameGameweek] = preview.fixtures as [PreviewFixture, PreviewFixture];
  otherGameweek = await fixtureOfEarlierGameweek(gateway, preview.season!, preview.current_gameweek!);
  browser = await launchChromium();
  context = await newSiteContext(browser, gateway);
  page = await context.newPage();
  pageErrors = collectPageErrors(page);
  dialogs = watchDialogs(page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function expectUnlocked(fixture: PreviewFixture): Promise<void> {
  await page.goto(`${site}/fixture/${fixture.fixture_id}`);
  await page.getByText('UNLOCKED - FULL GAMEWEEK ACCESS').waitFor();
  const score = page.locator('.pr-score__digits');
  expect(await score.innerText()).toBe(`${fixture.display_home_goals} - ${fixture.display_away_goals}`);
  await page.getByRole('heading', { name: 'Match Probabilities' }).waitFor();
  const bars = { 'Home Win': fixture.prob_home_win, Draw: fixture.prob_draw, 'Away Win': fixture.prob_away_win };
  for (const [label, probability] of Object.entries(bars)) {
    const meter = page.getByRole('meter', { name: label, exact: true });
    expect(Number(await meter.getAttribute('aria-valuenow')), label).toBe(Math.round(probability! * 100));
  }
  expect(await page.getByRole('button', { name: 'Unlock for £9.99' }).count()).toBe(0);
}

describe('buying a gameweek from a fixture page', () => {
  it('goes from the unlock button through the TEST MODE checkout back to the site, unlocked', async () => {
    await page.goto(`${site}/fixture/${bought.fixture_id}`);
    const unlock = page.getByRole('button', { name: 'Unlock for £9.99' });
    await unlock.waitFor();

    // The checkout request is held until 'Processing...' has been seen, so the state is not a race.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/payment/create-session', async (route: Route) => {
      await held;
      await route.continue();
    });
    await unlock.click();
    const processing = page.getByRole('button', { name: 'Processing...' });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    release();

    await page.waitForURL((url) => url.pathname.startsWith('/api/payment/test-checkout/')).catch((error: unknown) => {
      // A failed checkout request shows an alert instead of leaving: that alert is the failure.
      const said = dialogs.shown.map(({ message }) => `"${message}"`).join(', ');
      throw new Error(`the page did not go to the checkout${said ? `; it said ${said}` : ''}`, { cause: error });
    });
    await page.unroute('**/api/payment/create-session');
    await page.getByRole('alert').filter({ hasText: 'TEST MODE — no real payment' }).waitFor();
    await page.getByText(`gameweek ${preview.current_gameweek}, season ${preview.season}`).waitFor();

    // Back at the root with ?session_token=…: the page keeps the token, activates it, says so in an
    // alert, and takes the token out of the address bar.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.getByRole('button', { name: 'Pay £9.99' }).click();
    expect(await dialogs.next()).toEqual({ type: 'alert', message: 'Payment successful! Your predictions are now unlocked.' });

    const returned = visited.map((address) => new URL(address)).find((url) => url.searchParams.has('session_token'));
    expect(returned?.origin).toBe(site);
    expect(returned?.pathname).toBe('/');
    expect(returned?.searchParams.get('session_token')).toMatch(/^[\w-]{20,}$/);
    await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('session_token'));
    expect(page.url()).toBe(`${site}/`);

    await expectUnlocked(bought);
  });

  it('unlocks another fixture of the same gameweek', async () => {
    await expectUnlocked(sameGameweek);
  });

  it('sells nothing for a match of an earlier gameweek: it has kicked off, so its numbers are public', async () => {
    expect(otherGameweek.gameweek).toBeLessThan(preview.current_gameweek!);
    // Public without any token: the page shows what anybody gets.
    expect(otherGameweek).toMatchObject({ has_access: true, locked: false });
    await page.goto(`${site}/fixture/${otherGameweek.fixture_id}`);
    await page.getByRole('heading', { name: 'Match Probabilities' }).waitFor();
    expect(await page.getByRole('button', { name: 'Unlock for £9.99' }).count()).toBe(0);
    expect(await page.locator('.pr-score__digits').innerText()).toBe(`${otherGameweek.display_home_goals} - ${otherGameweek.display_away_goals}`);
  });

  it('ran without page errors or other dialogs', () => {
    expect(pageErrors).toEqual([]);
    expect(dialogs.shown).toHaveLength(1);
  });
});
