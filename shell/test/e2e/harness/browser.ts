// Debian's Chromium driven by playwright-core: no browser download, a fresh temporary profile per
// launch, and no background traffic that could disturb a network log.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

/** playwright-core gives every launch a new, empty user-data-dir and removes it on close. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * The API address the built site should call. SCORELINE_E2E_API_BASE points it at a real gateway;
 * by default it is the address section 9 gives a page served from localhost.
 */
export const API_BASE_URL = process.env.SCORELINE_E2E_API_BASE ?? 'http://localhost:8000';

/**
 * A fresh context (own storage and cookies) whose pages call `apiBase`: API_BASE_URL by default, the
 * page's own origin for the real gateway, which serves the site and /api together.
 */
export async function newSiteContext(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  apiBase: string = API_BASE_URL,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'Europe/London' });
  // The api-client's run-time override (libs/api-client base-url.ts), set before any page script.
  await context.addInitScript((base: string) => {
    (globalThis as { __SCORELINE_API_BASE__?: string }).__SCORELINE_API_BASE__ = base;
  }, apiBase);
  return context;
}

/** Collects uncaught page errors, so a test can assert a page ran cleanly. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

export interface ShownDialog {
  readonly type: string;
  readonly message: string;
}

export interface DialogWatch {
  /** Every dialog so far, in order. */
  readonly shown: readonly ShownDialog[];
  /** The next dialog not yet taken (one already shown comes first). */
  next(): Promise<ShownDialog>;
}

/** Accepts every alert, confirm and prompt of the page, keeping what they said. */
export function watchDialogs(page: Page): DialogWatch {
  const shown: ShownDialog[] = [];
  const waiting: ((dialog: ShownDialog) => void)[] = [];
  let taken = 0;
  page.on('dialog', (dialog) => {
    shown.push({ type: dialog.type(), message: dialog.message() });
    void dialog.accept();
    const wake = waiting.shift();
    if (wake) wake(shown[taken++]!);
  });
  return {
    shown,
    next: () =>
      taken < shown.length ? Promise.resolve(shown[taken++]!) : new Promise((resolve) => waiting.push(resolve)),
  };
}
