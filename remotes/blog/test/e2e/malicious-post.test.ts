// A post whose markdown tries every common way to run script, served by the real blog service and
// rendered by the built remote inside the built shell: nothing may run, and its links go nowhere.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSiteContext, watchPage } from './harness/browser.ts';
import { startStack, type Stack } from './support.ts';

const PAYLOADS = [
  '<script>window.__pwned = "script"; alert("script")</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'; alert(\'onerror\')" alt="broken">',
  '<svg><script>alert("svg script")</script></svg>',
  '<svg onload="alert(\'svg onload\')"></svg>',
  '<div onmouseover="alert(\'hover\')" id="hover-target">hover over me</div>',
  '<iframe src="javascript:alert(\'iframe\')"></iframe>',
  '<iframe srcdoc="<script>parent.alert(\'srcdoc\')</script>"></iframe>',
  '<object data="javascript:alert(\'object\')"></object>',
  '<embed src="javascript:alert(\'embed\')">',
  '<a href="javascript:alert(\'raw link\')">raw javascript link</a>',
  '<a href="JaVaScRiPt:alert(\'case\')">mixed case link</a>',
  '<a href="&#106;avascript:alert(\'entity\')">entity link</a>',
  '<a href="data:text/html,<script>alert(\'data\')</script>">data link</a>',
  '[markdown javascript link](javascript:alert("markdown"))',
  '<form action="javascript:alert(\'form\')"><button>submit form</button></form>',
  '<input autofocus onfocus="alert(\'autofocus\')">',
  '<details open ontoggle="alert(\'toggle\')"><summary>toggle</summary>x</details>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(\'meta\')">',
  '<style>@import "javascript:alert(\'style\')"; body { display: none }</style>',
  '<base href="javascript:alert(\'base\')//">',
  '<p id="location" name="alert">clobbering attempt</p>',
].join('\n\n');

const MALICIOUS_POST = `---
title: Sanitizer check
description: A post that tries to run script.
keywords:
  - security
author: Scoreline Research
date: 2026-11-20
category: Technical
---

Before the payloads.

${PAYLOADS}

After the payloads.
`;

let stack: Stack;
let context: BrowserContext;
let page: Page;
let watched: ReturnType<typeof watchPage>;

beforeAll(async () => {
  stack = await startStack({ 'sanitizer-check.md': MALICIOUS_POST });
  context = await newSiteContext(stack.browser, stack.site.url);
  page = await context.newPage();
  watched = watchPage(page);
  await page.goto(`${stack.site.url}/blog/sanitizer-check`);
  await page.getByText('After the payloads.').waitFor();
  // Give any deferred handler (onload, onerror, autofocus, meta refresh) its chance to fire.
  await page.waitForTimeout(500);
});

afterAll(async () => {
  await context?.close();
  await stack?.stop();
});

const article = () => page.getByRole('article');

describe('a malicious post in the built site', () => {
  it('runs nothing: no dialog, no global written, no page error', async () => {
    expect(watched.dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(watched.errors).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/blog/sanitizer-check');
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
    expect(new URL(page.url()).pathname).toBe('/blog/sanitizer-check');
    expect(watched.errors).toEqual([]);
  });
});
