// A built shell as the tests need one: its prerendered pages (shell/build/prerender.ts writes them
// and pages.json, the route → file list the gateway serves them by) and remotes.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_PAGES_FILE } from '@scoreline/contracts';

/** A page whose root element says which one it is. */
export const builtPage = (name: string) =>
  `<!doctype html><html><head><title>${name}</title></head><body><div id="root">${name}</div></body></html>`;

/**
 * Writes `shell/dist` under `root`: Home, a page for each named route (its file named after the
 * page's word in `pages`) and the 404 page, with remotes.json listing `manifest`.
 */
export function writeBuiltShell(
  root: string,
  manifest: Readonly<Record<string, string>>,
  pages: Readonly<Record<string, string>> = {},
): string {
  const dist = path.join(root, 'shell', 'dist');
  mkdirSync(path.join(dist, 'pages'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), builtPage('home'));
  const list: Record<string, string> = { '/': 'index.html', '*': 'pages/not-found.html' };
  writeFileSync(path.join(dist, 'pages', 'not-found.html'), builtPage('not-found'));
  for (const [route, name] of Object.entries(pages)) {
    writeFileSync(path.join(dist, 'pages', `${name}.html`), builtPage(name));
    list[route] = `pages/${name}.html`;
  }
  writeFileSync(path.join(dist, SHELL_PAGES_FILE), JSON.stringify(list));
  writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify(manifest));
  return dist;
}
