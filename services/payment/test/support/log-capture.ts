// A logger whose lines the test can read: the same createLogger (with its redaction) the service
// uses, writing into memory. LOG_LEVEL=debug in the environment also prints them.
import { createLogger } from '@scoreline/service-kit';
import type { Logger } from 'pino';

export interface CapturedLogs {
  readonly logger: Logger;
  readonly lines: string[];
}

export function captureLogs(name = 'payment-test'): CapturedLogs {
  const lines: string[] = [];
  const logger = createLogger({
    name,
    level: 'trace',
    destination: {
      write(line: string) {
        lines.push(line);
        if (process.env.LOG_LEVEL === 'debug') process.stdout.write(line);
      },
    },
  });
  return { logger, lines };
}

export function silentLogger(): Logger {
  return createLogger({ name: 'payment-test', level: (process.env.LOG_LEVEL as 'info' | undefined) ?? 'silent' });
}
