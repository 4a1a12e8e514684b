// A real HTTP server on 127.0.0.1 (random port) so provider tests exercise fetch end to end.
// It serves files from a folder, or answers with a handler, and records each request.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface RecordedRequest {
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
}

export interface TestServer {
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

export type Handler = (url: URL, response: ServerResponse) => void | Promise<void>;

export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ url: request.url ?? '/', headers: request.headers });
    Promise.resolve(handler(url, response)).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Serves `root` read-only: GET /<relative path> → the file, anything else → 404. `hold`, when given,
 * is awaited before each answer: a test holds the provider to crash something mid-refresh.
 */
export function serveFolder(root: string, hold?: () => Promise<void>): Promise<TestServer> {
  return startServer(async (url, response) => {
    await hold?.();
    const file = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
    if (!file.startsWith(root + path.sep)) {
      response.statusCode = 404;
      response.end();
      return;
    }
    try {
      const body = await readFile(file);
      response.setHeader('content-type', 'application/json');
      response.end(body);
    } catch {
      response.statusCode = 404;
      response.end('not found');
    }
  });
}
