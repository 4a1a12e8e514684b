// A fake backend behind the global fetch: each route answers from a handler, and every request is
// recorded so tests can assert what the page sent (spec section 7).
import { vi } from 'vitest';

export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly credentials: RequestCredentials | undefined;
  readonly body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A response that never settles: the page stays in its loading state. */
export const pending = (): Promise<Response> => new Promise<Response>(() => undefined);

export function fakeApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const request: RecordedRequest = {
      method,
      url,
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return json({ detail: `No fake route for ${method} ${url.pathname}` }, 404);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests };
}
