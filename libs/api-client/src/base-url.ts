// docs/product.md §9: the backend address falls back to a local address on port 8000 when the page is
// served from localhost, and to the production backend on the product's own or preview hosts.

/** The parts of `window.location` the rule reads (a plain object in tests). */
export interface PageLocation {
  readonly hostname: string;
  readonly port: string;
  readonly origin: string;
}

export interface BaseUrlOptions {
  /** Where the page was served from; `window.location` in a browser. */
  readonly location?: PageLocation | undefined;
  /**
   * An explicit address that wins over every rule: set at run time through
   * `globalThis.__SCORELINE_API_BASE__` (browser tests pointing the built site at any gateway).
   */
  readonly override?: string | undefined;
  /** The production API, fixed at build time (VITE_SCORELINE_API_BASE); empty means same origin. */
  readonly productionBaseUrl?: string | undefined;
}

export const LOCAL_API_BASE_URL = 'http://localhost:8000';
export const GATEWAY_PORT = '8000';

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

export function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(hostname);
}

/**
 * The API base address without a trailing slash ('' would mean "same origin", which is never
 * returned: a relative base breaks when a remote runs on another origin than the API).
 */
export function resolveApiBaseUrl({ location, override, productionBaseUrl }: BaseUrlOptions): string {
  if (override?.trim()) return trimSlash(override.trim());
  if (location && isLocalHostname(location.hostname)) {
    // The gateway itself serves the built site on :8000 (`npm start`): stay on the page's own
    // origin so that 127.0.0.1:8000 keeps its cookies instead of switching to localhost.
    return location.port === GATEWAY_PORT ? trimSlash(location.origin) : LOCAL_API_BASE_URL;
  }
  if (productionBaseUrl?.trim()) return trimSlash(productionBaseUrl.trim());
  // No production address configured: the gateway serves both the site and /api on one origin.
  if (location) return trimSlash(location.origin);
  return LOCAL_API_BASE_URL;
}

declare global {
  var __SCORELINE_API_BASE__: string | undefined;
}

/** The base address for the current page, honouring the run-time override. */
export function currentApiBaseUrl(productionBaseUrl?: string): string {
  const location = typeof window === 'undefined' ? undefined : window.location;
  return resolveApiBaseUrl({ location, override: globalThis.__SCORELINE_API_BASE__, productionBaseUrl });
}
