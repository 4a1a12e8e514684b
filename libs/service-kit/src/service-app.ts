import type { IncomingMessage } from 'node:http';
import express, { type Express, type Request, type RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { HealthAnswer, LivenessAnswer } from '@scoreline/contracts';
import { createErrorHandler, notFoundHandler } from './error-handler.ts';
import { DEFAULT_HEALTH_TIMEOUT_MS, healthStatusCode, runHealthChecks, type HealthChecks } from './health.ts';
import type { Registry } from 'prom-client';
import { createHttpMetrics } from './metrics.ts';
import { redactUrl, redactUrlHeaders } from './redaction.ts';
import { requestIdMiddleware } from './request-id.ts';
import { isStopping } from './stopping.ts';

export const DEFAULT_BODY_LIMIT = '100kb';

export interface ServiceAppOptions {
  /** Service name: on log lines, metric labels. */
  name: string;
  logger: Logger;
  /** Adds the service's routes (usually `app.use(createRouter(deps))`; the gateway mounts several). */
  mount: (app: Express) => void;
  /** Checks behind GET /ready, e.g. `{ mongodb: pingMongo, kafka: pingKafka }`. */
  readiness?: HealthChecks;
  readinessTimeoutMs?: number;
  /** JSON body limit (body-parser syntax); larger bodies answer 413. */
  bodyLimit?: string;
  /** Helmet options; the gateway loosens CSP when it serves the shell. */
  helmet?: HelmetOptions;
  /** Express `trust proxy` (for req.ip behind a load balancer; the rate limits key on it). */
  trustProxy?: boolean | number | string;
  /** Collect prom-client's process metrics (default true; tests building many apps turn it off). */
  defaultMetrics?: boolean;
  /** How completed requests are logged; see RequestLogOptions. */
  requestLog?: RequestLogOptions;
  /**
   * Other registries /metrics also serves, after the app's own (e.g. @scoreline/events'
   * `eventStreamRegistry`: the event streams of every bus in the process). Their metric names must
   * differ from the app's; each keeps its own labels.
   */
  metricsRegistries?: readonly Registry[];
}

/**
 * Every request gets one completion line: level error for a failure (5xx or a thrown error, with
 * its stack), warn for a 4xx and for a request slower than `slowMs`, and `successLevel` otherwise.
 */
export interface RequestLogOptions {
  /**
   * Level of a fast successful GET or HEAD. Default info. The gateway says debug: it sees every
   * read of every visitor, and a JSON line with the request's headers per read was a fifth of its
   * CPU under load (services/gateway/bench/edge.ts), while errors, client errors, slow requests and
   * every write keep their lines at info and above.
   */
  readSuccessLevel?: 'info' | 'debug';
  /** A request taking at least this long is logged at warn whatever its outcome. Default 1000 ms. */
  slowMs?: number;
}

export const DEFAULT_SLOW_REQUEST_MS = 1000;

// The operator endpoints (/ready, /metrics, and /health again) live on an app of their own, served by
// startHttpServer on a separate listener (OPERATOR_HOST:OPERATOR_PORT, loopback by default) rather
// than beside the product's routes: the public listener answers them 404 (issue 17 #5).
const operatorApps = new WeakMap<Express, Express>();

/** The operator app of a service app: GET /health, /ready, /metrics; nothing else (404 `{detail}`). */
export function operatorAppOf(app: Express): Express {
  const operator = operatorApps.get(app);
  if (!operator) throw new Error('not an app made by createServiceApp');
  return operator;
}

/** Raw bytes of a JSON body, kept for signature checks (the Stripe webhook); see rawBodyOf. */
const rawBodies = new WeakMap<Request, Buffer>();

/** The exact bytes of the JSON request body, or undefined when none was parsed. */
export function rawBodyOf(req: Request): Buffer | undefined {
  return rawBodies.get(req);
}

/**
 * Builds (never listens) the Express app of a service or of the gateway, in this order:
 * helmet → request id → pino-http → metrics timer → /health → JSON body parser → the service's
 * routes (mount) → 404 `{detail}` → central error handler `{detail}`. Its operator app
 * (operatorAppOf: /health, /ready, /metrics) is served by startHttpServer on the operator listener.
 */
export function createServiceApp(options: ServiceAppOptions): Express {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  // Strict routing off, case-insensitive: Express defaults, relied on by createServiceRouter.

  app.use(helmet(options.helmet));
  app.use(requestIdMiddleware());
  // When each request started, for the slow-request rule (pino-http does not pass its own timing to
  // customLogLevel).
  const startedAt = new WeakMap<IncomingMessage, number>();
  const slowMs = options.requestLog?.slowMs ?? DEFAULT_SLOW_REQUEST_MS;
  const readSuccessLevel = options.requestLog?.readSuccessLevel ?? 'info';
  const requestLogger = pinoHttp({
    logger: options.logger,
    genReqId: (req) => req.id,
    // Handler lines carry only the request id, and so does the completion line's logger: the request
    // is put on that one line by customSuccessObject/customErrorObject, serialized only when the line
    // is written. (Without quietResLogger pino-http makes a second child logger per request with the
    // request serialized into its bindings, even when nothing is ever logged.)
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'request_id' },
    customLogLevel: (req, res, err) => {
      if (err || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      const began = startedAt.get(req);
      if (began !== undefined && performance.now() - began >= slowMs) return 'warn';
      return req.method === 'GET' || req.method === 'HEAD' ? readSuccessLevel : 'info';
    },
    customSuccessObject: (req, _res, value: object) => ({ req, ...value }),
    customErrorObject: (req, _res, _error, value: object) => ({ req, ...value }),
    serializers: {
      // Only what helps: method, URL with secret query values redacted, headers (credentials are
      // removed by the logger's redact paths, URL-valued ones such as Referer go through
      // redactUrl), peer. The parsed query is left out: it would repeat the URL without its
      // redaction.
      req: (req: { id: unknown; method: string; url: string; headers: Record<string, unknown>; remoteAddress: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        headers: redactUrlHeaders(req.headers),
        remoteAddress: req.remoteAddress,
      }),
      // Status and headers; a redirect's Location back to the site may carry ?session_token=,
      // so URL-valued headers go through redactUrl too.
      res: (res: { statusCode: number | null; headers: Record<string, unknown> }) => ({
        statusCode: res.statusCode,
        headers: redactUrlHeaders(res.headers),
      }),
    },
  });
  app.use((req, res, next) => {
    startedAt.set(req, performance.now());
    requestLogger(req, res, next);
  });

  const metrics = createHttpMetrics(options.name, { defaultMetrics: options.defaultMetrics });
  app.use(metrics.middleware);

  // Liveness on both listeners: the public one for load balancers, the operator one for probes.
  const liveness: RequestHandler = (_req, res) => {
    res.json({ status: 'ok' } satisfies LivenessAnswer);
  };
  app.get('/health', liveness);

  const operator = express();
  operator.disable('x-powered-by');
  operator.use(helmet());
  operator.get('/health', liveness);
  operator.get('/ready', async (_req, res) => {
    if (isStopping(app)) {
      res.status(503).json({ status: 'stopping', dependencies: {} } satisfies HealthAnswer);
      return;
    }
    const answer = await runHealthChecks(options.readiness ?? {}, {
      logger: options.logger,
      timeoutMs: options.readinessTimeoutMs ?? DEFAULT_HEALTH_TIMEOUT_MS,
    });
    res.status(healthStatusCode(answer)).json(answer);
  });
  operator.get('/metrics', async (_req, res) => {
    // Concatenated rather than Registry.merge()d: merging would drop each registry's default labels.
    const texts = await Promise.all([metrics.registry, ...(options.metricsRegistries ?? [])].map((r) => r.metrics()));
    res.type(metrics.registry.contentType).send(texts.join(''));
  });
  operator.use(notFoundHandler);
  operator.use(createErrorHandler({ bodyLimit }));
  operatorApps.set(app, operator);

  app.use(
    express.json({
      limit: bodyLimit,
      verify: (req, _res, buf) => {
        rawBodies.set(req as Request, buf);
      },
    }),
  );

  options.mount(app);

  app.use(notFoundHandler);
  app.use(createErrorHandler({ bodyLimit }));
  return app;
}
