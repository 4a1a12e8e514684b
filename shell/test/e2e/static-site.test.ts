// The serving rules the gateway follows too (shell/README.md, "Serving"), checked over HTTP.
import { SHELL_PAGES_FILE, SITE_PATHS } from '@scoreline/contracts/constants';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticSite, type StaticSite } from './harness/static-site.ts';

let dir: string;
let site: StaticSite;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'scoreline-static-'));
  await mkdir(path.join(dir, 'shell', 'assets'), { recursive: true });
  await mkdir(path.join(dir, 'blog', 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'shell', 'index.html'), '<!doctype html><title>shell</title>');
  // The prerendered pages' list, as the shell's build writes it: every page on its HTML, `*` the 404 page.
  await mkdir(path.join(dir, 'shell', 'pages'), { recursive: true });
  await writeFile(path.join(dir, 'shell', 'pages', 'not-found.html'), '<!doctype html><title>shell</title><h1>Page not found</h1>');
  await writeFile(
    path.join(dir, 'shell', SHELL_PAGES_FILE),
    JSON.stringify({ ...Object.fromEntries(SITE_PATHS.map((page) => [page, 'index.html'])), '*': 'pages/not-found.html' }),
  );
  await writeFile(path.join(dir, 'shell', 'remotes.json'), '{}');
  await writeFile(path.join(dir, 'shell', 'assets', 'index-AbCd1234.js'), 'export {}');
  await writeFile(path.join(dir, 'blog', 'remoteEntry.js'), 'export {}');
  await writeFile(path.join(dir, 'blog', 'assets', 'page-ZyXw9876.js'), 'export {}');
  site = await startStaticSite({
    shellDist: path.join(dir, 'shell'),
    remotes: { blog: path.join(dir, 'blog'), admin: null },
  });
});

afterAll(async () => {
  await site?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const get = (urlPath: string) => fetch(`${site.url}${urlPath}`);

describe('static site', () => {
  it.each(['/', '/fixture/12', '/blog', '/blog/some-post', '/cross-sandbox'])(
    'answers page %s with index.html (200)',
    async (page) => {
      const response = await get(page);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>shell</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('answers an unknown page with index.html and a 404 status', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Page not found</h1>');
  });

  it('serves remotes under /remotes/<name>/, entries revalidated and hashed assets immutable', async () => {
    const entry = await get('/remotes/blog/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toContain('text/javascript');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const asset = await get('/remotes/blog/assets/page-ZyXw9876.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/index-AbCd1234.js')).headers.get('cache-control')).toContain('immutable');
    expect((await get('/remotes.json')).headers.get('cache-control')).toBe('no-cache');
  });

  it('never answers a missing asset or remote file with index.html', async () => {
    expect((await get('/assets/missing-00000000.js')).status).toBe(404);
    expect((await get('/remotes/blog/assets/missing.js')).status).toBe(404);
    expect((await get('/remotes/admin/remoteEntry.js')).status).toBe(503);
  });

  it('follows a redeploy and a takedown of one remote', async () => {
    site.setRemote('blog', null);
    expect((await get('/remotes/blog/remoteEntry.js')).status).toBe(503);
    site.setRemote('blog', path.join(dir, 'blog'));
    expect((await get('/remotes/blog/remoteEntry.js')).status).toBe(200);
  });

  it('does not serve files outside its folders', async () => {
    expect((await get('/remotes/blog/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await get('/..%2Fblog%2FremoteEntry.js')).status).not.toBe(200);
  });
});
