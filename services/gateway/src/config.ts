import { z } from 'zod';
import { baseConfigSchema, portSchema, type ConfigOf } from '@scoreline/service-kit';

// The gateway reads the shared variables (libs/service-kit) and its own edge settings; it listens on
// 8000 (docs/product.md, Architecture: "Ports").
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const configSchema = baseConfigSchema.extend({
  PORT: portSchema(8000),
  /** Requests per minute and client IP across /api (the edge's general limit). */
  GATEWAY_RATE_LIMIT_PER_MINUTE: positiveInt(1200),
  /**
   * Requests per minute and client IP to the expensive public diagnostics (issue 17 #4;
   * edge/rate-limits.ts EXPENSIVE_DIAGNOSTICS_PATHS), on top of the general limit.
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
  /** Express `trust proxy` when the gateway itself sits behind a load balancer (rate limits key on the client IP). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type Config = ConfigOf<typeof configSchema>;
