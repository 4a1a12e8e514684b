// What both sandbox browser-test files set up, in this order: the real gateway (useRealGateway), one
// Chromium per file with an administrator's token from the development password, and per test a fresh
// context and page whose uncaught errors fail the test. Confirmations are accepted, as an
// administrator would.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { launchChromium, newSiteContext, watchPage, type PageWatch } from '@scoreline/test-support/browser';
import { adminToken, useRealGateway } from '@scoreline/test-support/real-gateway';

export interface AdminBrowser {
  /** The pages' origin: the gateway's, or the shell's own in distributed mode ('' when not available). */
  readonly site: string;
  /** The API's origin, the gateway ('' when not available). */
  readonly api: string;
  readonly browser: Browser;
  /** The current test's context and page. */
  readonly context: BrowserContext;
  readonly page: Page;
  readonly watched: PageWatch;
  /** The admin JWT the gateway issued for the development password. */
  readonly token: string;
}

export interface AdminBrowserOptions {
  /** Lets the pages read and write the clipboard (a Copy button under test). */
  readonly clipboard?: boolean;
}

/** Call at the top of a test file; the fields are read during the tests, once the hooks have run. */
export function useAdminBrowser({ clipboard = false }: AdminBrowserOptions = {}): AdminBrowser {
  const backend = useRealGateway();
  const site = backend.site;
  const api = backend.url;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let watched: PageWatch | undefined;
  let token = '';

  beforeAll(async () => {
    if (!backend.available) return;
    browser = await launchChromium();
    token = await adminToken(api);
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    context = await newSiteContext(started(browser), api);
    if (clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
    page = await context.newPage();
    watched = watchPage(page, 'confirms');
  });

  afterEach(async () => {
    if (watched) expect(watched.errors.map(String), 'uncaught errors in the page').toEqual([]);
    await context?.close();
  });

  return {
    site,
    api,
    get browser() {
      return started(browser);
    },
    get context() {
      return started(context);
    },
    get page() {
      return started(page);
    },
    get watched() {
      return started(watched);
    },
    get token() {
      return token;
    },
  };
}

/** What a hook set up; read before it ran, it is a mistake in the test, named as such. */
function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('read before the browser hooks ran (call useAdminBrowser at the top of the file)');
  return value;
}
