import express, { type Express, type Request, type RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { Logger } from 'pino';
import type { HealthAnswer, LivenessAnswer } from '@scoreline/contracts';
import { createErrorHandler, notFoundHandler } from './error-handler.ts';
import { DEFAULT_HEALTH_TIMEOUT_MS, healthStatusCode, runHealthChecks, type HealthChecks } from './health.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';
import { createHttpMetrics } from './metrics.ts';
import { requestLog, type RequestLogOptions } from './request-log.ts';
import { assignRequestId, requestIdMiddleware } from './request-id.ts';
import { isStopping } from './stopping.ts';
import { adminAnswerCaching, methodNotAllowed, refuseControlCharacters, strictTransportSecurity } from './request-policy.ts';

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

// The operator endpoints (/ready, /metrics, and /health again) live on an app of their own, served
// by startHttpServer on a separate listener (OPERATOR_HOST:OPERATOR_PORT, loopback by default)
// rather than beside the product's routes: the public listener answers them 404
// (docs/engineering.md, "Operator endpoints").
const operatorApps = new WeakMap<Express, Express>();

/** The operator app of a service app: GET /health, /ready, /metrics; nothing else (404 `{detail}`). */
export function operatorAppOf(app: Express): Express {
  const operator = operatorApps.get(app);
  if (!operator) throw new Error('not an app made by createServiceApp');
  return operator;
}

/**
 * What an app does for every request before and after its routes, for a front that answers some
 * requests before the app (the gateway's answer cache, services/gateway/src/edge/answer-cache.ts):
 * the same request id, the same duration histogram and the same completion line.
 */
export interface FrontHooks {
  /** requestIdMiddleware's work: `req.id` from a sane incoming X-Request-Id or a new UUID, echoed. */
  assignRequestId(req: IncomingMessage, res: ServerResponse): void;
  /** The metrics timer (under `route`) and the request log's completion line, until the answer ends. */
  track(req: IncomingMessage, res: ServerResponse, route: string): void;
  /** True once a graceful shutdown began (startHttpServer): a front then leaves every request to the app. */
  stopping(): boolean;
}

const frontHooks = new WeakMap<Express, FrontHooks>();

export function frontHooksOf(app: Express): FrontHooks {
  const hooks = frontHooks.get(app);
  if (!hooks) throw new Error('not an app made by createServiceApp');
  return hooks;
}

/** Helmet options without HSTS: the app sends it itself, over https only. */
function withoutHsts(options: HelmetOptions | undefined): Omit<HelmetOptions, 'hsts' | 'strictTransportSecurity'> {
  const { hsts: _hsts, strictTransportSecurity: _sts, ...rest } = (options ?? {}) as HelmetOptions & { hsts?: unknown; strictTransportSecurity?: unknown };
  return rest;
}

/** Raw bytes of a JSON body, kept for signature checks (the Stripe webhook); see rawBodyOf. */
const rawBodies = new WeakMap<Request, Buffer>();

/** The exact bytes of the JSON request body, or undefined when none was parsed. */
export function rawBodyOf(req: Request): Buffer | undefined {
  return rawBodies.get(req);
}

/**
 * Builds (never listens) the Express app of a service or of the gateway, in this order:
 * helmet (HSTS over https only) → request id → request log (request-log.ts) → metrics timer → /health →
 * no-store for admin answers → JSON body parser → control characters refused → the service's routes
 * (mount) → 405 for an undeclared method of a declared path → 404 `{detail}` → central error handler
 * `{detail}` (request-policy.ts has the policies). Its operator app
 * (operatorAppOf: /health, /ready, /metrics) is served by startHttpServer on the operator listener.
 */
export function createServiceApp(options: ServiceAppOptions): Express {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  // Strict routing off, case-insensitive: Express defaults, relied on by createServiceRouter.

  // HSTS only over https (request-policy.ts): helmet would send it on plain http answers too.
  app.use(helmet({ ...withoutHsts(options.helmet), strictTransportSecurity: false } as HelmetOptions), strictTransportSecurity());
  app.use(requestIdMiddleware());
  const log = requestLog(app, options.logger, options.requestLog);
  app.use(log);

  const metrics = createHttpMetrics(options.name, { defaultMetrics: options.defaultMetrics });
  app.use(metrics.middleware);
  frontHooks.set(app, {
    assignRequestId,
    track(req, res, route) {
      log.watch(req, res);
      metrics.track(req, res, route);
    },
    stopping: () => isStopping(app),
  });

  // Liveness on both listeners: the public one for load balancers, the operator one for probes.
  const liveness: RequestHandler = (_req, res) => {
    res.json({ status: 'ok' } satisfies LivenessAnswer);
  };
  app.get('/health', liveness);

  const operator = express();
  operator.disable('x-powered-by');
  operator.use(helmet({ strictTransportSecurity: false }));
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

  // Before the body parser, so that its refusals are not kept by a cache either.
  app.use(adminAnswerCaching());
  app.use(
    express.json({
      limit: bodyLimit,
      verify: (req, _res, buf) => {
        rawBodies.set(req as Request, buf);
      },
    }),
  );
  app.use(refuseControlCharacters());

  options.mount(app);

  app.use(methodNotAllowed());
  app.use(notFoundHandler);
  app.use(createErrorHandler({ bodyLimit }));
  return app;
}
