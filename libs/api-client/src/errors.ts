// The two ways a call fails, as types the screens can tell apart (docs/product.md §8 shows the server's
// detail for some errors and a fixed text for others).

/** The server answered outside 200-299, or could not be reached at all (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** How long the server asked the caller to wait (its Retry-After, in seconds), when it said. */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly status: number,
    /** The server's own words: `{detail}` of the JSON error body, else the raw text, else the status text. */
    readonly detail: string,
    readonly url: string,
    options?: { cause?: unknown; retryAfterSeconds?: number | undefined },
  ) {
    super(detail, options);
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/**
 * A Retry-After header's wait in seconds: delay-seconds, or an HTTP date counted from `now`
 * (RFC 9110 §10.2.3); undefined when absent or unreadable.
 */
export function retryAfterSecondsOf(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || !header.trim()) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The server answered 2xx with a body that does not match the contract. */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';
  constructor(
    readonly url: string,
    /** Where the body differs from the schema, e.g. 'fixtures.0.date: Invalid ISO datetime'. */
    readonly issues: readonly string[],
  ) {
    super(`Unexpected response from ${url}: ${issues.join('; ')}`);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message a screen shows for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/**
 * docs/product.md §8: the server's detail is shown when the server gave one, else the screen's fixed
 * text (by default the error's own message). A call that never reached the server, or whose answer
 * broke the contract, gets the fixed text.
 */
export function failureMessage(error: unknown, fallback: string = errorMessage(error)): string {
  return isApiError(error) && error.status > 0 && error.detail ? error.detail : fallback;
}

/** The admin token was refused (401 or 403): an admin tool's 'Invalid JWT token' rather than a failed load. */
export function isAuthFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}
