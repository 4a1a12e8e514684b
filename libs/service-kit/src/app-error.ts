// The one error type of every service (docs/engineering.md, "Services"). Use-cases and routes throw
// it; the central error handler (error-handler.ts) turns it into `{ "detail": ... }` with its status.
// Anything else that reaches the handler is a bug and answers a generic 500.
/** Seconds a client should wait before asking again while a dependency is down (every 503's Retry-After). */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

export interface AppErrorOptions {
  /** Extra response headers, e.g. `WWW-Authenticate` on a 401 or `Retry-After` on a 429. */
  headers?: Readonly<Record<string, string>>;
  /** The underlying error, kept for logs only; never sent to the client. */
  cause?: unknown;
}

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly status: number;
  readonly detail: string;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, detail: string, options: AppErrorOptions = {}) {
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    if (!Number.isInteger(status) || status < 400 || status > 599) {
      throw new RangeError(`AppError status must be an HTTP error status (400-599), got ${status}`);
    }
    this.status = status;
    this.detail = detail;
    this.headers = options.headers ?? {};
  }

  static badRequest(detail: string, options?: AppErrorOptions): AppError {
    return new AppError(400, detail, options);
  }
  static unauthorized(detail: string, options?: AppErrorOptions): AppError {
    return new AppError(401, detail, options);
  }
  static forbidden(detail: string, options?: AppErrorOptions): AppError {
    return new AppError(403, detail, options);
  }
  static notFound(detail: string, options?: AppErrorOptions): AppError {
    return new AppError(404, detail, options);
  }
  static conflict(detail: string, options?: AppErrorOptions): AppError {
    return new AppError(409, detail, options);
  }
  static unprocessable(detail: string, options?: AppErrorOptions): AppError {
    return new AppError(422, detail, options);
  }
  static tooManyRequests(detail: string, options?: AppErrorOptions): AppError {
    return new AppError(429, detail, options);
  }
  /** 503 with `Retry-After` (DEPENDENCY_RETRY_AFTER_SECONDS unless the options' headers set one). */
  static unavailable(detail: string, options: AppErrorOptions = {}): AppError {
    return new AppError(503, detail, {
      ...options,
      headers: { 'Retry-After': String(DEPENDENCY_RETRY_AFTER_SECONDS), ...options.headers },
    });
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
