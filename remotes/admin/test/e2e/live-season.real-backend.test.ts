// The admin panel's Live Season section through the built shell, on the real gateway whose clock is
// pinned to 27 November 2026 (BROWSER_SUITE_CLOCK_PIN) against the shipped snapshot: the results
// stop at Matchday 4, so the section warns with the home page's line beside its refresh button, and
// it shows the live season's last and next scheduled refresh as the catalog reports them.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '@scoreline/test-support/axe';
import { LAPTOP, launchChromium, newSiteContext, watchPage, type PageWatch } from '@scoreline/test-support/browser';
import { useRealGateway } from '@scoreline/test-support/real-gateway';

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
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const stat = (label: string) => page.locator('.ad-stat', { has: page.getByText(label, { exact: true }) }).locator('dd');

describe('the Live Season section', () => {
  it('warns that the results are stale, offers the refresh, and shows the last and next scheduled refresh', async () => {
    await page.goto(`${backend.site}/admin`);
    await page.getByLabel('Admin Password').fill('admin');
    await page.getByRole('button', { name: 'Unlock Admin Panel' }).click();
    await page.getByText('Password verified').waitFor();
    await page.getByRole('button', { name: 'Verify JWT' }).click();
    const section = page.locator('section.ad-section', { has: page.getByRole('heading', { name: 'Live Season', exact: true }) });
    await section.waitFor();

    const warning = section.getByRole('status').filter({ hasText: 'Results last updated 14 September; predictions use results up to gameweek 4' });
    await warning.waitFor();
    expect(await section.getByRole('button', { name: 'Refresh 2026-27 Now' }).isEnabled()).toBe(true);
    expect(await stat('Season').innerText()).toBe('2026-27');
    // No run of the schedule yet: the season was ingested at first start, half a day before the next.
    expect(await stat('Last scheduled refresh').innerText()).toBe('None yet');
    expect(await stat('Next scheduled refresh').innerText()).toMatch(/^27 Nov 2026, (18|19):\d\d \(a few times a day\)$/);
    expect(await stat('Last refresh').innerText()).toMatch(/^27 Nov 2026, \d\d:\d\d \((first start|by an admin)\), \w+, from the shipped snapshot$/);
    const violations = (await axeViolations(page, 'body')).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(violations.map((v) => v.id)).toEqual([]);
    expect(watched.errors).toEqual([]);
  });
});
