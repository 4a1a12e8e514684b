import type { Express, RequestHandler, Router } from 'express';
import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { eventStreamRegistry, type StreamInspector } from '@scoreline/events';
import { createServiceApp, type AdminPasswordBudget, type AuthConfig, type HealthChecks } from '@scoreline/service-kit';
import type { ReplayClaims } from './replicas/dead-letter-replay-claims.ts';
import { healthRoutes } from './routes/health-routes.ts';
import { authRoutes } from './routes/auth-routes.ts';
import { docsRoutes } from './routes/docs-routes.ts';
import { streamRoutes } from './routes/stream-routes.ts';
import { corsMiddleware } from './edge/cors.ts';
import { apiLimit, DEFAULT_DIAGNOSTICS_RATE_LIMIT_PER_MINUTE, diagnosticsLimiter, EXPENSIVE_DIAGNOSTICS_PATHS } from './edge/rate-limits.ts';
import { type AnswerCache, createAnswerCache, DEFAULT_ANSWER_CACHE_MS } from './edge/answer-cache.ts';
import { apiCompression } from './edge/api-compression.ts';
import { publicReadCaching } from './edge/http-caching.ts';
import { siteContentSecurityPolicy, siteRoutes } from './edge/site.ts';

export interface GatewayEdgeOptions {
  /** Origins allowed to call the API with credentials (PUBLIC_ORIGINS plus the dev servers in development). */
  corsOrigins: readonly string[];
  /** The site's own origins (edge/site-origins.ts), which its pages may call besides their own: CSP connect-src. */
  siteOrigins?: readonly string[];
  rateLimitPerMinute: number;
  /** The expensive public diagnostics' tighter per-IP limit (default DEFAULT_DIAGNOSTICS_RATE_LIMIT_PER_MINUTE). */
  diagnosticsRateLimitPerMinute?: number;
  adminTokenTtlSeconds: number;
  /** Express `trust proxy` (config TRUST_PROXY). */
  trustProxy?: boolean | number | string;
  /** How long the answer cache keeps a public read answer (default DEFAULT_ANSWER_CACHE_MS; 0: off). */
  answerCacheMs?: number;
  /** Each limiter's counts shared with the other replicas (replicas/shared-rate-limit-store.ts); in memory when absent. */
  rateLimitStores?: { api: Store; diagnostics: Store };
}

export interface GatewayDeps {
  logger: Logger;
  /** Dependency checks behind /api/health and /ready, e.g. `{ kafka, mongodb }`; main.ts wires real ones. */
  checks: HealthChecks;
  /** JWT secret and admin password hash for POST /api/auth/admin-token. */
  auth: AuthConfig;
  /** The product's failed admin-password budget (on the store in main.ts), shared with the services' password guards. */
  passwordBudget: AdminPasswordBudget;
  edge: GatewayEdgeOptions;
  /** Each service's `createRouter(context)` router (local mode) or the proxy router (distributed mode), in order. */
  services?: readonly (Router | RequestHandler)[];
  /** Repo root holding shell/dist and remotes/<name>/dist; when set, the gateway serves the site. */
  siteRoot?: string;
  healthTimeoutMs?: number;
  /**
   * The operators' view of the event streams (GET /api/streams, dead-letter replay) and the DLQ
   * depth gauge on /metrics; main.ts always wires one, tests that do not need it leave it out.
   */
  streams?: StreamInspector;
  /** prom-client process metrics (default true; tests building many apps turn them off). */
  defaultMetrics?: boolean;
  /** Dead-letter replays claimed across the gateway's replicas (replicas/dead-letter-replay-claims.ts). */
  replayClaims?: ReplayClaims;
}

/**
 * The gateway app, never listening: CORS, the general rate limit, compression of large answers and
 * the public reads' cache policy on /api, the gateway's own
 * routes (health, admin login, API docs), then every service's router, then the built site; the
 * one 404 and the one error handler come after all of them (createServiceApp), so no service can
 * answer for another's paths.
 */
const answerCaches = new WeakMap<Express, AnswerCache>();

/**
 * The answer cache of a gateway app (edge/answer-cache.ts): startHttpServer's `front`, so repeats of
 * a public read are answered before Express. An app only answers through it when served that way.
 */
export function answerCacheOf(app: Express): AnswerCache {
  const cache = answerCaches.get(app);
  if (!cache) throw new Error('not an app made by the gateway createApp');
  return cache;
}

export function createApp(deps: GatewayDeps): Express {
  const limit = apiLimit(deps.edge.rateLimitPerMinute, deps.edge.rateLimitStores?.api);
  const app = createServiceApp({
    name: 'gateway',
    logger: deps.logger,
    readiness: deps.checks,
    readinessTimeoutMs: deps.healthTimeoutMs,
    defaultMetrics: deps.defaultMetrics,
    // the event streams of every bus in this process: in local mode, all the embedded services'
    // and the DLQ depth, read from the broker by the Event Streams inspector
    metricsRegistries: [eventStreamRegistry, ...(deps.streams ? [deps.streams.registry] : [])],
    trustProxy: deps.edge.trustProxy,
    // The gateway sees every read of every visitor: a line per successful fast read cost a fifth of
    // its CPU under load (bench/edge.ts), so those are debug; errors, client errors, slow requests
    // and every write keep their lines (service-kit RequestLogOptions).
    requestLog: { readSuccessLevel: 'debug' },
    helmet: deps.siteRoot
      ? { contentSecurityPolicy: siteContentSecurityPolicy(deps.edge.siteOrigins ?? []), crossOriginEmbedderPolicy: false }
      : undefined,
    mount: (app) => {
      app.use('/api', corsMiddleware(deps.edge.corsOrigins), limit.middleware);
      app.use(
        [...EXPENSIVE_DIAGNOSTICS_PATHS],
        diagnosticsLimiter(
          deps.edge.diagnosticsRateLimitPerMinute ?? DEFAULT_DIAGNOSTICS_RATE_LIMIT_PER_MINUTE,
          deps.edge.rateLimitStores?.diagnostics,
        ),
      );
      app.use('/api', apiCompression(), publicReadCaching());
      app.use(healthRoutes({ checks: deps.checks, timeoutMs: deps.healthTimeoutMs }));
      app.use(
        authRoutes({
          auth: deps.auth,
          tokenTtlSeconds: deps.edge.adminTokenTtlSeconds,
          budget: deps.passwordBudget,
        }),
      );
      app.use(docsRoutes());
      if (deps.streams) app.use(streamRoutes({ auth: deps.auth, streams: deps.streams, replayClaims: deps.replayClaims }));
      for (const service of deps.services ?? []) app.use(service);
      if (deps.siteRoot) app.use(siteRoutes(deps.siteRoot));
    },
  });
  answerCaches.set(
    app,
    createAnswerCache(app, { ttlMs: deps.edge.answerCacheMs ?? DEFAULT_ANSWER_CACHE_MS, limit, corsOrigins: deps.edge.corsOrigins }),
  );
  return app;
}
