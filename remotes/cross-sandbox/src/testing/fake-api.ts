// A fake backend behind the global fetch for component tests: each `METHOD /path` answers from a
// handler (a path ending in `/*` matches any last segment), and every request is recorded.
import { vi } from 'vitest';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Headers;
  readonly body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function fakeApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const request: RecordedRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      requests.push(request);
      const key = `${request.method} ${url.pathname}`;
      const wildcard = `${request.method} ${url.pathname.replace(/\/[^/]+$/, '/*')}`;
      const handler = routes[key] ?? routes[wildcard];
      if (!handler) return json({ detail: `no fake for ${key}` }, 404);
      return handler(request);
    }),
  );
  return { requests };
}
