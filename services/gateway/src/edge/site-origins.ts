// Where the site is, as every part of the gateway needs it: the origins a checkout may return to
// (the embedded payment service), the origins the site's pages may call (CSP connect-src) and the
// origins allowed to call the API with credentials (CORS). PUBLIC_ORIGINS decides; in development,
// when it is empty, the gateway's own address on its PORT (`PORT=18000 npm start` serves the site on
// :18000, so a checkout started there must return there, not to :8000).
import type { Config } from '../config.ts';

/** The Vite dev servers of the shell (3000) and the remotes (3001-3006) (docs/product.md, Architecture: "Ports"). */
const DEV_SERVER_PORTS = [3000, 3001, 3002, 3003, 3004, 3005, 3006] as const;

const localOrigins = (port: number): string[] => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

type SiteOriginSettings = Pick<Config, 'PORT' | 'PUBLIC_ORIGINS' | 'NODE_ENV'>;

/**
 * The site's own origins: PUBLIC_ORIGINS, else (development) this gateway's address on its PORT and
 * the shell's dev server. Empty in production without PUBLIC_ORIGINS, and for PORT 0 (a free port
 * chosen at listen time, which only tests use, and they name PUBLIC_ORIGINS).
 */
export function siteOriginsOf(config: SiteOriginSettings): string[] {
  if (config.PUBLIC_ORIGINS.length > 0) return [...config.PUBLIC_ORIGINS];
  if (config.NODE_ENV === 'production' || config.PORT === 0) return [];
  return [...localOrigins(config.PORT), ...localOrigins(DEV_SERVER_PORTS[0])];
}

/** Origins allowed to call the API with credentials: the site's, and in development every dev server's too. */
export function corsOriginsOf(config: SiteOriginSettings): string[] {
  const site = siteOriginsOf(config);
  if (config.NODE_ENV === 'production') return site;
  return [...new Set([...site, ...localOrigins(config.PORT), ...DEV_SERVER_PORTS.flatMap(localOrigins)])];
}

/**
 * The environment of the services embedded in local mode: the gateway's own, with PUBLIC_ORIGINS
 * naming the site's origins when the gateway derived them from its PORT (the payment service would
 * otherwise fall back to its development default, :8000).
 */
export function embeddedServiceEnv(config: SiteOriginSettings, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (config.PUBLIC_ORIGINS.length > 0) return env;
  const origins = siteOriginsOf(config);
  return origins.length > 0 ? { ...env, PUBLIC_ORIGINS: origins.join(',') } : env;
}
