// A fake backend behind the global fetch, for the remotes' component tests: each route answers from
// a handler, and every request is recorded so tests can assert what the page sent (docs/product.md
// §7). The fake stands at the client boundary (fetch), so the page's real API client, base URL rule
// and error handling run as in production. With a `contractIssues` check, every request and answer
// is parsed with its contract (route-contracts.ts): a fake answer that drifts from what the server
// may send fails the test (the remote's setup-tests.ts asks `takeContractBreaches`), unless the
// test marks it `offContract` on purpose (the rules the client itself applies, docs/product.md §3
// and §8, e.g. a fixture without fixture_id).
import { vi } from 'vitest';
import type { ContractCall } from './route-contracts.ts';

export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  /** `url.pathname`, for finding a call in assertions. */
  readonly path: string;
  readonly headers: Headers;
  readonly credentials: RequestCredentials | undefined;
  readonly body: unknown;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * `METHOD /path` to its handler. An exact route wins; otherwise a ':param' or '*' segment of a route
 * stands for any one path segment (`GET /api/experiments/:id`, `GET /api/job-status/*`).
 */
export type FakeRoutes = Readonly<Record<string, FakeHandler>>;

export interface FakeFetchOptions {
  /** Where a call differs from its contract; without it no call is checked. */
  readonly contractIssues?: (call: ContractCall) => string[];
}

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A response that never settles: the page stays in its loading state. */
export const pending = (): Promise<Response> => new Promise<Response>(() => undefined);

const deliberatelyOffContract = new WeakSet<Response>();

/** Marks an answer that breaks the contract on purpose, to test what the page does with it. */
export function offContract(response: Response): Response {
  deliberatelyOffContract.add(response);
  return response;
}

let contractBreaches: string[] = [];

/** The contract issues of this test's fake calls; a remote's setup-tests.ts fails the test when there are any. */
export function takeContractBreaches(): string[] {
  const breaches = contractBreaches;
  contractBreaches = [];
  return breaches;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  return text.trim() ? (JSON.parse(text) as unknown) : null;
}

/** Whether `pattern` (a route with ':param' or '*' segments) names `route`. */
function routeMatches(pattern: string, route: string): boolean {
  const segments = pattern
    .split('/')
    .map((segment) =>
      segment === '*' || segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/')}$`).test(route);
}

function handlerFor(routes: FakeRoutes, route: string): FakeHandler | undefined {
  return routes[route] ?? Object.entries(routes).find(([pattern]) => routeMatches(pattern, route))?.[1];
}

/** Stubs the global fetch with the routes; the stub is removed by `vi.unstubAllGlobals()`. */
export function fakeFetch(routes: FakeRoutes, { contractIssues }: FakeFetchOptions = {}) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const request: RecordedRequest = {
      method,
      url,
      path: url.pathname,
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const handler = handlerFor(routes, `${method} ${url.pathname}`);
    if (!handler) return json({ detail: `No fake route for ${method} ${url.pathname}` }, 404);
    const response = await handler(request);
    if (contractIssues && !deliberatelyOffContract.has(response)) {
      contractBreaches.push(
        ...contractIssues({
          method,
          pathname: url.pathname,
          requestBody: request.body,
          status: response.status,
          answerBody: await bodyOf(response),
        }),
      );
    }
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetch: fetchMock };
}
