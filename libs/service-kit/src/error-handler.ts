import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ErrorBody } from '@scoreline/contracts';
import { ZodError } from 'zod';
import { AppError } from './app-error.ts';
import { dependencyOutageOf } from './dependency-outage.ts';
import { describeIssues } from './validation.ts';

// The 404 and the error handler exist once per process, at the very end of the app built by
// createServiceApp. Service routers never add their own: a router mounted in the gateway next to
// other services must let unmatched requests fall through to the next one (see README, "Mounting").

/** Last route of the app: anything nobody answered is a 404 `{detail}`. */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(AppError.notFound(`Not found: ${req.method} ${req.path}`));
};

interface HttpErrorLike {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  type?: unknown;
  message?: unknown;
}

// Errors raised by body-parser (express.json) carry a `type`; each gets a sentence a client can act on.
function fromBodyParser(err: HttpErrorLike, bodyLimit: string): AppError | undefined {
  switch (err.type) {
    case 'entity.parse.failed':
      return AppError.badRequest('Malformed JSON body');
    case 'entity.too.large':
      return new AppError(413, `Request body too large (limit ${bodyLimit})`);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(415, 'Unsupported request body encoding');
    case 'request.aborted':
      return AppError.badRequest('Request aborted');
    case 'request.size.invalid':
      return AppError.badRequest('Request body size did not match Content-Length');
    default:
      return undefined;
  }
}

// Other http-errors (from Express itself, e.g. a malformed URI) are trusted only when they mark
// themselves `expose` and are 4xx: their message is then meant for the client.
function fromExposedHttpError(err: HttpErrorLike): AppError | undefined {
  const status = typeof err.status === 'number' ? err.status : err.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && err.expose === true && typeof err.message === 'string') {
    return new AppError(status, err.message);
  }
  return undefined;
}

// A dependency that is down (the store, the broker) is not a bug: the request can succeed shortly,
// so it answers 503 {detail} with Retry-After instead of a 500 (dependency-outage.ts says which).
function fromDependencyOutage(err: unknown): AppError | undefined {
  const which = dependencyOutageOf(err);
  return which ? AppError.unavailable(`Service temporarily unavailable: the ${which} cannot be reached; try again shortly`) : undefined;
}

export function toAppError(err: unknown, bodyLimit: string): AppError | undefined {
  if (err instanceof AppError) return err;
  // A route that called schema.parse() instead of parse(): still the client's fault, still a 422.
  if (err instanceof ZodError) return AppError.unprocessable(describeIssues(err.issues));
  // Express's router throws a URIError (status 400, not marked expose) for a bad %-escape in a path parameter.
  if (err instanceof URIError) return AppError.badRequest('Malformed percent-encoding in the URL');
  const outage = fromDependencyOutage(err);
  if (outage) return outage;
  if (typeof err === 'object' && err !== null) {
    const httpError = err as HttpErrorLike;
    return fromBodyParser(httpError, bodyLimit) ?? fromExposedHttpError(httpError);
  }
  return undefined;
}

/**
 * A service's domain errors turned into HTTP ones: mounted last on the service's router, it hands what
 * its routes throw on to the central error handler after `toHttpError` has given each domain error
 * its answer (AppError), and everything else unchanged. The mapping is the service's own.
 */
export function domainErrorsToHttp(toHttpError: (error: unknown) => unknown): ErrorRequestHandler {
  return (error: unknown, _req, _res, next) => {
    next(toHttpError(error));
  };
}

/**
 * The central error handler: AppError (and the known client errors above) answer their status with
 * `{detail}`; anything else is logged with its stack and answers a generic 500 that leaks nothing.
 */
export function createErrorHandler(options: { bodyLimit: string }): ErrorRequestHandler {
  return (err: unknown, _req, res, next) => {
    if (res.headersSent) {
      // Too late to answer: let Express close the connection; the request log (request-log.ts) logs the failure.
      next(err);
      return;
    }
    const appError = toAppError(err, options.bodyLimit);
    if (appError && appError.status < 500) {
      res.set(appError.headers);
      res.status(appError.status).json({ detail: appError.detail } satisfies ErrorBody);
      return;
    }
    // 5xx: the request log (request-log.ts) logs `res.err` with the stack on the request's completion line.
    res.err = err instanceof Error ? err : new Error(String(err));
    if (appError) {
      res.set(appError.headers);
      res.status(appError.status).json({ detail: appError.detail } satisfies ErrorBody);
      return;
    }
    res.status(500).json({ detail: 'Internal server error' } satisfies ErrorBody);
  };
}
