import type { Request, RequestHandler, Response } from 'express';
import jwt from 'jsonwebtoken';
import { AppError } from './app-error.ts';
import { type BaseConfig, DEFAULT_ADMIN_TOKEN_MAX_TTL_SECONDS } from './config.ts';
import { type AdminPasswordBudget, attemptAdminPassword, createAdminPasswordBudget } from './password-budget.ts';

// Admin authentication (docs/product.md §6): a JWT bearer token for every admin action, or, on the few
// calls that allow it, the admin password in `?admin_password=`. Tokens are HS256 only (the
// algorithm is pinned so a token cannot choose `none` or another algorithm), must expire, and are
// bound to this product by issuer and audience.

export type AuthConfig = Pick<BaseConfig, 'JWT_SECRET' | 'ADMIN_PASSWORD_HASH'> & Partial<Pick<BaseConfig, 'ADMIN_TOKEN_MAX_TTL_SECONDS'>>;
type VerifyConfig = Pick<AuthConfig, 'JWT_SECRET' | 'ADMIN_TOKEN_MAX_TTL_SECONDS'>;

export const JWT_ISSUER = 'scoreline';
export const JWT_AUDIENCE = 'scoreline-admin';
export const DEFAULT_ADMIN_TOKEN_TTL_SECONDS = 12 * 60 * 60;

/** The claims of a verified admin token. */
export interface AdminClaims {
  sub: string;
  role: 'admin';
  iat: number;
  exp: number;
}

/** How the current request proved it is the admin; see adminOf(res). */
export type AdminIdentity = { method: 'bearer'; claims: AdminClaims } | { method: 'password' };

/** The admin identity left by requireBearer / requireAdmin, or undefined on an unauthenticated route. */
export function adminOf(res: Response): AdminIdentity | undefined {
  return res.locals.admin as AdminIdentity | undefined;
}

/** Signs an HS256 admin token that expires after `ttlSeconds` (the CLI `admin:token` prints one). */
export function issueAdminToken(config: Pick<AuthConfig, 'JWT_SECRET'>, ttlSeconds: number = DEFAULT_ADMIN_TOKEN_TTL_SECONDS): string {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) throw new RangeError(`ttlSeconds must be a positive integer, got ${ttlSeconds}`);
  return jwt.sign({ role: 'admin' }, config.JWT_SECRET, {
    algorithm: 'HS256',
    expiresIn: ttlSeconds,
    subject: 'admin',
    issuer: JWT_ISSUER,
    audience: JWT_AUDIENCE,
  });
}

// One sentence per way a token can be wrong, so a client (and whoever reads its logs) can tell
// "log in again" from "fix your code".
export const AUTH_DETAIL = {
  missing: 'Bearer token required',
  malformed: 'Malformed bearer token; expected "Authorization: Bearer <jwt>"',
  expired: 'Bearer token expired',
  invalid: 'Invalid bearer token',
  tooLongLived: 'Bearer token lives longer than this server accepts; get a shorter-lived one',
  adminRequired: 'Admin authentication required: a bearer token or admin_password',
  wrongPassword: 'Incorrect admin password',
  tooManyAttempts: 'Too many failed admin password attempts; try again later',
} as const;

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

function unauthorized(detail: string, error: 'invalid_request' | 'invalid_token' | undefined): AppError {
  // RFC 6750: a 401 names the scheme, and says why when a token was presented.
  const challenge = error ? `Bearer realm="scoreline", error="${error}"` : 'Bearer realm="scoreline"';
  return AppError.unauthorized(detail, { headers: { 'WWW-Authenticate': challenge } });
}

type BearerResult = { ok: true; claims: AdminClaims } | { ok: false; error: AppError };

/** Checks the Authorization header; never throws. `undefined` when no header was sent. */
export function verifyBearer(config: VerifyConfig, authorization: string | undefined): BearerResult | undefined {
  if (authorization === undefined) return undefined;
  const match = /^Bearer +(\S+)\s*$/i.exec(authorization);
  const token = match?.[1];
  if (!token || !JWT_SHAPE.test(token) || jwt.decode(token) === null) {
    return { ok: false, error: unauthorized(AUTH_DETAIL.malformed, 'invalid_request') };
  }
  try {
    const payload = jwt.verify(token, config.JWT_SECRET, {
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    });
    // jsonwebtoken accepts a token without `exp` (it would never expire): refuse it here.
    if (typeof payload !== 'object' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') {
      return { ok: false, error: unauthorized(AUTH_DETAIL.invalid, 'invalid_token') };
    }
    if (payload.role !== 'admin' || typeof payload.sub !== 'string') {
      return { ok: false, error: unauthorized(AUTH_DETAIL.invalid, 'invalid_token') };
    }
    // A token signed with the right secret but for longer than allowed (exp a century away) is refused.
    if (payload.exp - payload.iat > (config.ADMIN_TOKEN_MAX_TTL_SECONDS ?? DEFAULT_ADMIN_TOKEN_MAX_TTL_SECONDS)) {
      return { ok: false, error: unauthorized(AUTH_DETAIL.tooLongLived, 'invalid_token') };
    }
    return { ok: true, claims: { sub: payload.sub, role: 'admin', iat: payload.iat, exp: payload.exp } };
  } catch (err) {
    const expired = err instanceof jwt.TokenExpiredError;
    return {
      ok: false,
      error: unauthorized(expired ? AUTH_DETAIL.expired : AUTH_DETAIL.invalid, 'invalid_token'),
    };
  }
}

