// Home on the real backend: the built shell and predictions remote served by the gateway of
// `npm start`, with the catalog's ingested fixtures and the prediction worker's predictions, the
// product's clock pinned to 27 November 2026 (BROWSER_SUITE_CLOCK_PIN) against the shipped
// snapshot, whose results stop at Matchday 4 in September.
import type { GameweekResponse } from '@scoreline/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentGameweek } from './harness/backend-api.ts';
import { collectPageErrors, launchChromium, newSiteContext } from '@scoreline/test-support/browser';
import { BROWSER_SUITE_CLOCK_PIN } from '@scoreline/test-support/browser-suite';
import { useRealGateway } from '@scoreline/test-support/real-gateway';

let gameweek: GameweekResponse;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: Error[];

const backend = useRealGateway();
const gateway = backend.url;
/** Where the pages are: the gateway itself, or the shell's own origin in distributed mode. */
const site = backend.site;

beforeAll(async () => {
  if (!backend.available) return;
  gameweek = await currentGameweek(gateway);
  browser = await launchChromium();
  context = await newSiteContext(browser, gateway);
  page = await context.newPage();
  pageErrors = collectPageErrors(page);
  await page.goto(`${site}/`);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const card = (fixture: GameweekResponse['fixtures'][number]) =>
  page.getByRole('listitem', { name: `${fixture.home_team} vs ${fixture.away_team}`, exact: true });

describe('Home on the real backend', () => {
  it('lists the current gameweek: number, season and match count', async () => {
    const info = gameweek.gameweek_info!;
    await page.getByRole('heading', { name: `Gameweek ${info.current_gameweek}`, exact: true }).waitFor();
    const count = gameweek.fixtures.length;
    await page.getByText(`Season ${info.season} · ${count} ${count === 1 ? 'match' : 'matches'}`).waitFor();
    await expect.poll(() => page.title()).toBe('Scoreline - Premier League Predictions');
  });

  it('shows every fixture with its predicted outcome badge', async () => {
    for (const fixture of gameweek.fixtures) {
      const badge =
        fixture.predicted_outcome === 'home_win'
          ? `${fixture.home_team} Victory`
          : fixture.predicted_outcome === 'away_win'
            ? `${fixture.away_team} Victory`
            : 'Draw Expected';
      expect(fixture.has_prediction, `${fixture.fixture_id} has its prediction`).toBe(true);
      expect(await card(fixture).getByText(badge, { exact: true }).count(), `${fixture.home_team} vs ${fixture.away_team}`).toBe(1);
    }
  });

  it('hides each exact score behind a blurred "?" and links to the fixture page', async () => {
    const masked = page.getByRole('img', { name: 'Exact score hidden' });
    const links = page.getByRole('link', { name: 'View Full Prediction' });
    expect(await masked.count()).toBe(gameweek.fixtures.length);
    expect(await links.count()).toBe(gameweek.fixtures.length);
    for (const placeholder of await masked.all()) {
      expect(await placeholder.innerText()).toBe('?');
      expect(await placeholder.evaluate((element) => getComputedStyle(element).filter)).toMatch(/blur\(/);
    }
    const hrefs = await Promise.all((await links.all()).map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(gameweek.fixtures.map((fixture) => `/fixture/${fixture.fixture_id}`));
  });

  it('sells a gameweek whose every match kicks off after the clock, and says in one line how old the results are', async () => {
    expect(gameweek.gameweek_info).toEqual({ current_gameweek: 12, season: '2026-27' });
    expect(gameweek.fixtures.length).toBeGreaterThan(0);
    for (const fixture of gameweek.fixtures) expect(Date.parse(fixture.date)).toBeGreaterThan(Date.parse(BROWSER_SUITE_CLOCK_PIN));
    await page.getByText('Results last updated 14 September; predictions use results up to gameweek 4', { exact: true }).waitFor();
    // Every card's date is one of those kick-offs (28 November).
    expect(await page.getByRole('listitem').filter({ hasText: '28 Nov' }).count()).toBe(gameweek.fixtures.length);
  });

  it("names the shell's and its remote's first scripts in the page, every one at low priority (the first paint needs none)", async () => {
    const html = await (await fetch(`${site}/`)).text();
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.some((link) => /href="[^"]*\/assets\/federation-runtime-[^"]+\.js"/.test(link))).toBe(true);
    expect(preloads.some((link) => /href="[^"]*\/remoteEntry\.js"/.test(link) && !link.includes('/assets/'))).toBe(true);
    expect(preloads.filter((link) => !link.includes('fetchpriority="low"'))).toEqual([]);
  });

  it('ran without page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
