// Screenshots of the real site (real fixtures, predictions and purchase) at phone (390×844) and
// desktop (1440×900) widths into the git-ignored screenshots/ folder, named real-backend-*.png
// (screenshots.test.ts takes the same pages with the fake backend's sample data).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { GameweekResponse } from '@scoreline/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentGameweek } from './harness/backend-api.ts';
import { DESKTOP, PHONE, launchChromium, newSiteContext } from '@scoreline/test-support/browser';
import { SCREENSHOTS_DIR } from '@scoreline/test-support/browser-suite';
import { buyGameweekFromFixturePage } from './harness/purchase.ts';
import { useRealGateway } from '@scoreline/test-support/real-gateway';

let gameweek: GameweekResponse;
let browser: Browser;

const backend = useRealGateway();
const gateway = backend.url;
/** Where the pages are: the gateway itself, or the shell's own origin in distributed mode. */
const site = backend.site;

beforeAll(async () => {
  if (!backend.available) return;
  gameweek = await currentGameweek(gateway);
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const shot = (name: string) => path.join(SCREENSHOTS_DIR, `real-backend-${name}.png`);
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('the real site at %s width', (device, viewport) => {
  it('Home, the locked fixture page, and the same page after buying the gameweek', async () => {
    const fixture = gameweek.fixtures[0]!;
    const context = await newSiteContext(browser, gateway, viewport);
    try {
      const page = await context.newPage();
      await page.goto(`${site}/`);
      await page.getByRole('heading', { name: `Gameweek ${gameweek.gameweek_info!.current_gameweek}` }).waitFor();
      await page.getByRole('link', { name: 'View Full Prediction' }).nth(gameweek.fixtures.length - 1).waitFor();
      await page.screenshot({ path: shot(`home-${device}`), fullPage: true });
      expect(await pageWidth(page), 'nothing wider than the screen').toBeLessThanOrEqual(viewport.width);

      await page.goto(`${site}/fixture/${fixture.fixture_id}`);
      await page.getByRole('heading', { name: 'Premium Content' }).waitFor();
      await page.screenshot({ path: shot(`fixture-locked-${device}`), fullPage: true });
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

      await buyGameweekFromFixturePage(page, gateway, fixture.fixture_id);
      await page.goto(`${site}/fixture/${fixture.fixture_id}`);
      await page.getByRole('heading', { name: 'Match Probabilities' }).waitFor();
      await page.screenshot({ path: shot(`fixture-unlocked-${device}`), fullPage: true });
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      expect(await page.getByText('UNLOCKED - FULL GAMEWEEK ACCESS').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
