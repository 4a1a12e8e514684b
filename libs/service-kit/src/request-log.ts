import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { redactUrl, redactUrlHeaders } from './redaction.ts';

// The request log: `req.log`, the request's logger (every line carries `request_id`), and one
// completion line per request. Written here rather than with pino-http, which builds two child
// loggers on every request, one with the whole request serialized into its bindings, before
// anything is known to be logged: under load that was a tenth of the gateway's CPU
// (services/gateway/bench/edge.ts). Here `req.log` is created on first use (most requests of a
// busy read path never log a line of their own) and the request is serialized only when its
// completion line is written.

declare module 'http' {
  interface IncomingMessage {
    /** The request id (requestIdMiddleware). */
    id: string;
    /** This request's logger: the service's, with `request_id` on every line. */
    log: Logger;
  }
  interface ServerResponse {
    /** A failure the error handler answered 5xx for, logged with its stack on the completion line. */
    err?: Error;
  }
}

/**
 * Every request gets one completion line: level error for a failure (5xx or a thrown error, with
 * its stack), warn for a 4xx, for a 503 (a dependency is down or the service is stopping: the answer
 * the product means to give, with the reason but no stack; while the broker is down every request
 * gets one, and error lines at that rate buried the real failures), for a request slower than
 * `slowMs` and for one the client gave up on, and `readSuccessLevel` (GET, HEAD) or info (writes)
 * otherwise.
 */
export interface RequestLogOptions {
  /**
   * Level of a fast successful GET or HEAD. Default info. The gateway says debug: it sees every
   * read of every visitor, and a JSON line with the request's headers per read was a large share
   * of its CPU under load (services/gateway/bench/edge.ts), while errors, client errors, slow
   * requests and every write keep their lines at info and above.
   */
  readSuccessLevel?: 'info' | 'debug';
  /** A request taking at least this long is logged at warn whatever its outcome. Default 1000 ms. */
  slowMs?: number;
}

export const DEFAULT_SLOW_REQUEST_MS = 1000;

type Level = 'error' | 'warn' | 'info' | 'debug';

/**
 * Watches one request until it ends and writes its completion line (RequestLogOptions says at
 * which level). The app's middleware calls it for every request; a front answering before the app
 * (service-app.ts frontHooksOf) calls it the same way, through the middleware's `watch`.
 */
export type CompletionLog = (req: IncomingMessage, res: ServerResponse) => void;

/** The request log's middleware, and the watch it runs for each request. */
export type RequestLogMiddleware = RequestHandler & { readonly watch: CompletionLog };

function completionLog(logger: Logger, options: RequestLogOptions = {}): CompletionLog {
  const slowMs = options.slowMs ?? DEFAULT_SLOW_REQUEST_MS;
  const readSuccessLevel = options.readSuccessLevel ?? 'info';

  const levelOf = (req: IncomingMessage, res: ServerResponse, finished: boolean, ms: number): Level => {
    if (res.statusCode === 503) return 'warn';
    if (res.err || res.statusCode >= 500) return 'error';
    if (res.statusCode >= 400 || !finished || ms >= slowMs) return 'warn';
    return req.method === 'GET' || req.method === 'HEAD' ? readSuccessLevel : 'info';
  };

  return (req, res) => {
    const started = performance.now();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const ms = performance.now() - started;
      const finished = res.writableFinished;
      const level = levelOf(req, res, finished, ms);
      if (!logger.isLevelEnabled(level)) return;
      const unavailable = res.statusCode === 503;
      const err = unavailable ? undefined : (res.err ?? (res.statusCode >= 500 ? new Error(`failed with status code ${res.statusCode}`) : undefined));
      logger[level](
        {
          request_id: req.id,
          // Only what helps: method, URL with secret query values redacted, headers (credentials
          // are removed by the logger's redact paths, URL-valued ones such as Referer go through
          // redactUrl), peer. Status and headers of the answer: a redirect's Location back to the
          // site may carry ?session_token=, so URL-valued headers go through redactUrl too.
          req: {
            id: req.id,
            method: req.method,
            // originalUrl once Express has the request; a front's request is still plain node.
            url: redactUrl((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? ''),
            headers: redactUrlHeaders(req.headers),
            remoteAddress: req.socket.remoteAddress,
          },
          res: { statusCode: res.statusCode, headers: redactUrlHeaders(res.getHeaders()) },
          responseTime: Math.round(ms),
          ...(err ? { err } : {}),
          ...(unavailable && res.err ? { reason: res.err.message } : {}),
        },
        err ? 'request errored' : unavailable ? 'request answered unavailable' : finished ? 'request completed' : 'request aborted',
      );
    };
    res.on('finish', done);
    res.on('close', done);
  };
}

/**
 * Installs the lazy `req.log` on the app's request prototype and returns the middleware that writes
 * each request's completion line (completionLog). Mount it right after the request id.
 */
export function requestLog(app: Express, logger: Logger, options: RequestLogOptions = {}): RequestLogMiddleware {
  // Express's per-app request prototype: a getter there costs a request nothing until it is read.
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: IncomingMessage): Logger {
      const child = logger.child({ request_id: this.id });
      Object.defineProperty(this, 'log', { value: child, writable: true, configurable: true, enumerable: false });
      return child;
    },
    set(this: IncomingMessage, value: Logger) {
      Object.defineProperty(this, 'log', { value, writable: true, configurable: true, enumerable: false });
    },
  });
  const watch = completionLog(logger, options);
  const middleware: RequestHandler = (req, res, next) => {
    watch(req, res);
    next();
  };
  return Object.assign(middleware, { watch });
}
