import { describe, expect, it } from 'vitest';
import { isAppPath, isExternalHref, NO_OP_HREF, normaliseHref, safeHref } from '../utils/safe-url.ts';

describe('safeHref (docs/product.md §5)', () => {
  it.each([
    '#section',
    '#',
    '/blog',
    '//cdn.example.com/x',
    'other-post',
    './images/grid.svg',
    '../blog',
    'page?q=a:b',
    'folder/file:name',
    'http://example.com',
    'https://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM',
    'mailto:team@example.com',
    'tel:+441234567890',
  ])('keeps %s', (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.com',
    'blob:https://example.com/uuid',
    'chrome://settings',
  ])('replaces %j with the no-op address', (href) => {
    expect(safeHref(href)).toBe(NO_OP_HREF);
  });

  it('uses a no-op address that is itself kept', () => {
    expect(safeHref(NO_OP_HREF)).toBe(NO_OP_HREF);
  });
});

describe('isAppPath', () => {
  it('accepts site paths and refuses protocol-relative and other addresses', () => {
    expect(isAppPath('/blog/x')).toBe(true);
    expect(isAppPath('//evil.example')).toBe(false);
    expect(isAppPath('https://example.com')).toBe(false);
    expect(isAppPath('#top')).toBe(false);
  });

  it('refuses what the browser reads as another host: a backslash or a tab after the first slash', () => {
    expect(isAppPath('/\\evil.example/x')).toBe(false);
    expect(isAppPath('/\t/evil.example/x')).toBe(false);
    expect(isAppPath('\n//evil.example')).toBe(false);
    expect(isAppPath(' /blog')).toBe(true);
  });
});

describe('isExternalHref', () => {
  it.each(['https://example.com', 'HTTP://example.com', ' https://example.com', '//example.com', '/\\example.com', '\\\\example.com', '/\t/example.com'])(
    'calls %j another site',
    (href) => {
      expect(isExternalHref(href)).toBe(true);
    },
  );

  it.each(['/blog', '#top', 'other-post', 'mailto:team@example.com', 'tel:+441234567890', '#'])('calls %j not another site', (href) => {
    expect(isExternalHref(href)).toBe(false);
  });
});

describe('normaliseHref', () => {
  it('writes a kept address as the browser reads it, its scheme in lower case', () => {
    expect(normaliseHref('HTTPS://Example.com/A')).toBe('https://Example.com/A');
    expect(normaliseHref(' https://example.com')).toBe('https://example.com');
    expect(normaliseHref('Mailto:team@example.com')).toBe('mailto:team@example.com');
    expect(normaliseHref('/\t/example.com')).toBe('//example.com');
    expect(normaliseHref('/blog')).toBe('/blog');
  });

  it('turns a refused address into the no-op one', () => {
    expect(normaliseHref('JavaScript:alert(1)')).toBe(NO_OP_HREF);
    expect(normaliseHref(' java\tscript:alert(1)')).toBe(NO_OP_HREF);
  });
});
