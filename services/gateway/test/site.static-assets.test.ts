import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { gatewayDeps } from './support/gateway-deps.ts';

// Local mode serves the built shell and remotes: page paths get index.html (200 for the spec's
// pages, 404 for others), remote entries revalidate while hashed assets are immutable, and /api
// keeps its JSON 404.

const root = mkdtempSync(path.join(tmpdir(), 'scoreline-site-'));
mkdirSync(path.join(root, 'shell', 'dist', 'assets'), { recursive: true });
mkdirSync(path.join(root, 'remotes', 'predictions', 'dist', 'assets'), { recursive: true });
writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root">shell</div>');
writeFileSync(path.join(root, 'shell', 'dist', 'remotes.json'), '{"predictions":"/remotes/predictions/remoteEntry.js"}');
writeFileSync(path.join(root, 'shell', 'dist', 'assets', 'index-AbC123xY.js'), 'console.log(1)');
writeFileSync(path.join(root, 'remotes', 'predictions', 'dist', 'remoteEntry.js'), 'export {}');
writeFileSync(path.join(root, 'remotes', 'predictions', 'dist', 'assets', 'home-Zz9Yy8Xx.js'), 'export {}');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('gateway: the built site', () => {
  const app = createApp(gatewayDeps({ siteRoot: root }));

  it('answers the spec pages with the shell and unknown pages with the shell and a 404', async () => {
    for (const page of ['/', '/fixture/42', '/blog', '/blog/some-post', '/admin']) {
      const res = await request(app).get(page);
      expect(res.status, page).toBe(200);
      expect(res.text).toContain('shell');
    }
    const unknown = await request(app).get('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('shell');
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

  it('sends a same-origin content security policy', async () => {
    const res = await request(app).get('/');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });
});
