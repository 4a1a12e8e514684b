// A post whose markdown tries every common way to run script (harness/extra-posts.ts), served by the
// real blog service behind the real gateway and rendered by the built remote inside the built
// shell: nothing may run, and its links go nowhere.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAPTOP, launchChromium, newSiteContext, watchPage, type PageWatch } from '@scoreline/test-support/browser';
import { MALICIOUS_SLUG } from './harness/extra-posts.ts';
import { useRealGateway } from '@scoreline/test-support/real-gateway';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let watched: PageWatch;

const backend = useRealGateway();
/** The pages' origin (the shell's own in distributed mode) and the API's. */
const site = backend.site;
const api = backend.url;

beforeAll(async () => {
  if (!backend.available) return;
  browser = await launchChromium();
  context = await newSiteContext(browser, api, LAPTOP);
  page = await context.newPage();
  watched = watchPage(page, 'none');
  await page.goto(`${site}/blog/${MALICIOUS_SLUG}`);
  await page.getByText('After the payloads.').waitFor();
  // Give any deferred handler (onload, onerror, autofocus, meta refresh) its chance to fire.
  await page.waitForTimeout(500);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const article = () => page.getByRole('article');

describe('a malicious post in the built site', () => {
  it('runs nothing: no dialog, no global written, no page error', async () => {
    expect(watched.dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(watched.errors).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(`/blog/${MALICIOUS_SLUG}`);
  });

  it('leaves no script, frame, object, form, style, meta or base element in the article', async () => {
    const found = await article().evaluate((root) =>
      ['script', 'iframe', 'object', 'embed', 'form', 'style', 'meta', 'base', 'svg'].filter((tag) => root.querySelector(tag)),
    );
    expect(found).toEqual([]);
  });

  it('leaves no event-handler or style attribute, and no unsafe address', async () => {
    const attributes = await article().evaluate((root) =>
      [...root.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((a) => [a.name, a.value] as const)),
    );
    expect(attributes.filter(([name]) => name.startsWith('on') || name === 'style' || name === 'srcdoc')).toEqual([]);
    const addresses = attributes.filter(([name]) => ['href', 'src', 'action', 'formaction', 'data'].includes(name));
    expect(addresses.filter(([, value]) => /^\s*(javascript|vbscript|data):/i.test(value))).toEqual([]);
  });

  it('prefixes ids so content cannot clobber page globals', async () => {
    expect(await page.evaluate(() => typeof window.location.href)).toBe('string');
    expect(await article().locator('#user-content-location').count()).toBe(1);
  });

  it('turns script links into harmless # links that navigate nowhere when clicked', async () => {
    for (const name of ['raw javascript link', 'mixed case link', 'entity link', 'data link', 'markdown javascript link']) {
      const link = article().getByRole('link', { name });
      expect(await link.getAttribute('href'), name).toBe('#');
      await link.click();
    }
    await article().getByText('hover over me').hover();
    await page.waitForTimeout(200);
    expect(watched.dialogs).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(`/blog/${MALICIOUS_SLUG}`);
    expect(watched.errors).toEqual([]);
  });
});
