// The XSS corpus (harness/xss-corpus.ts) served by the real blog service behind the real gateway and
// rendered by the built blog remote inside the built shell, one page per family of attack: nothing
// runs (the sentinel global stays unset, no dialog, no page error), nothing leaves the site (no
// request to the corpus's host, no navigation, no new tab), nothing active is left in the article,
// and every link ends as the allow-list of docs/product.md §5 says, external ones opening in a new
// tab without access to the opener.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAPTOP, launchChromium, newSiteContext, watchPage } from '@scoreline/test-support/browser';
import { useRealGateway } from '@scoreline/test-support/real-gateway';
import { CORPUS_END, LINK_RULES, XSS_CORPUS, XSS_HOST } from './harness/xss-corpus.ts';

let browser: Browser;
let context: BrowserContext;
/** Every request to the corpus's host (aborted): something tried to load or navigate off the site. */
const offSite: string[] = [];
/** Every new tab or window a page under test opened. */
const popups: string[] = [];

const backend = useRealGateway();
const site = backend.site;

beforeAll(async () => {
  if (!backend.available) return;
  browser = await launchChromium();
  context = await newSiteContext(browser, site, LAPTOP);
  // The site's Content-Security-Policy (script-src 'self') would also stop an inline handler or a
  // javascript: address that got past sanitizing, silently: its refusals are the trace such a
  // payload leaves, so they are collected too.
  await context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod (libs/contracts, in the remote's bundle) probes `new Function` once to choose its
      // parser, refused by script-src 'self' and reported: not content. What a payload leaves is
      // an inline handler or script, a javascript: address or an off-site load.
      if (event.blockedURI === 'eval') return;
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  await context.route(
    (url) => url.hostname === XSS_HOST,
    async (route) => {
      offSite.push(route.request().url());
      await route.abort();
    },
  );
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Elements that may never reach a post: they run, embed, submit, restyle or redirect. */
const ACTIVE_TAGS = [
  'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'button', 'style', 'link', 'meta',
  'base', 'svg', 'math', 'portal', 'template', 'textarea', 'video', 'audio', 'marquee', 'noscript',
];

interface Rendered {
  page: Page;
  slug: string;
  /** Runs the hovers, focuses and clicks a reader could make, then says what happened. */
  report(): Promise<Report>;
}

interface Report {
  sentinel: unknown;
  cspViolations: string[];
  dialogs: readonly string[];
  errors: string[];
  mainFrameUrls: string[];
  popups: string[];
  offSite: string[];
  activeElements: string[];
  attributes: (readonly [string, string, string])[];
  documentMeta: number;
}

async function renderPost(slug: string): Promise<Rendered> {
  const page = await context.newPage();
  const watched = watchPage(page, 'none');
  const mainFrameUrls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) mainFrameUrls.push(frame.url());
  });
  page.on('popup', (popup) => popups.push(popup.url()));
  const popupsBefore = popups.length;
  const offSiteBefore = offSite.length;
  await page.goto(`${site}/blog/${slug}`);
  await page.getByText(CORPUS_END).waitFor();
  const article = page.getByRole('article');
  return {
    page,
    slug,
    async report() {
      // A reader moves over, focuses and clicks what is there: handlers bound to any of it fire now.
      await article.evaluate((root) => {
        for (const element of root.querySelectorAll<HTMLElement>('*')) {
          // No click on everything: a kept external link would open a tab (links are followed below).
          for (const type of ['mouseover', 'mouseenter', 'pointerenter', 'focus', 'animationstart', 'toggle']) {
            element.dispatchEvent(new Event(type, { bubbles: true }));
          }
          element.focus();
        }
      });
      // Every neutralised link followed (click() runs a link's activation as a reader's click does),
      // and the first one clicked for real.
      const neutralised = article.locator('a[href="#"]');
      if ((await neutralised.count()) > 0) await neutralised.first().click();
      await neutralised.evaluateAll((links) => links.forEach((link) => (link as HTMLElement).click()));
      const hoverTarget = article.getByText('hover target', { exact: true });
      if ((await hoverTarget.count()) > 0) await hoverTarget.hover();
      // Give deferred work (onload, onerror, autofocus, meta refresh, lazy images) its chance to run.
      await page.waitForTimeout(500);
      return {
        sentinel: await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
        cspViolations: await cspViolations(page),
        dialogs: watched.dialogs,
        errors: watched.errors.map((error) => error.message),
        mainFrameUrls: [...mainFrameUrls],
        popups: popups.slice(popupsBefore),
        offSite: offSite.slice(offSiteBefore),
        activeElements: await article.evaluate(
          (root, tags) => tags.filter((tag) => root.querySelector(tag) !== null),
          ACTIVE_TAGS,
        ),
        attributes: await article.evaluate((root) =>
          [...root.querySelectorAll('*')].flatMap((element) =>
            [...element.attributes].map((a) => [element.tagName.toLowerCase(), a.name, a.value] as const),
          ),
        ),
        documentMeta: await page.evaluate(
          () => document.querySelectorAll('base, meta[http-equiv], body [onload], body [onerror]').length,
        ),
      };
    },
  };
}

const cspViolations = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { __cspViolations: string[] }).__cspViolations]);

