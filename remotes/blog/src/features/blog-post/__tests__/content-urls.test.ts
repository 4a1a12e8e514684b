import { describe, expect, it } from 'vitest';
import { resolveContentAsset, transformContentUrl } from '../utils/content-urls.ts';

describe('resolveContentAsset', () => {
  it("resolves a relative image against the remote's base", () => {
    expect(resolveContentAsset('images/grid.svg', '/remotes/blog/')).toBe('/remotes/blog/images/grid.svg');
    expect(resolveContentAsset('./images/grid.svg', '/remotes/blog')).toBe('/remotes/blog/images/grid.svg');
    expect(resolveContentAsset('images/grid.svg', 'https://blog.example.com/')).toBe(
      'https://blog.example.com/images/grid.svg',
    );
  });

  it('leaves site paths and absolute addresses alone', () => {
    expect(resolveContentAsset('/favicon.svg', '/remotes/blog/')).toBe('/favicon.svg');
    expect(resolveContentAsset('https://example.com/a.png', '/remotes/blog/')).toBe('https://example.com/a.png');
  });
});

describe('transformContentUrl', () => {
  it('applies the link rule to href', () => {
    expect(transformContentUrl('javascript:alert(1)', 'href')).toBe('#');
    expect(transformContentUrl('tel:+44', 'href')).toBe('tel:+44');
  });

  it('empties an unsafe image source and resolves a relative one', () => {
    expect(transformContentUrl('javascript:alert(1)', 'src')).toBe('');
    expect(transformContentUrl('images/grid.svg', 'src')).toBe('/images/grid.svg');
  });
});
