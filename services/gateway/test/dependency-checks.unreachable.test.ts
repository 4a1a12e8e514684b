import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLogger, loadConfig, runHealthChecks } from '@scoreline/service-kit';
import { configSchema } from '../src/config.ts';
import { createDependencyChecks } from '../src/dependency-checks.ts';

// The real checks report a dependency that is not listening as down, quickly, without throwing
// out of the health endpoint, and close cleanly.

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('gateway: dependency checks against unreachable servers', () => {
  it('reports Kafka and MongoDB down within the timeout', async () => {
    const config = loadConfig(configSchema, {
      MONGODB_URI: `mongodb://127.0.0.1:${await closedPort()}`,
      KAFKA_BROKERS: `127.0.0.1:${await closedPort()}`,
    });
    const logger = createLogger({ name: 'gateway-test', level: 'silent' });
    const dependencies = createDependencyChecks(config, logger, 1_000);
    const started = Date.now();
    const answer = await runHealthChecks(dependencies.checks, { timeoutMs: 1_000, logger });
    expect(answer).toEqual({ status: 'degraded', dependencies: { kafka: 'down', mongodb: 'down' } });
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(dependencies.close()).resolves.toBeUndefined();
  });
});
