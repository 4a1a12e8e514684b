// The £9.99 purchase on the real backend, the way a visitor makes it: the fixture page's unlock
// button, the local TEST MODE checkout (the gateway runs without STRIPE_SECRET_KEY; its Pay button
// sends the signed webhook a real payment would), the paid return to that same fixture page, and the
// whole gameweek unlocked. Home then shows the scores and that the gameweek is unlocked, offers no
// second purchase, and the API refuses one. A match of another gameweek that has kicked off is
// public to everyone, paid or not (the product's clock is pinned for the browser suites:
// BROWSER_SUITE_CLOCK_PIN). A return with a token nobody
// issued shows an error, never the success. Every state a visitor reads is checked with axe-core.
import type { GameweekPreview, PredictionResponse } from '@scoreline/contracts';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPreview, fixtureOfEarlierGameweek } from './harness/backend-api.ts';
import { seriousViolations } from '@scoreline/test-support/axe';
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

/** The page on screen shows `fixture` unlocked: its exact score, its probabilities, no unlock offer. */
async function expectShownUnlocked(fixture: PreviewFixture): Promise<void> {
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
  // How We Calculate This: the model in production and its numbers, premium like the score.
  await page.getByRole('heading', { name: 'How We Calculate This' }).waitFor();
  expect(await page.getByLabel('Model numbers').count()).toBe(1);
}

describe('buying a gameweek from a fixture page', () => {
  it('goes from the unlock button through the TEST MODE checkout back to that fixture page, unlocked', async () => {
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

    // Back on the fixture page with ?session_token=…: the page activates the token, then keeps it,
    // says so in an alert, and takes the token out of the address bar.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.getByRole('button', { name: 'Pay £9.99' }).click();
    expect(await dialogs.next()).toEqual({ type: 'alert', message: 'Payment successful! Your predictions are now unlocked.' });

    const returned = visited.map((address) => new URL(address)).find((url) => url.searchParams.has('session_token'));
    expect(returned?.origin).toBe(site);
    expect(returned?.pathname).toBe(`/fixture/${bought.fixture_id}`);
    expect(returned?.searchParams.get('session_token')).toMatch(/^[\w-]{20,}$/);
    await page.waitForURL((url) => url.pathname === `/fixture/${bought.fixture_id}` && !url.searchParams.has('session_token'));
    expect(page.url()).toBe(`${site}/fixture/${bought.fixture_id}`);

    // Unlocked on the page it came back to, without going anywhere else.
    await expectShownUnlocked(bought);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('unlocks another fixture of the same gameweek', async () => {
    await page.goto(`${site}/fixture/${sameGameweek.fixture_id}`);
    await expectShownUnlocked(sameGameweek);
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

  it('shows the exact scores on Home and that the gameweek is unlocked, instead of offering it again', async () => {
    await page.goto(`${site}/`);
    await page.getByText('Gameweek unlocked').waitFor();
    await page.getByText(/^Exact scores and probabilities are yours until/).waitFor();
    expect(await page.getByRole('button', { name: 'Unlock Full Gameweek - £9.99' }).count()).toBe(0);
    expect(await page.getByRole('img', { name: 'Exact score hidden' }).count()).toBe(0);
    for (const fixture of preview.fixtures) {
      const card = page.getByRole('listitem', { name: `${fixture.home_team} vs ${fixture.away_team}`, exact: true });
      const score = `${fixture.display_home_goals} - ${fixture.display_away_goals}`;
      expect(await card.getByLabel(`Predicted score ${score}`).innerText(), `${fixture.home_team} vs ${fixture.away_team}`).toBe(score);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has the API refuse a second purchase of the gameweek for the same session', async () => {
    const token = await page.evaluate(() => localStorage.getItem('scoreline.session_token'));
    expect(token).toMatch(/^[\w-]{20,}$/);
    const fromFixture = await page.request.post(`${gateway}/api/payment/create-session`, {
      data: { fixture_id: sameGameweek.fixture_id },
      headers: { 'X-Session-Token': token!, Origin: site },
    });
    expect(fromFixture.status()).toBe(409);
    expect(((await fromFixture.json()) as { detail: string }).detail).toMatch(
      new RegExp(`^This session already unlocks gameweek ${preview.current_gameweek} of ${preview.season} until `),
    );
    const fromHome = await page.request.post(`${gateway}/api/payment/create-session`, {
      data: { success_url: `${site}/`, cancel_url: `${site}/` },
      headers: { 'X-Session-Token': token!, Origin: site },
    });
    expect(fromHome.status()).toBe(409);
  });

  it('ran without page errors or other dialogs', () => {
    expect(pageErrors).toEqual([]);
    expect(dialogs.shown).toHaveLength(1);
  });
});

describe('a paid return with a token nobody issued', () => {
  it('shows an error with a retry, never the success, and unlocks nothing', async () => {
    const stranger = await newSiteContext(browser, gateway);
    try {
      const strangerPage = await stranger.newPage();
      const errors = collectPageErrors(strangerPage);
      const said = watchDialogs(strangerPage);
      await strangerPage.goto(`${site}/?session_token=bogus`);
      const notice = strangerPage.getByRole('alert').filter({ hasText: 'We could not confirm your payment' });
      await notice.waitFor();
      expect(await notice.getByRole('button', { name: 'Try again' }).isEnabled()).toBe(true);
      await strangerPage.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('session_token'));
      await strangerPage.getByRole('button', { name: 'Unlock Full Gameweek - £9.99' }).waitFor();
      expect(await strangerPage.evaluate(() => localStorage.getItem('scoreline.session_token'))).toBeNull();
      expect(said.shown).toEqual([]);
      expect(await seriousViolations(strangerPage)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await stranger.close();
    }
  });
});
