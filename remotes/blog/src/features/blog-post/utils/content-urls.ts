import { defaultUrlTransform } from 'react-markdown';
import { safeHref } from './safe-url.ts';

/**
 * Where a relative image in a post points. Posts name their images relatively ("images/x.svg") and
 * the files live in this remote's public/ folder, so they are resolved against the remote's own base
 * ('/remotes/blog/' when built for the gateway, '/' on the dev server) rather than the page address
 * (/blog/slug), which belongs to the shell.
 */
export function resolveContentAsset(src: string, base: string = import.meta.env.BASE_URL): string {
  const isPathRelative = !src.startsWith('/') && !src.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(src);
  if (!isPathRelative) return src;
  const normalisedBase = base.endsWith('/') ? base : `${base}/`;
  return `${normalisedBase}${src.replace(/^\.\//, '')}`;
}

/**
 * react-markdown's last word on every URL attribute of the rendered tree: link addresses follow the
 * docs/product.md §5 rule (again, after sanitizing), images resolve against the remote, and everything
 * else keeps react-markdown's own safe default.
 */
export function transformContentUrl(value: string, key: string): string {
  if (key === 'href') return safeHref(value);
  const safe = defaultUrlTransform(value);
  return key === 'src' && safe ? resolveContentAsset(safe) : safe;
}
