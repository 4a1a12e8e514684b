import { createAdminPasswordBudget, createLogger, DEV_ADMIN_PASSWORD_HASH, DEV_JWT_SECRET } from '@scoreline/service-kit';
import type { GatewayDeps } from '../../src/app.ts';

export const testLogger = createLogger({ name: 'gateway-test', level: 'silent' });
export const testAuth = { JWT_SECRET: DEV_JWT_SECRET, ADMIN_PASSWORD_HASH: DEV_ADMIN_PASSWORD_HASH };

/** The gateway's dependencies as a test builds them: development secrets, generous limits unless overridden. */
export function gatewayDeps(overrides: Partial<GatewayDeps> = {}, edge: Partial<GatewayDeps['edge']> = {}): GatewayDeps {
  return {
    logger: testLogger,
    checks: {},
    auth: testAuth,
    passwordBudget: createAdminPasswordBudget(),
    defaultMetrics: false,
    ...overrides,
    edge: {
      corsOrigins: ['http://localhost:3000'],
      rateLimitPerMinute: 10_000,
      adminTokenTtlSeconds: 3600,
      ...edge,
    },
  };
}
