import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_PATTERN } from '@scoreline/contracts';
import type { RequestHandler } from 'express';

// Every request has an id: logged on each of its lines (request-log.ts), echoed in X-Request-Id, and
// passed by use-cases as the correlation id of the Kafka events it causes (it travels in the
// message headers), so one id follows an operation across services.

export const REQUEST_ID_HEADER = 'X-Request-Id';

// An incoming id is honoured only if it is short and plain: it is copied into logs, response
// headers and Kafka headers, so nothing that could forge a log line or a header gets through.
export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value);
}

/** Sets `req.id` from a sane incoming X-Request-Id, else a fresh UUID, and echoes it on the response. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): void {
  const incoming = req.headers['x-request-id'];
  const id = isSaneRequestId(incoming) ? incoming : randomUUID();
  req.id = id;
  res.setHeader(REQUEST_ID_HEADER, id);
}

/** assignRequestId as the app's middleware. */
export function requestIdMiddleware(): RequestHandler {
  return (req, res, next) => {
    assignRequestId(req, res);
    next();
  };
}

/**
 * The request id as a string, for use-cases that publish events (`correlation_id`); requestIdMiddleware
 * always sets one, this also covers a request that never went through it.
 */
export function requestIdOf(req: IncomingMessage): string {
  return typeof req.id === 'string' ? req.id : String(req.id);
}
