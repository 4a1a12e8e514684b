// A fake backend behind the global fetch: each route answers from a handler, and every request is
// recorded so tests can assert what the page sent (docs/product.md §7). Every request and answer is
// parsed with its contract (contracts.ts): a fake answer that drifts from what the server may send
// fails the test, unless the test marks it `offContract` on purpose (the client-side rules of the
// spec, e.g. a fixture without fixture_id).
import { vi } from 'vitest';
import { contractIssues } from './contracts.ts';

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

const deliberatelyOffContract = new WeakSet<Response>();

/** Marks an answer that breaks the contract on purpose, to test what the page does with it. */
export function offContract(response: Response): Response {
  deliberatelyOffContract.add(response);
  return response;
}

let contractBreaches: string[] = [];

/** The contract issues of this test's fake calls; setup-tests.ts fails the test when there are any. */
export function takeContractBreaches(): string[] {
  const breaches = contractBreaches;
  contractBreaches = [];
  return breaches;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  return text.trim() ? (JSON.parse(text) as unknown) : null;
}

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
    const response = await handler(request);
    if (!deliberatelyOffContract.has(response)) {
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
  return { requests };
}
