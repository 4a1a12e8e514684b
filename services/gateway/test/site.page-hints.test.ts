import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { pageLinkHeader } from '../src/edge/page-hints.ts';
import { gatewayDeps } from './support/gateway-deps.ts';

// Each page's index.html names, in a Link header, what the page needs before it can paint: its
// remote's entry (from remotes.json) and its public API read, so a phone fetches them at once
// instead of one after another.

const root = mkdtempSync(path.join(tmpdir(), 'scoreline-hints-'));
mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root">shell</div>');
const manifest = {
  predictions: '/remotes/predictions/remoteEntry.js',
  blog: 'https://blog.cdn.example/remoteEntry.js',
  admin: '/remotes/admin/remoteEntry.js',
};
writeFileSync(path.join(root, 'shell', 'dist', 'remotes.json'), JSON.stringify(manifest));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('gateway: preload hints on the pages', () => {
  const app = createApp(gatewayDeps({ siteRoot: root }));

  it("hints Home's remote entry and the current gameweek, as the api-client fetches it (credentials included)", async () => {
    const home = await request(app).get('/');
    expect(home.status).toBe(200);
    expect(home.headers.link).toBe(
      '</remotes/predictions/remoteEntry.js>; rel=modulepreload, </api/fixtures/gameweek/current>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
  });

  it("hints the blog's entry where remotes.json puts it, with the list or the post's API answer", async () => {
    expect((await request(app).get('/blog')).headers.link).toBe(
      '<https://blog.cdn.example/remoteEntry.js>; rel=modulepreload, </api/blog/posts>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    expect((await request(app).get('/blog/how-to-read-probabilities')).headers.link).toContain(
      '</api/blog/post/how-to-read-probabilities>; rel=preload',
    );
  });

  it('never preloads the session-dependent prediction of a fixture page, only its remote', async () => {
    expect((await request(app).get('/fixture/2026004007')).headers.link).toBe('</remotes/predictions/remoteEntry.js>; rel=modulepreload');
  });

  it('hints nothing for a remote remotes.json does not list, nor on the 404 page', async () => {
    expect((await request(app).get('/sandbox')).headers.link).toBeUndefined();
    const missing = await request(app).get('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.headers.link).toBeUndefined();
  });

  it('keeps a hostile slug out of the header: encoded, so it can neither end the target nor add a link', () => {
    const link = pageLinkHeader('/blog/a%3E%3B%20rel%3Dpreload%2C%20%3Cevil', manifest)!;
    expect(link).toContain('</api/blog/post/a%3E%3B%20rel%3Dpreload%2C%20%3Cevil>; rel=preload');
    expect(link.split(', ')).toHaveLength(2);
    expect(pageLinkHeader('/blog/x', { blog: 'https://evil.example/a>; rel=stylesheet' })).toBe(
      '</api/blog/post/x>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
  });
});
