// The gateway process: `npm start` runs it with every service mounted in-process (local mode);
// with SERVICE_URLS set it proxies to separately running services (distributed mode).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { isEntryPoint, runMain, storedAdminPasswordBudget } from '@scoreline/service-host';
import { createStreamInspector } from '@scoreline/events';
import { ConfigError, createLogger, operatorListenOf, type RunningServer, startHttpServer } from '@scoreline/service-kit';
import { answerCacheOf, createApp } from './app.ts';
import { loadGatewayConfig } from './config.ts';
import { createDependencyChecks } from './dependency-checks.ts';
import { parseServiceUrls, proxyRoutes } from './edge/service-proxy.ts';
import { corsOriginsOf, embeddedServiceEnv, siteOriginsOf } from './edge/site-origins.ts';
import { createReplayClaims } from './replicas/dead-letter-replay-claims.ts';
import { createSharedRateLimitStore } from './replicas/shared-rate-limit-store.ts';
import { type LocalServices, startLocalServices } from './local-services.ts';

export interface RunningGateway {
  readonly server: RunningServer;
  readonly mode: 'local' | 'distributed';
}

export interface GatewayStartOptions {
  /** For tests: keep the process's signal handlers and exit (default true, as a process). */
  handleSignals?: boolean;
}

/**
 * Starts the gateway: in local mode with every service in this process, in distributed mode
 * (SERVICE_URLS) in front of separately running ones. Stop it with `stop`, or SIGTERM/SIGINT:
 * HTTP drains first, then the dependency checks and the embedded services.
 */
export async function start(env: NodeJS.ProcessEnv = process.env, options: GatewayStartOptions = {}): Promise<RunningGateway> {
  const config = loadGatewayConfig(env);
  const logger = createLogger({ name: 'gateway', level: config.LOG_LEVEL });
  const dependencies = createDependencyChecks(config, logger);
  const distributed = config.SERVICE_URLS !== '';
  let local: LocalServices | undefined;
  let server: RunningServer;
  // Reads every figure from Kafka, so it serves both modes alike; it connects on first use.
  const streams = createStreamInspector({ brokers: config.KAFKA_BROKERS, namespace: config.EVENTS_NAMESPACE, logger });
  // What the gateway's replicas share (docs/engineering.md, "Gateway replicas"), on the store
  // connection the dependency checks open on first use: a store that is down at start only makes
  // each replica count alone until it is back.
  const replica = randomUUID();
  const shared = { database: dependencies.database, dbName: config.GATEWAY_DB_NAME, logger, replica };
  const rateLimitStores = {
    api: createSharedRateLimitStore({ ...shared, limiter: 'api' }),
    diagnostics: createSharedRateLimitStore({ ...shared, limiter: 'diagnostics' }),
  };
  try {
    local = distributed ? undefined : await startLocalServices(logger, embeddedServiceEnv(config, env));
    const siteRoot = config.SITE_ROOT ? path.resolve(config.SITE_ROOT) : undefined;
    const app = createApp({
      logger,
      checks: dependencies.checks,
      auth: config,
      passwordBudget: storedAdminPasswordBudget({ database: dependencies.database, dbName: config.AUTH_DB_NAME, logger }),
      edge: {
        corsOrigins: corsOriginsOf(config),
        siteOrigins: siteOriginsOf(config),
        rateLimitPerMinute: config.GATEWAY_RATE_LIMIT_PER_MINUTE,
        diagnosticsRateLimitPerMinute: config.GATEWAY_DIAGNOSTICS_RATE_LIMIT_PER_MINUTE,
        adminTokenTtlSeconds: config.ADMIN_TOKEN_TTL_SECONDS,
        trustProxy: config.TRUST_PROXY,
        answerCacheMs: config.GATEWAY_ANSWER_CACHE_MS,
        rateLimitStores,
      },
      streams,
      replayClaims: createReplayClaims(shared),
      services: local ? local.routers : [proxyRoutes(parseServiceUrls(config.SERVICE_URLS))],
      siteRoot,
    });
    server = await startHttpServer(app, {
      port: config.PORT,
      host: config.HOST,
      operator: operatorListenOf(config),
      logger,
      handleSignals: options.handleSignals,
      front: answerCacheOf(app).front,
    });
    logger.info({ mode: distributed ? 'distributed' : 'local', site: siteRoot ?? null, address: server.address, operator: server.operatorAddress }, 'gateway ready');
  } catch (error) {
    await local?.stop().catch(() => undefined);
    for (const store of Object.values(rateLimitStores)) store.shutdown();
    await streams.stop().catch(() => undefined);
    await dependencies.close().catch(() => undefined);
    throw error;
  }
  server.onShutdown('dependency checks', () => dependencies.close());
  server.onShutdown('shared rate limits', () => {
    for (const store of Object.values(rateLimitStores)) store.shutdown();
  });
  server.onShutdown('event streams', () => streams.stop());
  // Starts reading the dead letters now, so the first look at the section or /metrics is quick;
  // a broker that is down only leaves the figures out until it is back.
  void streams.depths().catch((error: unknown) => logger.warn({ err: error }, 'event streams not available yet'));
  // One closer per embedded service, so each has its own stop budget (closerTimeoutMs): one budget
  // for all five ran out under load or with the broker down, and the stop exited 1.
  for (const service of local?.services ?? []) server.onShutdown(`service ${service.name}`, () => service.stop());
  return { server, mode: distributed ? 'distributed' : 'local' };
}

/** Drains HTTP, then closes what start opened; resolves with the exit code it would use. */
export function stop(gateway: RunningGateway, reason = 'stop'): Promise<number> {
  return gateway.server.shutdown(reason);
}

// `npx tsx services/gateway/src/main.ts` (npm start) runs it as a process; importing it starts
// nothing. A bad setting exits 1 with "gateway: " and the message naming every bad variable.
if (isEntryPoint(import.meta.url)) {
  runMain(() =>
    start().catch((error: unknown) => {
      throw error instanceof ConfigError ? new Error(`gateway: ${error.message}`) : error;
    }),
  );
}