function accept(res: Response, identity: AdminIdentity): void {
  res.locals.admin = identity;
}

/** Requires `Authorization: Bearer <jwt>`: 401 `{detail}` when missing, malformed, expired or invalid. */
export function requireBearer(config: VerifyConfig): RequestHandler {
  return (req, res, next) => {
    const result = verifyBearer(config, req.headers.authorization);
    if (result === undefined) {
      next(unauthorized(AUTH_DETAIL.missing, undefined));
    } else if (!result.ok) {
      next(result.error);
    } else {
      accept(res, { method: 'bearer', claims: result.claims });
      next();
    }
  };
}

export interface AdminPasswordLimitOptions {
  /** Failed password attempts allowed per client IP within the window (default 10). */
  limit?: number;
  /** Window length in milliseconds (default 15 minutes). */
  windowMs?: number;
}

export interface RequireAdminOptions {
  /**
   * The product's failed-password budget (createAdminPasswordBudget with the store): pass the
   * service's one budget so the gateway's login and every service's password guard count together.
   */
  budget?: AdminPasswordBudget;
  /** A budget of this guard's own, in memory (tests). */
  passwordLimit?: AdminPasswordLimitOptions;
}

// Without a budget given: one in memory per config object, shared by every route that calls
// requireAdmin(config) in this process.
const budgets = new WeakMap<object, AdminPasswordBudget>();

function budgetFor(config: AuthConfig, options: RequireAdminOptions | undefined): AdminPasswordBudget {
  if (options?.budget) return options.budget;
  if (options?.passwordLimit) return createAdminPasswordBudget(options.passwordLimit);
  let budget = budgets.get(config);
  if (!budget) {
    budget = createAdminPasswordBudget();
    budgets.set(config, budget);
  }
  return budget;
}

/** The key of a client's failed-password budget: its IP (Express `trust proxy` decides which). */
export function passwordBudgetKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** 429 `{detail}` with Retry-After for a spent budget. */
export function tooManyPasswordAttempts(retryAfterSeconds: number, detail: string = AUTH_DETAIL.tooManyAttempts): AppError {
  return AppError.tooManyRequests(detail, { headers: { 'Retry-After': String(retryAfterSeconds) } });
}

/**
 * Requires an admin: a valid bearer token, or `?admin_password=` matching ADMIN_PASSWORD_HASH
 * (constant-time). A presented bearer is checked first; when it is bad and no password is given,
 * its own 401 explains why. Failed passwords take from the client IP's budget (429 `{detail}` with
 * Retry-After once it is spent).
 */
export function requireAdmin(config: AuthConfig, options?: RequireAdminOptions): RequestHandler {
  const budget = budgetFor(config, options);
  return async (req, res, next) => {
    const bearer = verifyBearer(config, req.headers.authorization);
    if (bearer?.ok) {
      accept(res, { method: 'bearer', claims: bearer.claims });
      next();
      return;
    }
    const password = req.query.admin_password;
    if (password === undefined) {
      next(bearer?.error ?? unauthorized(AUTH_DETAIL.adminRequired, undefined));
      return;
    }
    // A repeated parameter arrives as an array: never a valid password.
    const candidate = typeof password === 'string' ? password : undefined;
    const attempt = await attemptAdminPassword(budget, passwordBudgetKey(req), candidate, config.ADMIN_PASSWORD_HASH);
    if (attempt.outcome === 'spent') {
      next(tooManyPasswordAttempts(attempt.retryAfterSeconds));
      return;
    }
    if (attempt.outcome === 'rejected') {
      next(AppError.unauthorized(AUTH_DETAIL.wrongPassword));
      return;
    }
    accept(res, { method: 'password' });
    next();
  };
}
