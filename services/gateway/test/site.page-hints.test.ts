import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { pageLinkHeader } from '../src/edge/page-hints.ts';
import { writeBuiltShell } from './support/built-shell.ts';
import { gatewayDeps } from './support/gateway-deps.ts';

// Each page's answer names what the page needs before it can paint, so a phone fetches it at once
// instead of one after another: in a Link header its public API read; in the HTML (the shell's
// prerendered page) remotes.json inline and its remote's entry and first chunks, where remotes.json
// puts them.

const root = mkdtempSync(path.join(tmpdir(), 'scoreline-hints-'));
// The predictions remote, built here with its list of first chunks; the blog lives on another origin.
mkdirSync(path.join(root, 'remotes', 'predictions', 'dist'), { recursive: true });
writeFileSync(path.join(root, 'remotes', 'predictions', 'dist', 'remoteEntry.js'), 'export {};');
writeFileSync(
  path.join(root, 'remotes', 'predictions', 'dist', 'mf-preload.json'),
  JSON.stringify({
    './HomePage': { modules: ['assets/home-1.js', 'assets/shared-1.js'], styles: ['assets/home-1.css'] },
    './FixturePage': { modules: ['assets/fixture-1.js'], styles: [] },
  }),
);
const manifest = {
  predictions: '/remotes/predictions/remoteEntry.js',
  blog: 'https://blog.cdn.example/remoteEntry.js',
  admin: '/remotes/admin/remoteEntry.js',
};
writeBuiltShell(root, manifest, {
  '/fixture/:fixtureId': 'fixture',
  '/blog': 'blog',
  '/blog/:slug': 'post',
  '/sandbox': 'sandbox',
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('gateway: preload hints on the pages', () => {
  const app = createApp(gatewayDeps({ siteRoot: root }));

  it("hints Home's current gameweek, as the api-client fetches it (credentials included), and names its remote's entry and first chunks in the page", async () => {
    const home = await request(app).get('/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers.link).toBe('</api/fixtures/gameweek/current>; rel=preload; as=fetch; crossorigin=use-credentials');
    expect(home.text).toContain('<div id="root">home</div>');
    expect(home.text).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/remotes/predictions/remoteEntry.js">');
    expect(home.text).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/remotes/predictions/assets/home-1.js">');
    expect(home.text).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/remotes/predictions/assets/shared-1.js">');
    expect(home.text).toContain('<link rel="preload" as="style" href="/remotes/predictions/assets/home-1.css">');
    expect(home.text).not.toContain('fixture-1.js');
  });

  it('puts remotes.json in the page, so the shell starts with it', async () => {
    const home = await request(app).get('/');
    const inline = /<script type="application\/json" id="sl-remotes">([^<]*)<\/script>/.exec(home.text);
    expect(JSON.parse(inline![1]!)).toEqual(manifest);
  });

  it('sends the page brotli-compressed to a browser that accepts it, and varies on Accept-Encoding', async () => {
    const home = await request(app).get('/').set('Accept-Encoding', 'br, gzip');
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers.vary).toContain('Accept-Encoding');
    expect(home.headers['cache-control']).toBe('no-cache');
  });

  it("hints the blog's API answer and its entry where remotes.json puts it, with no chunk list from another origin that cannot be reached", async () => {
    const blog = await request(app).get('/blog');
    expect(blog.headers.link).toBe('</api/blog/posts>; rel=preload; as=fetch; crossorigin=use-credentials');
    expect(blog.text).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="https://blog.cdn.example/remoteEntry.js">');
    expect((await request(app).get('/blog/how-to-read-probabilities')).headers.link).toBe(
      '</api/blog/post/how-to-read-probabilities>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
  });

  it('never preloads the session-dependent prediction of a fixture page, only its remote', async () => {
    const fixture = await request(app).get('/fixture/2026004007');
    expect(fixture.headers.link).toBeUndefined();
    expect(fixture.text).toContain('<div id="root">fixture</div>');
    expect(fixture.text).toContain('href="/remotes/predictions/assets/fixture-1.js"');
  });

  it('names no entry for a remote remotes.json does not list, and answers other paths with the 404 page', async () => {
    const sandbox = await request(app).get('/sandbox');
    expect(sandbox.text).not.toContain('rel="modulepreload"');
    const missing = await request(app).get('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.headers.link).toBeUndefined();
    expect(missing.text).toContain('<div id="root">not-found</div>');
  });

  it('keeps a hostile slug out of the header: encoded, so it can neither end the target nor add a link', () => {
    const link = pageLinkHeader('/blog/a%3E%3B%20rel%3Dpreload%2C%20%3Cevil')!;
    expect(link).toBe('</api/blog/post/a%3E%3B%20rel%3Dpreload%2C%20%3Cevil>; rel=preload; as=fetch; crossorigin=use-credentials');
    expect(link.split(', ')).toHaveLength(1);
  });
});
