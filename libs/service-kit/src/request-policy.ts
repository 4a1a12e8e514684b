// What every app made by createServiceApp does for every request, whichever routes it mounts, so an
// operation added to the registry (libs/contracts API) inherits it without a line of its own:
// hostile text refused, authenticated answers kept out of caches, undeclared methods answered 405,
// HSTS only where it means something.
import { controlCharacterAt, operationsAt } from '@scoreline/contracts';
import type { Request, RequestHandler } from 'express';
import onHeaders from 'on-headers';
import { AppError } from './app-error.ts';

/** helmet's default policy, sent only on answers over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * 400 `{detail}` for a control character (libs/contracts hasControlCharacter) in the path, a query
 * value or the JSON body, before any route: a NUL reached the store and answered 500, and every
 * string of every operation is refused alike. Runs after the body parser.
 */
export function refuseControlCharacters(): RequestHandler {
  return (req, _res, next) => {
    let segments: string[];
    try {
      segments = req.path.split('/').map((segment) => decodeURIComponent(segment));
    } catch {
      next(AppError.badRequest('Malformed percent-encoding in the path'));
      return;
    }
    const found = controlCharacterAt(segments, 'path') ?? controlCharacterAt(req.query, 'query') ?? controlCharacterAt(req.body, 'body');
    next(found === undefined ? undefined : AppError.badRequest(`Control characters are not allowed (in ${found.replace(/^path\[\d+\]$/, 'the path')})`));
  };
}

/** The request carries admin credentials: a bearer (good or bad) or `?admin_password=`. */
function credentialed(req: Request): boolean {
  return req.headers.authorization !== undefined || (typeof req.query === 'object' && req.query !== null && 'admin_password' in req.query);
}

/**
 * No cache keeps an admin's answer: every answer to a request with credentials and every answer of
 * an operation that needs them is `Cache-Control: no-store` (whatever a route said), and an answer
 * that an optional bearer changes varies on Authorization, so a shared cache never gives the
 * anonymous copy to an admin or the reverse.
 */
export function adminAnswerCaching(): RequestHandler {
  return (req, res, next) => {
    const operations = operationsAt(req.path);
    const needsAuth = operations.some((op) => op.auth !== 'none');
    const variesOnBearer = operations.some((op) => op.optionalBearer || op.auth !== 'none');
    const withCredentials = credentialed(req);
    if (withCredentials || needsAuth || variesOnBearer) {
      onHeaders(res, () => {
        if (withCredentials || needsAuth) res.setHeader('Cache-Control', 'no-store');
        if (withCredentials || variesOnBearer) res.vary('Authorization');
      });
    }
    next();
  };
}

/**
 * 405 `{detail}` with `Allow` for a method no operation declares at a declared path (instead of
 * 404), after every route had its chance. HEAD comes with GET.
 */
export function methodNotAllowed(): RequestHandler {
  return (req, _res, next) => {
    const methods = new Set(operationsAt(req.path).map((op) => op.method.toUpperCase()));
    if (methods.size === 0 || methods.has(req.method)) {
      next();
      return;
    }
    if (methods.has('GET')) methods.add('HEAD');
    const allow = [...methods].sort().join(', ');
    next(new AppError(405, `Method ${req.method} not allowed; this path allows ${allow}`, { headers: { Allow: allow } }));
  };
}

/** Strict-Transport-Security on answers over https only (req.secure follows `trust proxy`): over http it is meaningless. */
export function strictTransportSecurity(): RequestHandler {
  return (req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    next();
  };
}
