// The browser's one way to call the API (spec section 7): every call goes to the base address of
// section 9 with cookies included, sends X-Session-Token when the visitor holds a paid session and a
// bearer token when the caller gives one, turns non-2xx answers into ApiError and checks every body
// against its contract schema. There is no timeout (spec section 9).
import { currentApiBaseUrl } from './base-url.ts';
import { ApiContractError, ApiError } from './errors.ts';
import { readSessionToken, type TokenStorage } from './session-token.ts';

/** Any zod schema (or anything with the same safeParse shape), so this package needs no zod import. */
export interface ResponseSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export interface RequestOptions<T> {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Admin calls: sent as `Authorization: Bearer <token>`. */
  readonly bearer?: string | undefined;
  /** Query parameters; undefined values are left out. */
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  /** The contract of the answer. An empty body is parsed as null. */
  readonly schema: ResponseSchema<T>;
  readonly signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Fixed base address; by default the section 9 rule is applied on every call. */
  readonly baseUrl?: string;
  /** The production API for non-local pages (VITE_SCORELINE_API_BASE of the app's build). */
  readonly productionBaseUrl?: string;
  readonly fetch?: typeof fetch;
  readonly storage?: TokenStorage;
}

export interface ApiClient {
  /** The base address calls go to now. */
  baseUrl(): string;
  request<T>(path: string, options: RequestOptions<T>): Promise<T>;
  get<T>(
    path: string,
    schema: ResponseSchema<T>,
    options?: Omit<RequestOptions<T>, 'schema' | 'method'>,
  ): Promise<T>;
  post<T>(
    path: string,
    body: unknown,
    schema: ResponseSchema<T>,
    options?: Omit<RequestOptions<T>, 'schema' | 'method' | 'body'>,
  ): Promise<T>;
}

function buildUrl(base: string, path: string, query: RequestOptions<unknown>['query']): string {
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function parseBody(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The server's detail: `{detail}` when it is a sentence, else the raw text, else the status text. */
function detailOf(body: unknown, text: string, response: Response): string {
  if (body && typeof body === 'object' && 'detail' in body) {
    const { detail } = body as { detail: unknown };
    if (typeof detail === 'string' && detail) return detail;
    if (detail != null) return JSON.stringify(detail);
  }
  if (text.trim()) return text.trim();
  return response.statusText || `HTTP ${response.status}`;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const baseUrl = (): string => options.baseUrl ?? currentApiBaseUrl(options.productionBaseUrl);

  async function request<T>(
    path: string,
    { method = 'GET', body, bearer, query, schema, signal }: RequestOptions<T>,
  ): Promise<T> {
    const url = buildUrl(baseUrl(), path, query);
    const headers = new Headers({ Accept: 'application/json' });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const sessionToken = readSessionToken(options.storage);
    if (sessionToken) headers.set('X-Session-Token', sessionToken);
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`);

    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(
        0,
        `Unable to reach the server at ${baseUrl()}. Please check your connection.`,
        url,
        { cause },
      );
    }

    const text = await response.text();
    const parsed = parseBody(text);
    if (!response.ok) throw new ApiError(response.status, detailOf(parsed, text, response), url);

    const result = schema.safeParse(parsed);
    if (!result.success) {
      throw new ApiContractError(
        url,
        result.error.issues.map(
          (issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`,
        ),
      );
    }
    return result.data;
  }

  return {
    baseUrl,
    request,
    get: (path, schema, rest) => request(path, { ...rest, schema, method: 'GET' }),
    post: (path, body, schema, rest) => request(path, { ...rest, body, schema, method: 'POST' }),
  };
}
