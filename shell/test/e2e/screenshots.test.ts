// Screenshots of the built site at phone (390×844) and desktop (1440×900) widths, into the
// git-ignored screenshots/ folder, with the layout rules that differ between the two asserted.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchChromium, newSiteContext } from '@scoreline/test-support/browser';
import { API_BASE_URL, SAMPLE_UNLOCKED_PREDICTION, fakeBackend } from './harness/fake-backend.ts';
import { SCREENSHOTS_DIR } from '@scoreline/test-support/browser-suite';
import { PREDICTIONS_DIST, SHELL_DIST } from './harness/suite.ts';
import { startStaticSite, type StaticSite } from './harness/static-site.ts';

let browser: Browser;
let site: StaticSite;

beforeAll(async () => {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  browser = await launchChromium();
  site = await startStaticSite({
    shellDist: SHELL_DIST,
    remotes: { predictions: PREDICTIONS_DIST },
  });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const shot = (name: string) => path.join(SCREENSHOTS_DIR, `${name}.png`);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('at %s width', (device, viewport) => {
  async function open(unlocked = false): Promise<BrowserContext> {
    const context = await newSiteContext(browser, API_BASE_URL, viewport);
    await fakeBackend(context, unlocked ? { prediction: SAMPLE_UNLOCKED_PREDICTION } : {});
    return context;
  }

  it('Home shows the gameweek, with the header unlock button from medium screens up', async () => {
    const context = await open();
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await page.getByRole('heading', { name: 'Gameweek 5' }).waitFor();
    await page.screenshot({ path: shot(`home-${device}`), fullPage: true });

    const unlock = page.getByRole('button', { name: 'Unlock Full Gameweek - £9.99' });
    expect(await unlock.isVisible()).toBe(device === 'desktop');
    // Nothing may be wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await context.close();
  });

  it('the fixture page, locked and unlocked', async () => {
    for (const unlocked of [false, true]) {
      const context = await open(unlocked);
      const page = await context.newPage();
      await page.goto(`${site.url}/fixture/5001`);
      await page.getByRole('heading', { name: 'Exact Score Prediction' }).waitFor();
      await page.screenshot({
        path: shot(`fixture-${unlocked ? 'unlocked' : 'locked'}-${device}`),
        fullPage: true,
      });
      expect(await page.getByRole('button', { name: 'Unlock for £9.99' }).isVisible()).toBe(!unlocked);
      expect(await page.getByText('UNLOCKED - FULL GAMEWEEK ACCESS').isVisible()).toBe(unlocked);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await context.close();
    }
  });

  it('the unlocked exact score stays on one line between the longest team names', async () => {
    const context = await newSiteContext(browser, API_BASE_URL, viewport);
    await fakeBackend(context, {
      prediction: { ...SAMPLE_UNLOCKED_PREDICTION, home_team: 'Brighton & Hove Albion FC', away_team: 'Wolverhampton Wanderers FC' },
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/fixture/5001`);
    const digits = page.locator('.pr-score__digits');
    expect(await digits.innerText()).toBe('2 - 1');
    // One line box per line of text: "2 - 1" broken at its spaces would give two or three tops.
    const lineTops = await digits.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))];
    });
    expect(lineTops).toHaveLength(1);
    await context.close();
  });

  it('the 404 page and the fallback of a remote that is not deployed', async () => {
    const context = await open();
    const page = await context.newPage();
    await page.goto(`${site.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.screenshot({ path: shot(`not-found-${device}`) });
    await page.goto(`${site.url}/admin`);
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await page.screenshot({ path: shot(`remote-unavailable-${device}`) });
    await context.close();
  });
});
