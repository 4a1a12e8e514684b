// Debian's Chromium driven by playwright-core: no browser download, a fresh profile per launch.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A fresh context whose pages call the API on the site's own origin, as when the gateway serves
 * everything (libs/api-client's run-time override, set before any page script runs).
 */
export async function newSiteContext(
  browser: Browser,
  siteUrl: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'Europe/London' });
  await context.addInitScript((base: string) => {
    (globalThis as { __SCORELINE_API_BASE__?: string }).__SCORELINE_API_BASE__ = base;
  }, siteUrl);
  return context;
}

/** Uncaught page errors and every dialog the page opens; confirmations are accepted, as an administrator would. */
export function watchPage(page: Page): { errors: Error[]; dialogs: string[] } {
  const watched = { errors: [] as Error[], dialogs: [] as string[] };
  page.on('pageerror', (error) => watched.errors.push(error));
  page.on('dialog', (dialog) => {
    watched.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void (dialog.type() === 'confirm' ? dialog.accept() : dialog.dismiss());
  });
  return watched;
}
