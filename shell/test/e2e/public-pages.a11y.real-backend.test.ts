// Home and a fixture page on the real backend, checked with axe-core: no serious or critical
// violation on a phone or a desktop, once the page shows its data (the loading screen is not what a
// visitor reads); and no issue in DevTools' Issues panel of a kind Lighthouse's best practices
// fail (the fixture page's CSP violation: zod's eval probe, caught by zod, reported only there).
import type { GameweekResponse } from '@scoreline/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentGameweek } from './harness/backend-api.ts';
import { seriousViolations } from '@scoreline/test-support/axe';
import { DESKTOP, PHONE, collectBrowserIssues, collectPageErrors, launchChromium, newSiteContext, type Viewport } from '@scoreline/test-support/browser';
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

/** The serious and critical violations of `path` at `viewport`, once `ready` resolves, and the page's errors. */
async function audit(path: string, viewport: Viewport, ready: (page: Page) => Promise<void>) {
  const context = await newSiteContext(browser, gateway, viewport);
  try {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const issues = await collectBrowserIssues(page);
    await page.goto(`${gateway}${path}`);
    await ready(page);
    return { violations: await seriousViolations(page), errors, issues };
  } finally {
    await context.close();
  }
}

describe('public pages with axe-core', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const size = `${viewport.width}×${viewport.height}`;

    it(`Home at ${size} has no serious or critical violation`, async () => {
      const first = gameweek.fixtures[0]!;
      const { violations, errors, issues } = await audit('/', viewport, (page) =>
        page.getByRole('listitem', { name: `${first.home_team} vs ${first.away_team}`, exact: true }).waitFor(),
      );
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      expect(issues).toEqual([]);
    });

    it(`a fixture page at ${size} has no serious or critical violation`, async () => {
      const first = gameweek.fixtures[0]!;
      const { violations, errors, issues } = await audit(`/fixture/${first.fixture_id}`, viewport, (page) =>
        page.getByRole('heading', { name: 'Exact Score Prediction' }).waitFor(),
      );
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      expect(issues).toEqual([]);
    });
  }
});
