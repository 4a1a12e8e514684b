// @scoreline/service-kit: what every Express service and the gateway are built from
// (docs/product.md, Architecture: "Workspace packages"). See README.md for how the pieces fit.
export { AppError, isAppError, type AppErrorOptions } from './app-error.ts';
export { createErrorHandler, domainErrorsToHttp, notFoundHandler, toAppError } from './error-handler.ts';
export { type Dependency, dependencyOutageOf, isDependencyOutage } from './dependency-outage.ts';
export { describeIssues, parse, parseBody, parseParams, parseQuery, type ParseOptions } from './validation.ts';
export {
  baseConfigSchema,
  ConfigError,
  databaseNameSchema,
  eventsNamespaceSchema,
  instanceSettings,
  SERVICE_DATABASES,
  type DatabaseOwner,
  type InstanceSettings,
  DEV_ADMIN_PASSWORD,
  DEV_ADMIN_PASSWORD_HASH,
  DEV_JWT_SECRET,
  DEFAULT_ADMIN_TOKEN_MAX_TTL_SECONDS,
  DEV_KAFKA_BROKERS,
  DEV_MONGODB_URI,
  loadConfig,
  operatorListenOf,
  portSchema,
  withDevDefault,
  type BaseConfig,
  type ConfigOf,
} from './config.ts';
export { hashSessionToken } from './session-token.ts';
export { type Clock, clockFromConfig, clockPinSchema, manualClock, type ManualClock, pinnedClock, pinnedClockFrom, systemClock } from './clock.ts';
export { hashPassword, isPasswordHash, verifyPassword, verifyPasswordSync } from './password.ts';
export {
  adminOf,
  AUTH_DETAIL,
  DEFAULT_ADMIN_TOKEN_TTL_SECONDS,
  issueAdminToken,
  JWT_AUDIENCE,
  JWT_ISSUER,
  passwordBudgetKey,
  requireAdmin,
  requireBearer,
  verifyBearer,
  type AdminClaims,
  type AdminIdentity,
  tooManyPasswordAttempts,
  type AdminPasswordLimitOptions,
  type AuthConfig,
  type RequireAdminOptions,
} from './auth.ts';
export {
  ADMIN_PASSWORD_BUDGET_COLLECTION,
  createAdminPasswordBudget,
  DEFAULT_ADMIN_PASSWORD_LIMIT,
  DEFAULT_ADMIN_PASSWORD_WINDOW_MS,
  type AdminPasswordBudget,
  type AdminPasswordBudgetOptions,
  type BudgetAnswer,
  type BudgetSlot,
  type BudgetSlotStore,
  attemptAdminPassword,
  type PasswordAttempt,
} from './password-budget.ts';
export { adminTokenFromEnv, parseTtlArgument } from './admin-cli.ts';
export { createLogger, LOG_LEVELS, type CreateLoggerOptions, type LogLevel } from './logger.ts';
export {
  REDACTED,
  REDACT_PATHS,
  redactUrl,
  redactUrlHeaders,
  SECRET_HEADERS,
  SECRET_QUERY_PARAMS,
  URL_HEADERS,
} from './redaction.ts';
export { isSaneRequestId, REQUEST_ID_HEADER, requestIdMiddleware, requestIdOf } from './request-id.ts';
export {
  DEFAULT_HEALTH_TIMEOUT_MS,
  healthStatusCode,
  runHealthChecks,
  type HealthCheck,
  type HealthChecks,
} from './health.ts';
export { createHttpMetrics, type HttpMetrics } from './metrics.ts';
export { createServiceRouter, isUnderAny } from './service-router.ts';
export {
  createServiceApp,
  DEFAULT_BODY_LIMIT,
  frontHooksOf,
  operatorAppOf,
  rawBodyOf,
  type FrontHooks,
  type ServiceAppOptions,
} from './service-app.ts';
export { STRICT_TRANSPORT_SECURITY } from './request-policy.ts';
export { MIN_SECRET_ENTROPY_BITS, secretEntropyBits } from './secret-strength.ts';
export { DEFAULT_SLOW_REQUEST_MS, requestLog, type RequestLogOptions } from './request-log.ts';
export {
  DEFAULT_CLOSER_TIMEOUT_MS,
  DEFAULT_DRAIN_TIMEOUT_MS,
  startHttpServer,
  type Closer,
  type RunningServer,
  type StartHttpServerOptions,
} from './http-server.ts';
export { isStopping, markStopping } from './stopping.ts';
export { createVersionedCache, type VersionedCache, type VersionedCacheOptions } from './versioned-cache.ts';
export { precomputeJson, sendPrecomputedJson, type PrecomputedJson } from './precomputed-json.ts';
