// Requests through the ingress (the site's nginx), as a visitor or an admin would send them, each
// answer checked against its operation's contract (libs/contracts API).
import { API } from '@scoreline/contracts';
import type { z } from 'zod';

type Operations = typeof API;
type OperationId = keyof Operations;
type Answer<Id extends OperationId> = Operations[Id]['response'] extends z.ZodType ? z.output<Operations[Id]['response']> : unknown;

export interface CallOptions {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly body?: unknown;
  /** The raw body and its extra headers (the Stripe webhook: signed bytes). */
  readonly raw?: { readonly body: string; readonly headers: Readonly<Record<string, string>> };
  readonly bearer?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export class IngressError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what} answered ${status}: ${body.slice(0, 300)}`);
  }
}

export interface Ingress {
  readonly base: string;
  /** One API operation through the ingress; rejects unless it answers its success status. */
  call<Id extends OperationId>(id: Id, options?: CallOptions): Promise<Answer<Id>>;
  /** A plain GET of the site (a page, a file). */
  get(pathname: string, headers?: Readonly<Record<string, string>>): Promise<Response>;
}

export function ingressAt(base: string): Ingress {
  return {
    base,
    async call(id, options = {}) {
      const op = API[id];
      const address = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(options.params?.[name] ?? '')));
      const headers: Record<string, string> = { Accept: 'application/json', ...options.headers, ...options.raw?.headers };
      if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
      let body: string | undefined = options.raw?.body;
      if (body === undefined && options.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      const response = await fetch(`${base}${address}`, { method: op.method.toUpperCase(), headers, body, signal: AbortSignal.timeout(60_000) });
      const text = await response.text();
      if (response.status !== op.status) throw new IngressError(response.status, text, `${op.method.toUpperCase()} ${address}`);
      const parsed: unknown = text === '' ? undefined : JSON.parse(text);
      return (op.response ? (op.response as z.ZodType).parse(parsed) : parsed) as Answer<typeof id>;
    },
    get: (pathname, headers = {}) => fetch(`${base}${pathname}`, { headers, signal: AbortSignal.timeout(60_000) }),
  };
}

/** A state no further polling can change (a run that failed): `until` rethrows it at once. */
export class Final extends Error {
  override readonly name = 'Final';
}

/**
 * Polls `check` until it returns a value (not undefined); rejects with `what` after `timeoutMs`. An
 * error thrown by `check` counts as "not yet" (a 503 while a broker fails over), except a `Final`.
 */
export async function until<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>, everyMs = 1000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      if (error instanceof Final) throw error;
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s${last ? ` (last: ${last instanceof Error ? last.message : String(last)})` : ''}`);
}