/** How a link address may end (docs/product.md §5): in-page, on the site, relative, or an allowed scheme. */
function allowedHref(href: string): boolean {
  if (href === '#' || href.startsWith('#user-content-')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1];
  // A relative address with whitespace or a control character in it is one the browser reads differently.
  if (scheme === undefined) return ![...href].some((char) => char.charCodeAt(0) <= 0x20);
  return ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

/** Leaves the site: an absolute http(s) address, or one the browser reads as protocol-relative (// or /\). */
const leavesSite = (href: string) => /^https?:/.test(href) || /^[/\\]{2}/.test(href);

function expectInert(report: Report, slug: string): void {
  expect(report.sentinel, 'window.__xss').toBeUndefined();
  expect(report.cspViolations).toEqual([]);
  expect(report.dialogs).toEqual([]);
  expect(report.errors).toEqual([]);
  expect(report.offSite).toEqual([]);
  expect(report.popups).toEqual([]);
  expect(report.mainFrameUrls.filter((url) => new URL(url).pathname !== `/blog/${slug}`)).toEqual([]);
  expect(report.activeElements).toEqual([]);
  expect(report.documentMeta).toBe(0);
  const names = report.attributes.map(([, name]) => name);
  expect(names.filter((name) => /^on/i.test(name))).toEqual([]);
  for (const refused of ['style', 'srcdoc', 'srcset', 'formaction', 'action', 'xlink:href', 'background', 'data', 'autofocus']) {
    expect(names, refused).not.toContain(refused);
  }
  for (const [tag, name, value] of report.attributes) {
    if (name === 'href' || name === 'cite') {
      expect(allowedHref(value), `<${tag} href="${value}">`).toBe(true);
    }
    if (name === 'src') {
      // Images resolve against the remote's own folder; nothing else, and no script or data address.
      expect(value, `<${tag} src>`).toMatch(/^(\/remotes\/blog\/|https?:\/\/)/);
    }
    if (name === 'id' || name === 'name') expect(value, `${name} of <${tag}>`).toMatch(/^user-content-/);
  }
}

/** What each post shows besides being inert, checked on the same page after its report (one page load per post). */
const ALSO: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  'xss-corpus-script-tags': async (page) => {
    // Code containing markup is shown as text, never made into elements.
    const code = await page.getByRole('article').locator('code').allTextContents();
    expect(code.some((text) => text.includes("<script>window.__xss='fenced code'"))).toBe(true);
    expect(code.some((text) => text.includes("<script>window.__xss='code span'"))).toBe(true);
  },
  'xss-corpus-event-handlers': async (page) => {
    // The watch is not blind: once the corpus's report is taken, a handler put into the page
    // outside the sanitizer is refused by the policy, and that refusal is seen.
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.setAttribute('onerror', "window.__xss = 'control'");
      image.src = 'missing-control-image';
      document.body.append(image);
    });
    await expect.poll(() => cspViolations(page)).toEqual([expect.stringMatching(/^script-src/)]);
  },
  'xss-corpus-embedding': async (page) => {
    // Ids and names are prefixed, so content cannot clobber page globals.
    expect(await page.evaluate(() => typeof window.location.href)).toBe('string');
    expect(await page.evaluate(() => typeof document.getElementById)).toBe('function');
    expect(await page.evaluate(() => typeof document.cookie)).toBe('string');
    expect(await page.locator('#user-content-location').count()).toBe(1);
  },
  'xss-corpus-nested-markdown': async (page) => {
    // The markdown around the payloads still renders: table, task list, footnotes, details.
    const article = page.getByRole('article');
    expect(await article.getByRole('table').count()).toBe(1);
    expect(await article.getByRole('checkbox').count()).toBe(3);
    expect(await article.getByRole('heading', { name: 'Footnotes' }).count()).toBe(1);
    expect(await article.locator('details summary').textContent()).toBe('raw details');
  },
};

describe('the XSS corpus in the built site', () => {
  for (const slug of Object.keys(XSS_CORPUS).filter((name) => name !== 'xss-corpus-links')) {
    it(`runs nothing, loads nothing off the site and goes nowhere: ${slug}`, async () => {
      const rendered = await renderPost(slug);
      try {
        expectInert(await rendered.report(), slug);
        await ALSO[slug]?.(rendered.page);
        // What was refused stays readable as text: the page is not emptied.
        expect(await rendered.page.getByRole('article').textContent()).toContain('Start of the corpus post.');
      } finally {
        await rendered.page.close();
      }
    });
  }

  it('keeps links per the allow-list, external ones in a new tab with rel noopener noreferrer', async () => {
    const rendered = await renderPost('xss-corpus-links');
    const article = rendered.page.getByRole('article');
    try {
      for (const rule of LINK_RULES) {
        const link = article.getByRole('link', { name: rule.text, exact: true });
        expect(await link.getAttribute('href'), rule.text).toBe(rule.href);
        const target = await link.getAttribute('target');
        const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? [];
        if (rule.external) {
          expect(target, `${rule.text} target`).toBe('_blank');
          expect(rel, `${rule.text} rel`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
        } else {
          expect(target, `${rule.text} target`).toBeNull();
          expect(leavesSite(rule.href), rule.text).toBe(false);
        }
      }
      // The addresses that look like site paths but that the browser reads as another host: a
      // click must not take this tab (or the single-page router) off the site.
      for (const text of ['backslash link', 'tab-slash link', 'protocol-relative link']) {
        const opened = rendered.page.waitForEvent('popup');
        await article.getByRole('link', { name: text, exact: true }).click();
        const tab = await opened;
        // The new tab has no handle on the page that opened it (rel noopener).
        expect(await tab.evaluate(() => window.opener)).toBeNull();
        await tab.close();
        expect(new URL(rendered.page.url()).pathname, text).toBe(`/blog/${rendered.slug}`);
      }
      // The one in-site link stays in the single-page app: no document load.
      await article.getByRole('link', { name: 'site link', exact: true }).click();
      await rendered.page.getByRole('heading', { level: 1, name: 'Scoreline Blog' }).waitFor();
      expect(new URL(rendered.page.url()).pathname).toBe('/blog');
      expect(await rendered.page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    } finally {
      await rendered.page.close();
    }
  });
});
