import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMarkdown } from './render-markdown.tsx';

// Post content is authored in the repo today, but it reaches the page as data from an API: treat it
// as untrusted. Every vector below must render inert.
const MALICIOUS = [
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'">',
  '<svg><script>window.__pwned = "svg"</script></svg>',
  '<svg onload="window.__pwned = \'svg-onload\'"></svg>',
  '<div onclick="window.__pwned = \'onclick\'" onmouseover="x()">hover me</div>',
  '<iframe src="javascript:window.__pwned=1"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<a href="javascript:window.__pwned=1">raw javascript link</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case link</a>',
  '<a href="&#106;avascript:alert(1)">entity link</a>',
  '<a href="java&#x09;script:alert(1)">tab link</a>',
  '<a href="vbscript:msgbox(1)">vbscript link</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
  '[markdown javascript link](javascript:alert(1))',
  '[markdown spaced link]( javascript:alert(1))',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>',
  '<style>body { display: none }</style>',
  '<a href="https://example.com" style="position:fixed;inset:0">overlay</a>',
].join('\n\n');

function renderMalicious(): Promise<HTMLElement> {
  return renderMarkdown(MALICIOUS);
}

function allAttributes(root: Element): Attr[] {
  return [...root.querySelectorAll('*')].flatMap((element) => [...element.attributes]);
}

describe('MarkdownContent never lets active content through', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).__pwned;
  });

  it('drops script, iframe, object, style and form elements', async () => {
    const container = await renderMalicious();
    for (const tag of ['script', 'iframe', 'object', 'embed', 'style', 'form', 'button']) {
      expect(container.querySelector(tag), tag).toBeNull();
    }
    expect((window as unknown as Record<string, unknown>).__pwned).toBeUndefined();
  });

  it('drops every event-handler and style attribute', async () => {
    const container = await renderMalicious();
    const names = allAttributes(container).map((attribute) => attribute.name.toLowerCase());
    expect(names.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(names).not.toContain('style');
    expect(names).not.toContain('formaction');
  });

  it('replaces every javascript:, vbscript: and data: address with the harmless #', async () => {
    const container = await renderMalicious();
    const urls = allAttributes(container)
      .filter((attribute) => ['href', 'src', 'action', 'formaction', 'data'].includes(attribute.name))
      .map((attribute) =>
        [...attribute.value]
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase(),
      );
    expect(urls.some((url) => /^(javascript|vbscript|data):/.test(url))).toBe(false);
    const refused = [
      'raw javascript link',
      'mixed case link',
      'entity link',
      'tab link',
      'vbscript link',
      'data link',
      'markdown javascript link',
      'markdown spaced link',
    ];
    for (const text of refused) {
      const link = [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === text);
      expect(link, text).toBeDefined();
      expect(link?.getAttribute('href'), text).toBe('#');
    }
  });

  it('clicking a neutralised link runs nothing', async () => {
    const spy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const container = await renderMalicious();
    for (const anchor of container.querySelectorAll('a')) anchor.click();
    for (const element of container.querySelectorAll('div, svg, img')) {
      element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      element.dispatchEvent(new Event('load'));
      element.dispatchEvent(new Event('error'));
    }
    expect(spy).not.toHaveBeenCalled();
    expect((window as unknown as Record<string, unknown>).__pwned).toBeUndefined();
  });

  it('keeps the harmless text of what it removed visible as text, not markup', async () => {
    const container = await renderMalicious();
    expect(container).toHaveTextContent('hover me');
    expect(container.querySelector('div[onclick]')).toBeNull();
  });

  it('opens every link to another site in a new tab without the opener, including those that look like site paths', async () => {
    const container = await renderMarkdown(
      [
        '<a href="//evil.example/a">protocol relative</a>',
        '<a href="/\\evil.example/b">backslash</a>',
        '<a href="/&Tab;/evil.example/c">tab slash</a>',
        '<a href="HTTPS://example.com/d">upper case</a>',
        '<a href=" https://example.com/e">leading space</a>',
        '[site](/blog)',
      ].join('\n\n'),
    );
    const link = (text: string) =>
      [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === text);
    for (const [text, href] of [
      ['protocol relative', '//evil.example/a'],
      ['backslash', '/\\evil.example/b'],
      ['tab slash', '//evil.example/c'],
      ['upper case', 'https://example.com/d'],
      ['leading space', 'https://example.com/e'],
    ] as const) {
      expect(link(text)?.getAttribute('href'), text).toBe(href);
      expect(link(text)?.getAttribute('target'), text).toBe('_blank');
      expect(link(text)?.getAttribute('rel'), text).toBe('noopener noreferrer');
    }
    expect(link('site')?.getAttribute('href')).toBe('/blog');
    expect(link('site')?.getAttribute('target')).toBeNull();
  });
});
