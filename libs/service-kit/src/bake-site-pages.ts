// The site image's pages (deploy/docker/stage-image.mjs site). The Node servers of the shell's pages
// complete each prerendered page per request (site-pages.ts): remotes.json inline, the page's remote
// entry and first chunks preloaded. The site image serves the pages from nginx, which adds nothing;
// but it carries the shell and every remote of one build, so what the servers learn per request is
// known once, when the image is staged. This completes the staged pages the same way, in place.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { INLINE_REMOTES_ID, SHELL_PAGES_FILE, type SitePath } from '@scoreline/contracts/constants';
import { createShellPages, preloadsFromFolder, type RemoteManifest } from './site-pages.ts';

/**
 * Completes every page of a staged site folder (the shell's build at its root, each remote's at
 * remotes/<name>/, as remotes.json names them) and writes it back with fresh brotli and gzip copies
 * beside it (nginx sends those). Returns the files written. A folder already completed is refused:
 * its pages would carry the additions twice.
 */
export async function bakeSitePages(siteRoot: string): Promise<string[]> {
  const manifest = JSON.parse(readFileSync(path.join(siteRoot, 'remotes.json'), 'utf8')) as RemoteManifest;
  const list = JSON.parse(readFileSync(path.join(siteRoot, SHELL_PAGES_FILE), 'utf8')) as Record<string, string>;
  const local = preloadsFromFolder((remote) => {
    const folder = path.join(siteRoot, 'remotes', remote);
    return existsSync(folder) ? folder : null;
  });
  const pages = createShellPages({
    shellDist: siteRoot,
    manifest: () => manifest,
    preloadsOf: (remote, entry) => (entry.startsWith(`/remotes/${remote}/`) ? local(remote, entry) : null),
  });
  const written: string[] = [];
  for (const [route, file] of Object.entries(list)) {
    const target = path.join(siteRoot, file);
    const page = await pages.pageOf(route === '*' ? null : (route as SitePath));
    // Completed before, it now carries the inline remotes.json twice.
    if (page.html.split(`id="${INLINE_REMOTES_ID}"`).length > 2) throw new Error(`${target} is already completed`);
    writeFileSync(target, page.html);
    writeFileSync(`${target}.br`, page.encoded.br);
    writeFileSync(`${target}.gz`, page.encoded.gzip);
    written.push(file);
  }
  return written;
}
