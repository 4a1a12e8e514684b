// The track record on the real backend: the gateway of `npm start` with the real 2022-23 … 2026-27
// fixtures, every finished match graded (as backtest: the gateway's sealer began with this run),
// the page reached from the footer strip's 'High Accuracy'. A past gameweek shows its exact scores;
// a gameweek not fully kicked off shows none, neither in the DOM nor in the API's answer.
import {
  gameweekResponseSchema,
  trackRecordGameweekResponseSchema,
  trackRecordResponseSchema,
  type TrackRecordGameweekResponse,
  type TrackRecordResponse,
} from '@scoreline/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '@scoreline/test-support';
import { collectPageErrors, launchChromium, newSiteContext } from '@scoreline/test-support/browser';
import { useRealGateway } from '@scoreline/test-support/real-gateway';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: Error[];
let record: TrackRecordResponse;

const backend = useRealGateway();
const gateway = backend.url;
/** Where the pages are: the gateway itself, or the shell's own origin in distributed mode. */
const site = backend.site;
const PREMIUM_KEYS = ['display_home_goals', 'display_away_goals', 'prob_home_win', 'prob_draw', 'prob_away_win', 'score_correct', 'rps'];

async function gameweek(season: string, number: number): Promise<TrackRecordGameweekResponse> {
  const response = await fetch(`${gateway}/api/track-record/gameweek/${season}/${number}`);
  expect(response.status).toBe(200);
  return trackRecordGameweekResponseSchema.parse(await response.json());
}

beforeAll(async () => {
  if (!backend.available) return;
  // The track record is rebuilt after each recalculation, season by season while the first refresh
  // runs: wait until it has graded the season on sale, so it stands on every prediction.
  const current = gameweekResponseSchema.parse(await (await fetch(`${gateway}/api/fixtures/gameweek/current`)).json());
  const seasonOnSale = current.gameweek_info?.season;
  await waitUntil(
    async () => {
      record = trackRecordResponseSchema.parse(await (await fetch(`${gateway}/api/track-record`)).json());
      return record.backtest.model.matches > 0 && record.gameweeks.at(-1)?.season === seasonOnSale;
    },
    120_000,
    `the graded track record up to the season on sale (${seasonOnSale})`,
  );
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

describe('the track record on the real backend', () => {
  it("is reached from the footer strip's 'High Accuracy'", async () => {
    await page.getByRole('link', { name: 'High Accuracy', exact: true }).click();
    await page.waitForURL(`${site}/track-record`);
    await page.getByRole('heading', { name: 'Our track record', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('Track Record | Scoreline');
  });

  it('shows the backtest figures against the baseline and says the live record is too short', async () => {
    const backtest = page.getByRole('region', { name: 'Backtest' });
    await backtest.getByText(`${record.backtest.model.outcome_accuracy?.toFixed(1)}%`, { exact: true }).first().waitFor();
    await backtest.getByText(`Always home win: ${record.backtest.baseline.outcome_accuracy?.toFixed(1)}%`, { exact: true }).first().waitFor();
    expect(record.live_gameweeks_complete).toBe(0);
    await page.getByText('The live record is shorter than one gameweek').waitFor();
  });

  it('draws the rolling accuracy chart', async () => {
    const chart = page.getByRole('figure', { name: 'Rolling outcome accuracy' });
    // Drawn when it nears the screen (libs/ui charts/deferred), as a reader scrolling down finds it.
    await chart.scrollIntoViewIfNeeded();
    await chart.locator('svg .recharts-line').first().waitFor();
    expect(await chart.locator('svg .recharts-line').count()).toBe(2);
  });

  it('shows a past gameweek with its exact scores', async () => {
    const last = record.gameweeks.at(-1)!;
    const answer = await gameweek(last.season, last.gameweek);
    expect(answer.premium_public).toBe(true);
    const first = answer.matches[0]!;
    const row = page.locator('tr', { has: page.getByText(`${first.home_team} vs ${first.away_team}`) });
    await row.waitFor();
    expect(await row.locator('.pr-tr-score').innerText()).toBe(`${first.display_home_goals}-${first.display_away_goals}`);
    expect(await row.innerText()).toContain(`${first.home_goals}-${first.away_goals}`);
  });

  it('shows no premium field of a gameweek not yet fully kicked off, in the DOM or the API', async () => {
    const season = record.gameweeks.at(-1)!.season;
    const answer = await gameweek(season, 38);
    expect(answer.premium_public).toBe(false);
    for (const match of answer.matches) for (const key of PREMIUM_KEYS) expect(match).not.toHaveProperty(key);

    await page.getByLabel('Gameweek', { exact: true }).selectOption('38');
    const first = answer.matches[0]!;
    const row = page.locator('tr', { has: page.getByText(`${first.home_team} vs ${first.away_team}`) });
    await row.waitFor();
    await page.getByText(/still on sale/).waitFor();
    const scores = await page.locator('.pr-tr-gameweek .pr-tr-score').allInnerTexts();
    expect(scores.length).toBe(answer.matches.length);
    for (const score of scores) expect(['Locked', '–']).toContain(score);
  });

  it('ran without page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
