import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { writeBuiltShell } from './support/built-shell.ts';
import { gatewayDeps } from './support/gateway-deps.ts';

// The built site as the build leaves it (vite.shared.ts): each text asset with its .br and .gz
// copies beside it. The gateway sends the copy the browser accepts, with Content-Encoding and
// Vary, under the original's cache policy; a client that accepts neither gets the original bytes.

const root = mkdtempSync(path.join(tmpdir(), 'scoreline-site-compressed-'));
const shellAssets = path.join(root, 'shell', 'dist', 'assets');
const remoteDist = path.join(root, 'remotes', 'predictions', 'dist');
mkdirSync(shellAssets, { recursive: true });
mkdirSync(path.join(remoteDist, 'assets'), { recursive: true });

interface Built {
  bytes: Buffer;
  br: Buffer;
  gz: Buffer;
}

/** Writes `file` and, like the build, its brotli and gzip copies. */
function builtWithCopies(file: string, text: string): Built {
  const built = { bytes: Buffer.from(text), br: brotliCompressSync(text), gz: gzipSync(text) };
  writeFileSync(file, built.bytes);
  writeFileSync(`${file}.br`, built.br);
  writeFileSync(`${file}.gz`, built.gz);
  return built;
}

const code = (label: string) => `export const ${label} = ${JSON.stringify('scoreline '.repeat(400))};\n`;
writeBuiltShell(root, { predictions: '/remotes/predictions/remoteEntry.js' });
const shellAsset = builtWithCopies(path.join(shellAssets, 'index-AbC123xY.js'), code('shell'));
const shellCss = builtWithCopies(path.join(shellAssets, 'index-Qq7Rr6Ss.css'), `.a{color:red}\n`.repeat(300));
const remoteEntry = builtWithCopies(path.join(remoteDist, 'remoteEntry.js'), code('entry'));
const remoteAsset = builtWithCopies(path.join(remoteDist, 'assets', 'home-Zz9Yy8Xx.js'), code('home'));
// Below the build's threshold: no copies, so always the original.
const small = Buffer.from('export const tiny = 1;\n');
writeFileSync(path.join(remoteDist, 'assets', 'tiny-Tt1Uu2Vv.js'), small);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * GET with this Accept-Encoding, the body collected as bytes. superagent decodes a br or gzip body
 * itself, so `body` is what the browser gets after decoding and Content-Length what was sent.
 */
const raw = (pathname: string, acceptEncoding?: string) => {
  const req = request(createApp(gatewayDeps({ siteRoot: root })))
    .get(pathname)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  // Without an explicit header superagent asks for gzip and deflate itself.
  return req.set('Accept-Encoding', acceptEncoding ?? 'identity');
};

describe('gateway: the built site, precompressed', () => {
  it('sends brotli to a browser that accepts it, the bytes decoding to the built file', async () => {
    const res = await raw('/remotes/predictions/assets/home-Zz9Yy8Xx.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(Number(res.headers['content-length'])).toBe(remoteAsset.br.length);
    expect(remoteAsset.br.length).toBeLessThan(remoteAsset.bytes.length / 4);
    expect((res.body as Buffer).equals(remoteAsset.bytes)).toBe(true);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await raw('/assets/index-Qq7Rr6Ss.css', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/text\/css/);
    expect(Number(res.headers['content-length'])).toBe(shellCss.gz.length);
    expect((res.body as Buffer).equals(shellCss.bytes)).toBe(true);
  });

  it('sends the original bytes to a client without Accept-Encoding or refusing both', async () => {
    for (const accept of ['identity', 'br;q=0, gzip;q=0, identity']) {
      const res = await raw('/assets/index-AbC123xY.js', accept);
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.headers.vary, accept).toMatch(/Accept-Encoding/i);
      expect(Number(res.headers['content-length']), accept).toBe(shellAsset.bytes.length);
      expect((res.body as Buffer).equals(shellAsset.bytes), accept).toBe(true);
    }
    const tiny = await raw('/remotes/predictions/assets/tiny-Tt1Uu2Vv.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect((tiny.body as Buffer).equals(small)).toBe(true);
  });

  it('keeps each file’s cache policy on the compressed copies, and only the headers a built file uses', async () => {
    const asset = await raw('/remotes/predictions/assets/home-Zz9Yy8Xx.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The document-only headers (libs/service-kit DOCUMENT_ONLY_HEADERS) are for pages, not chunks.
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const entry = await raw('/remotes/predictions/remoteEntry.js', 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(Number(entry.headers['content-length'])).toBe(remoteEntry.br.length);
    expect((entry.body as Buffer).equals(remoteEntry.bytes)).toBe(true);
    const gz = await raw('/assets/index-AbC123xY.js', 'gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gives each encoding its own validator, so a cache never confuses them', async () => {
    const br = await raw('/assets/index-AbC123xY.js', 'br');
    const plain = await raw('/assets/index-AbC123xY.js', 'identity');
    expect(br.headers.etag).toBeDefined();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await raw('/assets/index-AbC123xY.js', 'br').set('If-None-Match', br.headers.etag!);
    expect(again.status).toBe(304);
  });
});
