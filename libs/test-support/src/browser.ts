// Debian's Chromium driven by playwright-core for every browser test (shell/test/e2e, remotes/*/test/e2e)
// and the benches that load the built site: no browser download, a fresh temporary profile per launch
// (playwright-core makes an empty user-data-dir and removes it on close), and no background traffic
// that could disturb a network log.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** The two sizes every page is looked at (docs/product.md): a phone and a desktop. */
export const PHONE: Viewport = { width: 390, height: 844 };
export const DESKTOP: Viewport = { width: 1440, height: 900 };
/** The size the blog's and the admin panel's flows run at between their screenshots. */
export const LAPTOP: Viewport = { width: 1280, height: 900 };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
}

/**
 * A fresh context (own storage and cookies) whose pages call the API at `apiBase`: the page's own
 * origin when the real gateway serves the site and /api together, or the address a fake backend
 * answers. It is libs/api-client's run-time override, set before any page script runs.
 */
export async function newSiteContext(
  browser: Browser,
  apiBase: string,
  viewport: Viewport = DESKTOP,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
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

/**
 * What makes the page wider than its window: empty when nothing does, else the document's width and
 * the outermost elements reaching past the right edge ("div.pr-card 412px"), so a failure names them.
 */
export async function pageOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The page's globals, typed here: this package is checked without the DOM library.
    interface Box { right: number }
    interface Element { tagName: string; className: unknown; parentElement: Element | null; getBoundingClientRect(): Box }
    const { document, window } = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number; clientWidth: number }; body: { querySelectorAll(selector: string): Iterable<Element> } };
      window: { scrollX: number };
    };
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return [];
    const sticksOut = (element: Element) => element.getBoundingClientRect().right + window.scrollX > clientWidth + 0.5;
    const outermost = [...document.body.querySelectorAll('*')].filter((element) => sticksOut(element) && !(element.parentElement && sticksOut(element.parentElement)));
    const name = (element: Element) => `${element.tagName.toLowerCase()}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    return [`the document is ${scrollWidth}px wide in a ${clientWidth}px window`, ...outermost.slice(0, 5).map((element) => `${name(element)} reaches ${Math.round(element.getBoundingClientRect().right + window.scrollX)}px`)];
  });
}

/** The DevTools issue kinds Lighthouse's best-practices audit ("inspector-issues") fails a page for. */
const FAILING_ISSUES = new Set(['ContentSecurityPolicyIssue', 'MixedContentIssue', 'BlockedByResponseIssue', 'CorsIssue', 'HeavyAdIssue']);

/**
 * The issues Chromium reports in DevTools' Issues panel for the page from now on, as
 * "<code> <details>" lines, of the kinds Lighthouse fails a page for. A CSP violation the page's
 * code catches (zod's `new Function` probe) never reaches the console or `pageerror`; it shows here.
 */
export async function collectBrowserIssues(page: Page): Promise<string[]> {
  const issues: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (FAILING_ISSUES.has(issue.code)) issues.push(`${issue.code} ${JSON.stringify(issue.details)}`);
  });
  await cdp.send('Audits.enable');
  return issues;
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

/**
 * Which dialogs are accepted: 'all' (a visitor going ahead with every alert, confirm and prompt),
 * 'confirms' (an administrator confirming long or destructive actions, docs/product.md §5; alerts
 * and prompts dismissed) or 'none' (a page that should not ask anything: every dialog dismissed).
 */
export type DialogAnswer = 'all' | 'confirms' | 'none';

/** Answers every dialog of the page as `accept` says, keeping what they said. */
export function watchDialogs(page: Page, accept: DialogAnswer = 'all'): DialogWatch {
  const shown: ShownDialog[] = [];
  const waiting: ((dialog: ShownDialog) => void)[] = [];
  let taken = 0;
  page.on('dialog', (dialog) => {
    shown.push({ type: dialog.type(), message: dialog.message() });
    const accepted = accept === 'all' || (accept === 'confirms' && dialog.type() === 'confirm');
    void (accepted ? dialog.accept() : dialog.dismiss());
    const wake = waiting.shift();
    if (wake) wake(shown[taken++]!);
  });
  return {
    shown,
    next: () =>
      taken < shown.length ? Promise.resolve(shown[taken++]!) : new Promise((resolve) => waiting.push(resolve)),
  };
}

export interface PageWatch {
  /** Uncaught page errors. */
  readonly errors: Error[];
  /** Every dialog so far as "type: message", in order. */
  readonly dialogs: readonly string[];
}

/** Uncaught page errors and every dialog the page opens, answered as `accept` says. */
export function watchPage(page: Page, accept: DialogAnswer): PageWatch {
  const errors = collectPageErrors(page);
  const dialogs = watchDialogs(page, accept);
  return {
    errors,
    get dialogs() {
      return dialogs.shown.map((dialog) => `${dialog.type}: ${dialog.message}`);
    },
  };
}

export interface ScreenshotOptions {
  /** Where the pictures go (created when missing): `<name>-<width>x<height>.png`. */
  readonly dir: string;
  readonly viewports?: readonly Viewport[];
  /** A pause after each resize, for charts that redraw to the new width. */
  readonly settleMs?: number;
  /** The size the page is left at afterwards. */
  readonly restore?: Viewport;
}

/** Full-page screenshots of the page at each size (phone and desktop unless told). */
export async function screenshotAtSizes(page: Page, name: string, options: ScreenshotOptions): Promise<void> {
  const { dir, viewports = [PHONE, DESKTOP], settleMs = 0, restore = DESKTOP } = options;
  await mkdir(dir, { recursive: true });
  for (const { width, height } of viewports) {
    await page.setViewportSize({ width, height });
    if (settleMs > 0) await page.waitForTimeout(settleMs);
    await page.screenshot({ path: path.join(dir, `${name}-${width}x${height}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: restore.width, height: restore.height });
}
