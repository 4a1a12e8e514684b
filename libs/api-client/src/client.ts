// The browser's one way to call the API (docs/product.md §7): every call goes to the base address
// of docs/product.md §9 with cookies included, sends X-Session-Token when the visitor holds a paid
// session and a bearer token when the caller gives one, and turns non-2xx answers into ApiError. A
// caller that gives a contract schema gets the body checked against it (ApiContractError when it
// differs); a caller without one gets the body as the server sent it, typed by the caller, which is
// how the public pages run without shipping zod (README.md, "Checked or trusted answers"). There is
// no timeout (docs/product.md §9).
import { SESSION_TOKEN_HEADER } from '@scoreline/contracts/constants';
import { currentApiBaseUrl } from './base-url.ts';
import { ApiContractError, ApiError, retryAfterSecondsOf } from './errors.ts';
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
  /**
   * The contract of the answer, checked before it is returned. Without it the body is returned
   * unchecked as the caller's `T` (name it: it defaults to `unknown`). An empty body is null either way.
   */
  readonly schema?: ResponseSchema<T> | undefined;
  readonly signal?: AbortSignal;
}

/** What `get` and `post` take besides the path, the body and the schema. */
export type CallOptions = Omit<RequestOptions<unknown>, 'schema' | 'method' | 'body'>;

export interface ApiClientOptions {
  /** Fixed base address; by default the base-address rule of docs/product.md §9 is applied on every call. */
  readonly baseUrl?: string;
  /** The production API for non-local pages (VITE_SCORELINE_API_BASE of the app's build). */
  readonly productionBaseUrl?: string;
  readonly fetch?: typeof fetch;
  readonly storage?: TokenStorage;
}

export interface ApiClient {
  /** The base address calls go to now. */
  baseUrl(): string;
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** GET, the answer checked against `schema`. */
  get<T>(path: string, schema: ResponseSchema<T>, options?: CallOptions): Promise<T>;
  /** GET, the answer unchecked: `T` is what the caller trusts the server to send. */
  get<T = unknown>(path: string, options?: CallOptions): Promise<T>;
  /** POST `body` as JSON, the answer checked against `schema`. */
  post<T>(path: string, body: unknown, schema: ResponseSchema<T>, options?: CallOptions): Promise<T>;
  /** POST `body` as JSON, the answer unchecked: `T` is what the caller trusts the server to send. */
  post<T = unknown>(path: string, body: unknown, options?: CallOptions): Promise<T>;
}

/** Tells a schema from an options object in the positional forms of `get` and `post`. */
function isResponseSchema(value: unknown): value is ResponseSchema<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { safeParse?: unknown }).safeParse === 'function'
  );
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

  async function request<T = unknown>(
    path: string,
    { method = 'GET', body, bearer, query, schema, signal }: RequestOptions<T> = {},
  ): Promise<T> {
    const url = buildUrl(baseUrl(), path, query);
    const headers = new Headers({ Accept: 'application/json' });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const sessionToken = readSessionToken(options.storage);
    if (sessionToken) headers.set(SESSION_TOKEN_HEADER, sessionToken);
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
    if (!response.ok) {
      throw new ApiError(response.status, detailOf(parsed, text, response), url, {
        retryAfterSeconds: retryAfterSecondsOf(response.headers.get('Retry-After')),
      });
    }

    // Unchecked: the server produces its answers from the same contracts (and validates its input).
    if (!schema) return parsed as T;
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

  function get<T>(path: string, schema: ResponseSchema<T>, options?: CallOptions): Promise<T>;
  function get<T = unknown>(path: string, options?: CallOptions): Promise<T>;
  function get<T>(
    path: string,
    schemaOrOptions?: ResponseSchema<T> | CallOptions,
    options?: CallOptions,
  ): Promise<T> {
    if (isResponseSchema(schemaOrOptions))
      return request(path, { ...options, schema: schemaOrOptions, method: 'GET' });
    return request<T>(path, { ...schemaOrOptions, method: 'GET' });
  }

  function post<T>(path: string, body: unknown, schema: ResponseSchema<T>, options?: CallOptions): Promise<T>;
  function post<T = unknown>(path: string, body: unknown, options?: CallOptions): Promise<T>;
  function post<T>(
    path: string,
    body: unknown,
    schemaOrOptions?: ResponseSchema<T> | CallOptions,
    options?: CallOptions,
  ): Promise<T> {
    if (isResponseSchema(schemaOrOptions))
      return request(path, { ...options, body, schema: schemaOrOptions, method: 'POST' });
    return request<T>(path, { ...schemaOrOptions, body, method: 'POST' });
  }

  return { baseUrl, request, get, post };
}
