// Home, a fixture page and the track record on the real backend, checked with axe-core: no serious
// or critical violation on a phone or a desktop, once the page shows its data (the loading screen is
// not what a visitor reads); nothing wider than the screen; and no issue in DevTools' Issues panel
// of a kind Lighthouse's best practices fail (the fixture page's CSP violation: zod's eval probe,
// caught by zod, reported only there). Each is photographed into screenshots/ as it was judged.
import path from 'node:path';
import type { GameweekResponse } from '@scoreline/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentGameweek } from './harness/backend-api.ts';
import { seriousViolations } from '@scoreline/test-support/axe';
import { DESKTOP, PHONE, collectBrowserIssues, collectPageErrors, launchChromium, newSiteContext, pageOverflow, type Viewport } from '@scoreline/test-support/browser';
import { SCREENSHOTS_DIR } from '@scoreline/test-support/browser-suite';
import { useRealGateway } from '@scoreline/test-support/real-gateway';

let gameweek: GameweekResponse;
let browser: Browser;

const backend = useRealGateway();
const gateway = backend.url;

beforeAll(async () => {
  if (!backend.available) return;
  gameweek = await currentGameweek(gateway);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The serious and critical violations of `address` at `viewport` once `ready` resolves, how far the
 * page is wider than the screen, the page's errors and issues; the page is photographed as judged
 * (screenshots/real-backend-<name>-<width>.png).
 */
async function audit(name: string, address: string, viewport: Viewport, ready: (page: Page) => Promise<void>) {
  const context = await newSiteContext(browser, gateway, viewport);
  try {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const issues = await collectBrowserIssues(page);
    await page.goto(`${gateway}${address}`);
    await ready(page);
    const violations = await seriousViolations(page);
    await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `real-backend-${name}-${viewport.width}.png`), fullPage: true });
    return { violations, overflow: await pageOverflow(page), errors, issues };
  } finally {
    await context.close();
  }
}

describe('public pages with axe-core, at a phone\'s and a desktop\'s width', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const size = `${viewport.width}×${viewport.height}`;

    it(`Home at ${size} has no serious or critical violation`, async () => {
      const first = gameweek.fixtures[0]!;
      const { violations, overflow, errors, issues } = await audit('home-audited', '/', viewport, (page) =>
        page.getByRole('listitem', { name: `${first.home_team} vs ${first.away_team}`, exact: true }).waitFor(),
      );
      expect(violations).toEqual([]);
      expect(overflow, 'nothing wider than the screen').toEqual([]);
      expect(errors).toEqual([]);
      expect(issues).toEqual([]);
    });

    it(`a fixture page at ${size} has no serious or critical violation`, async () => {
      const first = gameweek.fixtures[0]!;
      const { violations, overflow, errors, issues } = await audit('fixture-audited', `/fixture/${first.fixture_id}`, viewport, (page) =>
        page.getByRole('heading', { name: 'Exact Score Prediction' }).waitFor(),
      );
      expect(violations).toEqual([]);
      expect(overflow, 'nothing wider than the screen').toEqual([]);
      expect(errors).toEqual([]);
      expect(issues).toEqual([]);
    });

    it(`the track record at ${size} has no serious or critical violation`, async () => {
      const { violations, overflow, errors, issues } = await audit('track-record', '/track-record', viewport, async (page) => {
        await page.getByRole('heading', { name: 'Our track record', level: 1 }).waitFor();
        await page.locator('.pr-tr-figures').first().waitFor();
        // The rolling chart is drawn once it nears the screen: judged (and photographed) drawn.
        await page.locator('.sl-chart__deferred').first().scrollIntoViewIfNeeded();
        await page.locator('.sl-chart__deferred[data-drawn="yes"] svg').first().waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
      });
      expect(violations).toEqual([]);
      expect(overflow, 'nothing wider than the screen').toEqual([]);
      expect(errors).toEqual([]);
      expect(issues).toEqual([]);
    });
  }
});
