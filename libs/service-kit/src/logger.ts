import pino, { type DestinationStream, type Logger } from 'pino';
import { REDACTED, REDACT_PATHS } from './redaction.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface CreateLoggerOptions {
  /** The service name, on every line as `service`. */
  name: string;
  level?: LogLevel;
  /** Where lines go; stdout by default. Tests pass a stream to read what was logged. */
  destination?: DestinationStream;
}

/**
 * The process logger: pino JSON lines with ISO time, a level label, the service name, and the
 * redaction of credentials (redaction.ts) applied to every line of every child logger.
 */
export function createLogger(options: CreateLoggerOptions): Logger {
  // Synchronous stdout (pino's default) so the last lines before a crash or exit are not lost.
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: options.name },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...REDACT_PATHS], censor: REDACTED },
    },
    options.destination ?? pino.destination(1),
  );
}
