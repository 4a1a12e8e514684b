import { z } from 'zod';
import { baseConfigSchema, databaseNameSchema, loadConfig, portSchema, type ConfigOf } from '@scoreline/service-kit';

// The gateway reads the shared variables (libs/service-kit) and its own edge settings; it listens on
// 8000 (docs/product.md, Architecture: "Ports").
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const configSchema = baseConfigSchema.extend({
  PORT: portSchema(8000),
  /** Requests per minute and client IP across /api (the edge's general limit). */
  GATEWAY_RATE_LIMIT_PER_MINUTE: positiveInt(1200),
  /**
   * Requests per minute and client IP to the expensive public diagnostics (docs/engineering.md,
   * "Public diagnostics per data version"; edge/rate-limits.ts EXPENSIVE_DIAGNOSTICS_PATHS), on top
   * of the general limit.
   */
  GATEWAY_DIAGNOSTICS_RATE_LIMIT_PER_MINUTE: positiveInt(60),
  /**
   * How long the gateway keeps a public read answer to answer repeats of the same request from
   * (edge/answer-cache.ts); 0 turns that off. Browsers and a CDN may keep them 30 s anyway.
   */
  GATEWAY_ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(30_000).default(1000),
  /** Lifetime of the admin JWT issued at login: short-lived by design (one admin session). */
  ADMIN_TOKEN_TTL_SECONDS: positiveInt(60 * 60),
  /** Folder holding shell/dist and remotes/<name>/dist (the repo root); empty: serve no site. */
  SITE_ROOT: z.string().default(''),
  /**
   * Distributed mode: `prefix=url` pairs, e.g. `/api/fixtures=http://catalog:8101,...`. When set the
   * gateway proxies by path prefix instead of mounting services in-process.
   */
  SERVICE_URLS: z.string().default(''),
  /**
   * Express `trust proxy` when the gateway sits behind an ingress or load balancer, so the rate
   * limits key on the client's address rather than the proxy's: `false`, `true` (every hop: only
   * when nothing but the proxy can reach the gateway), the number of proxies in front (deploy/ sets
   * 1, the ingress), or a comma list of their addresses or subnets (`loopback`, `uniquelocal`, ...).
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2}|(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?))*)$/,
      'expected true, false, a number of proxies, or a comma list of proxy addresses or subnets',
    )
    .default('false')
    .transform((v): boolean | number | string => (v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v)),
  /** The gateway's own database on MONGODB_URI: what its replicas share (rate-limit counts, dead-letter replay claims). */
  GATEWAY_DB_NAME: databaseNameSchema('gateway'),
});
export type Config = ConfigOf<typeof configSchema>;

/** The gateway's settings from the environment, validated (main.ts; tools/deploy-check runs it on each manifest's environment). */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config = loadConfig(configSchema, env);
  if (config.ADMIN_TOKEN_TTL_SECONDS > config.ADMIN_TOKEN_MAX_TTL_SECONDS) {
    // Every service would refuse the tokens the login issues.
    throw new Error(`gateway: ADMIN_TOKEN_TTL_SECONDS (${config.ADMIN_TOKEN_TTL_SECONDS}) is above ADMIN_TOKEN_MAX_TTL_SECONDS (${config.ADMIN_TOKEN_MAX_TTL_SECONDS})`);
  }
  return config;
}
