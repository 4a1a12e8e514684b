// First paint on the real backend: every public page's HTML, as the server answers it, draws the
// page before any script runs (the shell's build prerenders it, shell/build/prerender.ts), and the
// shell's hydration and the remote page's taking over leave nothing in the console.
import type { GameweekResponse } from '@scoreline/contracts';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentGameweek } from './harness/backend-api.ts';
import { launchChromium, newSiteContext } from '@scoreline/test-support/browser';
import { useRealGateway } from '@scoreline/test-support/real-gateway';

const backend = useRealGateway();
const gateway = backend.url;
/** Where the pages are: the gateway itself, or the shell's own origin in distributed mode. */
const site = backend.site;

const HERO_LEAD = 'Our algorithm weighs 6 metrics';

let gameweek: GameweekResponse;
let browser: Browser;
let withoutScript: BrowserContext;

beforeAll(async () => {
  if (!backend.available) return;
  gameweek = await currentGameweek(gateway);
  browser = await launchChromium();
  withoutScript = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB', timezoneId: 'Europe/London' });
});

afterAll(async () => {
  await withoutScript?.close();
  await browser?.close();
});

/** Every message the page writes to the console (type: text), and every uncaught error. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

describe('first paint: the HTML alone draws the page', () => {
  it("draws Home's hero, header and footer with JavaScript disabled", async () => {
    const page = await withoutScript.newPage();
    await page.goto(`${site}/`);
    await expect(page.title()).resolves.toBe('Scoreline - Premier League Predictions');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Premier League predictions');
    expect(await page.getByText(HERO_LEAD).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Track Record' }).isVisible()).toBe(true);
    expect(await page.getByText('Predictions are estimates, not guarantees.').isVisible()).toBe(true);
    await page.close();
  });

  it('draws every other public page with its title, the header and the footer, with JavaScript disabled', async () => {
    const pages = [
      { path: `/fixture/${gameweek.fixtures[0]!.fixture_id}`, title: 'Match prediction - Scoreline' },
      { path: '/track-record', title: 'Track Record | Scoreline' },
      { path: '/blog', title: 'Scoreline Blog' },
      { path: '/blog/how-to-read-probabilities', title: 'Scoreline Blog' },
    ];
    for (const { path, title } of pages) {
      const page = await withoutScript.newPage();
      await page.goto(`${site}${path}`);
      await expect(page.title(), path).resolves.toBe(title);
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible(), path).toBe(true);
      expect(await page.getByText('Predictions are estimates, not guarantees.').isVisible(), path).toBe(true);
      await page.close();
    }
  });
});

describe('first paint: hydration', () => {
  it('hydrates Home and lets its remote page take over with nothing in the console', async () => {
    const context = await newSiteContext(browser, gateway);
    try {
      const page = await context.newPage();
      const messages = watchConsole(page);
      await page.goto(`${site}/`);
      // The remote page has taken over: the cards are drawn from the gameweek's data.
      const first = gameweek.fixtures[0]!;
      await page.getByRole('listitem', { name: `${first.home_team} vs ${first.away_team}`, exact: true }).waitFor();
      expect(await page.getByText(HERO_LEAD).count()).toBe(1);
      expect(messages.filter((message) => /^(error|pageerror):/.test(message))).toEqual([]);
      // React reports a hydration mismatch in the console; none, of any kind.
      expect(messages.filter((message) => /hydrat/i.test(message))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
