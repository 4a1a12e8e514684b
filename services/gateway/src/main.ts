// The gateway process: `npm start` runs it with every service mounted in-process (local mode);
// with SERVICE_URLS set it proxies to separately running services (distributed mode).
import path from 'node:path';
import { ConfigError, createLogger, loadConfig, startHttpServer } from '@scoreline/service-kit';
import { createApp } from './app.ts';
import { configSchema } from './config.ts';
import { createDependencyChecks } from './dependency-checks.ts';
import { devOrigins } from './edge/cors.ts';
import { parseServiceUrls, proxyRoutes } from './edge/service-proxy.ts';
import { startLocalServices } from './local-services.ts';

function readConfig() {
  try {
    return loadConfig(configSchema);
  } catch (err) {
    if (err instanceof ConfigError) {
      // Before a logger exists; the message names every bad variable.
      process.stderr.write(`gateway: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
const logger = createLogger({ name: 'gateway', level: config.LOG_LEVEL });
const dependencies = createDependencyChecks(config, logger);
const distributed = config.SERVICE_URLS !== '';
const local = distributed ? undefined : await startLocalServices(logger);
const siteRoot = config.SITE_ROOT ? path.resolve(config.SITE_ROOT) : undefined;

const app = createApp({
  logger,
  checks: dependencies.checks,
  auth: config,
  edge: {
    corsOrigins: config.NODE_ENV === 'production' ? config.PUBLIC_ORIGINS : [...config.PUBLIC_ORIGINS, ...devOrigins()],
    rateLimitPerMinute: config.GATEWAY_RATE_LIMIT_PER_MINUTE,
    loginLimitPer15Minutes: config.GATEWAY_LOGIN_LIMIT_PER_15_MIN,
    adminTokenTtlSeconds: config.ADMIN_TOKEN_TTL_SECONDS,
    trustProxy: config.TRUST_PROXY,
  },
  services: distributed ? [proxyRoutes(parseServiceUrls(config.SERVICE_URLS))] : local!.routers,
  siteRoot,
});
const server = await startHttpServer(app, { port: config.PORT, host: config.HOST, logger });
server.onShutdown('dependency checks', () => dependencies.close());
if (local) server.onShutdown('services', () => local.stop());
logger.info({ mode: distributed ? 'distributed' : 'local', site: siteRoot ?? null, address: server.address }, 'gateway ready');
