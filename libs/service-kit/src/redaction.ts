// What must never reach a log line (issue: secrets never appear in logs). Headers are removed by
// pino's `redact` paths; query parameters live inside the URL string, which redact paths cannot
// reach, so URLs are rewritten by redactUrl before they are logged.
import { SESSION_TOKEN_HEADER, SESSION_TOKEN_PARAM } from '@scoreline/contracts';

export const REDACTED = '[Redacted]';

/** Header names (lower case, as Node gives them) whose values are credentials. */
export const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', SESSION_TOKEN_HEADER, 'proxy-authorization'] as const;

/** Query parameters that carry credentials (docs/product.md §6: admin_password; the session token). */
export const SECRET_QUERY_PARAMS = ['admin_password', SESSION_TOKEN_PARAM] as const;

const headerPaths = (prefix: string): string[] => SECRET_HEADERS.map((name) => `${prefix}["${name}"]`);

/** pino `redact.paths`: request/response headers, any logged headers/query object, and config secrets. */
export const REDACT_PATHS: readonly string[] = [
  ...headerPaths('req.headers'),
  ...headerPaths('res.headers'),
  ...headerPaths('headers'),
  ...SECRET_QUERY_PARAMS.flatMap((name) => [`req.query.${name}`, `query.${name}`]),
  'password',
  '*.password',
  'JWT_SECRET',
  '*.JWT_SECRET',
  'ADMIN_PASSWORD_HASH',
  '*.ADMIN_PASSWORD_HASH',
];

const secretParams = new Set<string>(SECRET_QUERY_PARAMS);

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * Replaces the value of every secret query parameter with [Redacted], comparing decoded names so
 * `admin%5Fpassword=` (which Express decodes to admin_password) is caught too. Everything else of
 * the URL is kept byte for byte.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const rewritten = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return secretParams.has(decodeName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${rewritten}${hashStart < 0 ? '' : url.slice(hashStart)}`;
}

/**
 * Headers whose values are URLs that may carry a secret query parameter: a redirect's Location
 * (`?session_token=` back to the site) and a page's Referer (the site root with that token). They
 * are logged with redactUrl applied rather than removed, since where a request came from or went
 * to is worth seeing.
 */
export const URL_HEADERS = ['location', 'content-location', 'referer'] as const;

/** A copy of `headers` with redactUrl applied to the URL-valued headers (URL_HEADERS); others as they are. */
export function redactUrlHeaders<T extends Record<string, unknown>>(headers: T): T {
  if (headers === null || typeof headers !== 'object') return headers;
  let copy: Record<string, unknown> | null = null;
  for (const name of URL_HEADERS) {
    const value = headers[name];
    if (value === undefined) continue;
    copy ??= { ...headers };
    copy[name] = typeof value === 'string' ? redactUrl(value) : Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? redactUrl(v) : v)) : value;
  }
  return (copy ?? headers) as T;
}
