import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { bakeSitePages } from '../src/bake-site-pages.ts';

// A staged site folder as deploy/docker/stage-image.mjs lays it out: the shell's build at its root
// (its prerendered pages and their list, remotes.json), each remote's build at remotes/<name>/.
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function stagedSite(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'scoreline-baked-'));
  roots.push(root);
  const page = (body: string) => `<!doctype html><html><head><title>${body}</title></head><body><div id="root">${body}</div></body></html>`;
  mkdirSync(path.join(root, 'pages'));
  writeFileSync(path.join(root, 'index.html'), page('home'));
  writeFileSync(path.join(root, 'pages', 'blog.html'), page('blog'));
  writeFileSync(path.join(root, 'pages', 'not-found.html'), page('not found'));
  writeFileSync(path.join(root, 'pages.json'), JSON.stringify({ '/': 'index.html', '/blog': 'pages/blog.html', '*': 'pages/not-found.html' }));
  writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ predictions: '/remotes/predictions/remoteEntry.js', blog: '/remotes/blog/remoteEntry.js' }));
  for (const [remote, exposed, chunk] of [
    ['predictions', './HomePage', 'assets/home-1.js'],
    ['blog', './BlogListPage', 'assets/blog-list-1.js'],
  ] as const) {
    mkdirSync(path.join(root, 'remotes', remote), { recursive: true });
    writeFileSync(path.join(root, 'remotes', remote, 'mf-preload.json'), JSON.stringify({ [exposed]: { modules: [chunk], styles: [] } }));
  }
  return root;
}

describe("bakeSitePages: the site image's pages completed once, as the Node servers complete them per request", () => {
  it("puts remotes.json and the page's remote entry and first chunks in each page, with fresh compressed copies", async () => {
    const root = stagedSite();
    expect(await bakeSitePages(root)).toEqual(['index.html', 'pages/blog.html', 'pages/not-found.html']);
    const blog = readFileSync(path.join(root, 'pages', 'blog.html'), 'utf8');
    expect(blog).toContain('<script type="application/json" id="sl-remotes">{"predictions":"/remotes/predictions/remoteEntry.js","blog":"/remotes/blog/remoteEntry.js"}</script>');
    expect(blog).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/remotes/blog/remoteEntry.js">');
    expect(blog).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/remotes/blog/assets/blog-list-1.js">');
    expect(blog).not.toContain('home-1.js');
    expect(readFileSync(path.join(root, 'index.html'), 'utf8')).toContain('href="/remotes/predictions/assets/home-1.js"');
    expect(brotliDecompressSync(readFileSync(path.join(root, 'pages', 'blog.html.br'))).toString()).toBe(blog);
    expect(gunzipSync(readFileSync(path.join(root, 'pages', 'blog.html.gz'))).toString()).toBe(blog);
  });

  it('gives the 404 page remotes.json and no remote preload', async () => {
    const root = stagedSite();
    await bakeSitePages(root);
    const notFound = readFileSync(path.join(root, 'pages', 'not-found.html'), 'utf8');
    expect(notFound).toContain('id="sl-remotes"');
    expect(notFound).not.toContain('rel="modulepreload"');
  });

  it('refuses a folder already completed, whose pages would carry everything twice', async () => {
    const root = stagedSite();
    await bakeSitePages(root);
    await expect(bakeSitePages(root)).rejects.toThrow(/index\.html is already completed/);
  });
});
