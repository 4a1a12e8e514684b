import type { Express, Router } from 'express';
import type { Logger } from 'pino';
import { createLogger, createServiceApp, type ServiceAppOptions } from '../../src/index.ts';

/** A logger whose JSON lines are kept in memory, so a test can read what was logged. */
export function captureLogger(name = 'test'): { logger: Logger; lines: () => Record<string, unknown>[]; raw: () => string } {
  const chunks: string[] = [];
  const logger = createLogger({ name, level: 'trace', destination: { write: (chunk: string) => void chunks.push(chunk) } });
  return {
    logger,
    raw: () => chunks.join(''),
    lines: () => chunks.join('').split('\n').filter((line) => line.length > 0).map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

export const silentLogger = (): Logger => createLogger({ name: 'test', level: 'silent' });

/** A service app with the given routers mounted, silent, without process metrics. */
export function testApp(routers: Router[], options: Partial<ServiceAppOptions> = {}): Express {
  return createServiceApp({
    name: 'test',
    logger: silentLogger(),
    defaultMetrics: false,
    mount: (app) => {
      for (const router of routers) app.use(router);
    },
    ...options,
  });
}
