import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { writeBuiltShell } from './support/built-shell.ts';
import { gatewayDeps } from './support/gateway-deps.ts';

// Local mode serves the built shell and remotes: page paths get their prerendered page (200 for the
// product's pages, the 404 page with a 404 for others), remote entries revalidate while hashed assets
// are immutable, and /api keeps its JSON 404.

const root = mkdtempSync(path.join(tmpdir(), 'scoreline-site-'));
mkdirSync(path.join(root, 'shell', 'dist', 'assets'), { recursive: true });
mkdirSync(path.join(root, 'remotes', 'predictions', 'dist', 'assets'), { recursive: true });
writeBuiltShell(
  root,
  { predictions: '/remotes/predictions/remoteEntry.js' },
  { '/fixture/:fixtureId': 'fixture', '/blog': 'blog', '/blog/:slug': 'post', '/admin': 'admin' },
);
writeFileSync(path.join(root, 'shell', 'dist', 'assets', 'index-AbC123xY.js'), 'console.log(1)');
writeFileSync(path.join(root, 'remotes', 'predictions', 'dist', 'remoteEntry.js'), 'export {}');
writeFileSync(path.join(root, 'remotes', 'predictions', 'dist', 'assets', 'home-Zz9Yy8Xx.js'), 'export {}');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('gateway: the built site', () => {
  const app = createApp(gatewayDeps({ siteRoot: root }));

  it("answers each of the product's pages with its prerendered page and unknown pages with the 404 page and a 404", async () => {
    for (const [page, name] of [
      ['/', 'home'],
      ['/fixture/42', 'fixture'],
      ['/blog', 'blog'],
      ['/blog/some-post', 'post'],
      ['/admin', 'admin'],
    ] as const) {
      const res = await request(app).get(page);
      expect(res.status, page).toBe(200);
      expect(res.text, page).toContain(`<div id="root">${name}</div>`);
    }
    const unknown = await request(app).get('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<div id="root">not-found</div>');
  });

  it('serves remote entries revalidated and hashed assets immutable', async () => {
    const entry = await request(app).get('/remotes/predictions/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const asset = await request(app).get('/remotes/predictions/assets/home-Zz9Yy8Xx.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await request(app).get('/remotes.json')).headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/remotes/predictions/missing.js')).status).toBe(404);
  });

  it('keeps the JSON 404 for unknown API routes', async () => {
    const res = await request(app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found: GET /api/nothing-here' });
  });

  it('sends a same-origin content security policy, allowing only the page\'s own inline script by its hash', async () => {
    const res = await request(app).get('/');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(res.text).toContain('<script>globalThis.__SCORELINE_API_BASE__=location.origin;</script>');
  });
});
