// Serves the built site as the gateway does in `npm start`, on one origin:
//   /api/*             → the blog service (proxied)
//   /remotes/blog/*    → remotes/blog/dist
//   any other file     → the shell's build
//   any other path     → the shell's index.html (its router draws the page)
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export interface Site {
  readonly url: string;
  close(): Promise<void>;
}

function sendFile(res: ServerResponse, file: string): void {
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': statSync(file).size,
    'Cache-Control': 'no-cache',
  });
  createReadStream(file).pipe(res);
}

/** The file for a path inside root, or null; never escapes root. */
function fileIn(root: string, relative: string): string | null {
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (!file.startsWith(path.resolve(root) + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

export async function startSite(options: { shellDist: string; blogDist: string; apiUrl: string }): Promise<Site> {
  const api = new URL(options.apiUrl);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    if (url.pathname.startsWith('/api/')) {
      const upstream = request(
        { host: api.hostname, port: api.port, method: req.method, path: `${url.pathname}${url.search}`, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const urlPath = decodeURIComponent(url.pathname);
    const remote = /^\/remotes\/blog\/(.*)$/.exec(urlPath);
    const file = remote
      ? fileIn(options.blogDist, remote[1] ?? '')
      : fileIn(options.shellDist, urlPath === '/' ? 'index.html' : urlPath);
    if (file) sendFile(res, file);
    else if (remote || path.extname(urlPath)) res.writeHead(404).end();
    else sendFile(res, path.join(options.shellDist, 'index.html'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
