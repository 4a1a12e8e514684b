// The admin panel through the built shell, served by the real gateway with every service and worker
// on fresh databases: password → JWT → refresh all seasons until the progress list completes →
// calculate accuracy → save a weight → preview the current gameweek with exact scores → the charts
// drawn with data; screenshots at phone and desktop sizes, and an axe-core check of the unlocked page.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '@scoreline/test-support/axe';
import {
  LAPTOP,
  PHONE,
  launchChromium,
  newSiteContext,
  screenshotAtSizes,
  watchPage,
  type PageWatch,
} from '@scoreline/test-support/browser';
import { useRealGateway } from '@scoreline/test-support/real-gateway';
import { SCREENSHOT_DIR } from './harness/suite.ts';

/** The development default of ADMIN_PASSWORD_HASH (docs/engineering.md, "Configuration"). */
const DEV_PASSWORD = 'admin';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let watched: PageWatch;

const backend = useRealGateway();

beforeAll(async () => {
  if (!backend.available) return;
  browser = await launchChromium();
  context = await newSiteContext(browser, backend.url, LAPTOP);
  page = await context.newPage();
  watched = watchPage(page, 'confirms');
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const section = (title: string) =>
  page.locator('section.ad-section', { has: page.getByRole('heading', { name: title, exact: true }) });

const screenshots = (name: string) => screenshotAtSizes(page, name, { dir: SCREENSHOT_DIR, restore: LAPTOP });

describe('the admin panel against the real services', () => {
  it('unlocks with the password (a JWT comes back pre-filled) and then the JWT', async () => {
    await page.goto(`${backend.site}/admin`);
    await expect.poll(() => page.getByText('Controls Locked').isVisible(), { timeout: 30_000 }).toBe(true);
    await screenshots('locked');
    await page.getByLabel('Admin Password').fill(DEV_PASSWORD);
    await page.getByRole('button', { name: 'Unlock Admin Panel' }).click();
    await page.getByText('Password verified').waitFor();
    expect(await page.getByPlaceholder('Enter JWT token').inputValue()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await page.getByRole('button', { name: 'Verify JWT' }).click();
    await page.getByRole('heading', { name: 'Data Management' }).waitFor();
    // The one admin session (libs/ui admin-session-store.ts): kept for the tab in sessionStorage, never in localStorage.
    expect(
      await page.evaluate(
        () =>
          (JSON.parse(sessionStorage.getItem('scoreline.admin_token') ?? 'null') as { token?: string } | null)
            ?.token,
      ),
    ).toMatch(/\./);
    expect(await page.evaluate(() => localStorage.getItem('scoreline.admin_token'))).toBeNull();
  });

  it('refreshes all seasons until every season of the progress list is completed', async () => {
    const data = section('Data Management');
    await data.getByRole('button', { name: 'Refresh All Seasons' }).click();
    const summary = data.getByText(/^Complete! \d+ fixtures updated, \d+ skipped across 5 seasons$/);
    await summary.waitFor({ timeout: 170_000 });
    const list = data.getByRole('list', { name: 'Refresh progress by season' });
    expect(await list.getByText('Completed', { exact: true }).count()).toBe(5);
    expect(
      await data
        .locator('figure', { hasText: 'Refresh progress' })
        .locator('.recharts-bar-rectangle')
        .count(),
    ).toBeGreaterThan(0);
    expect(watched.dialogs.some((d) => d.startsWith('confirm: Refresh all seasons'))).toBe(true);
  });

  it('calculates accuracy', async () => {
    const data = section('Data Management');
    await data.getByRole('button', { name: 'Calculate Accuracy' }).click();
    await data
      .getByText(/^Accuracy calculated! \d+\/\d+ outcomes correct \(\d+\.\d\d%\)$/)
      .waitFor({ timeout: 60_000 });
  });

  it('saves a weight', async () => {
    const weights = section('Algorithm Weights');
    const h3 = weights.getByRole('spinbutton', { name: /H3/ });
    await h3.fill('0.15');
    await weights.getByRole('button', { name: 'Save H3' }).click();
    await weights.getByText('Saved H3 = 0.15').waitFor();
  });

  it('previews the current gameweek with exact scores, without payment', async () => {
    const preview = section('Preview Current Gameweek');
    await preview.getByRole('button', { name: 'Preview Current Gameweek' }).click();
    const table = preview.getByRole('table', { name: 'Current gameweek preview' });
    await table.waitFor();
    const scores = await table.locator('td.ad-score').allTextContents();
    expect(scores.length).toBeGreaterThan(0);
    expect(scores.filter((score) => /^\d+ - \d+$/.test(score)).length).toBeGreaterThan(0);
  });

  it('draws the accuracy breakdown and the calibration plot with data', async () => {
    const accuracy = section('Accuracy Diagnostics');
    await accuracy.getByRole('button', { name: 'Analyze Accuracy' }).click();
    const bySeason = accuracy.locator('figure', {
      has: page.getByRole('heading', { name: 'Accuracy by season' }),
    });
    await bySeason.locator('.recharts-bar-rectangle').first().waitFor({ timeout: 30_000 });
    expect(await bySeason.locator('tbody tr').count()).toBeGreaterThanOrEqual(4);
    // The catalog joins the shared data's closing odds (CATALOG_ODDS_DIR): the model against the market.
    const market = accuracy.locator('figure', {
      has: page.getByRole('heading', { name: 'Model vs market' }),
    });
    await market.locator('.recharts-bar-rectangle').first().waitFor({ timeout: 30_000 });
    const marketTable = accuracy.getByRole('table', { name: /Model vs market: outcome accuracy and RPS/ });
    expect(await marketTable.locator('tbody tr').count()).toBeGreaterThanOrEqual(5);
    expect(await marketTable.locator('tbody tr').last().textContent()).toMatch(
      /^Overall\d+[\d.]+%[\d.]+%0\.\d{4}0\.\d{4}$/,
    );

    const calibration = section('Probability Calibration');
    await calibration.getByRole('button', { name: 'Show Calibration' }).click();
    const plot = calibration.locator('figure', {
      has: page.getByRole('heading', { name: 'Calibration', exact: true }),
    });
    await plot.locator('.recharts-scatter-symbol').first().waitFor({ timeout: 30_000 });
    expect(await plot.locator('.recharts-scatter-symbol').count()).toBeGreaterThanOrEqual(5);
  });

  it('runs the progressive backtest on the experiment service and draws its accuracy curve', async () => {
    const backtest = section('Progressive Backtest');
    await backtest.getByRole('button', { name: 'Run Backtest' }).click();
    await backtest.getByText('Weeks tested').waitFor({ timeout: 600_000 });
    expect(watched.dialogs.some((d) => d.startsWith('confirm: Run the progressive backtest'))).toBe(true);
    await backtest.getByRole('button', { name: 'Load Results' }).click();
    const curve = backtest.locator('figure', {
      has: page.getByRole('heading', { name: 'Backtest accuracy over gameweeks' }),
    });
    await curve.locator('.recharts-line-curve').first().waitFor({ timeout: 30_000 });
    expect(await curve.locator('tbody tr').count()).toBeGreaterThan(5);
  }, 660_000);

  it('looks right at 390×844 and 1440×900', async () => {
    await screenshots('unlocked');
    // Section by section on the phone, where a full page is too tall to look at in one picture.
    await page.setViewportSize(PHONE);
    for (const title of [
      'Data Management',
      'Accuracy Diagnostics',
      'Probability Calibration',
      'Progressive Backtest',
      'Preview Current Gameweek',
      'Algorithm Weights',
    ]) {
      await section(title).screenshot({
        path: path.join(SCREENSHOT_DIR, `section-${title.toLowerCase().replaceAll(' ', '-')}-390.png`),
      });
    }
    // Nothing wider than the phone: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Every label along a chart's axes whole on the phone, none cut to '202…': a chart too narrow
    // for its labels scrolls sideways instead.
    const ticks = await page.locator('.recharts-cartesian-axis-tick-label text').allTextContents();
    expect(ticks.length).toBeGreaterThan(20);
    expect(ticks.filter((tick) => tick.includes('…'))).toEqual([]);
    expect(
      await section('Preview Current Gameweek').evaluate((el) => {
        const table = el.querySelector('table');
        return table ? table.scrollWidth <= table.clientWidth : false;
      }),
    ).toBe(true);
    await page.setViewportSize(LAPTOP);
    expect(watched.errors).toEqual([]);
  });

  it.each([
    ['390×844', PHONE],
    ['1280×900', LAPTOP],
  ] as const)('has no serious or critical accessibility violations once unlocked at %s (axe-core)', async (_size, viewport) => {
    await page.setViewportSize(viewport);
    const violations = (await axeViolations(page, 'body')).map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)),
    }));
    await page.setViewportSize(LAPTOP);
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
