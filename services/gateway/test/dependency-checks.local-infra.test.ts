import { describe, expect, it } from 'vitest';
import { createLogger, loadConfig, runHealthChecks } from '@scoreline/service-kit';
import { configSchema } from '../src/config.ts';
import { createDependencyChecks } from '../src/dependency-checks.ts';

// Integration: against the running infrastructure (npm run infra:up, or MONGODB_URI and
// KAFKA_BROKERS pointing at running servers) both checks are up. Fails, never skips, when it is down.

describe('gateway: dependency checks against the running infrastructure', () => {
  it('reports Kafka and MongoDB up, check after check', async () => {
    const config = loadConfig(configSchema, { MONGODB_URI: process.env.MONGODB_URI, KAFKA_BROKERS: process.env.KAFKA_BROKERS });
    const logger = createLogger({ name: 'gateway-test', level: 'silent' });
    const dependencies = createDependencyChecks(config, logger);
    try {
      expect(await runHealthChecks(dependencies.checks, { logger })).toEqual({ status: 'ok', dependencies: { kafka: 'up', mongodb: 'up' } });
      expect(await runHealthChecks(dependencies.checks, { logger })).toEqual({ status: 'ok', dependencies: { kafka: 'up', mongodb: 'up' } });
    } finally {
      await dependencies.close();
    }
  });
});
