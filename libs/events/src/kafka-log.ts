// kafkajs logs through pino, and quietly. Its INFO lines (joins, starts, stops) go to debug,
// and the errors it logs for broker responses it is about to retry (a fresh broker answers
// "The coordinator is loading" a few times, leaders move during topic creation) go to debug
// too: the retry either succeeds, or the failure surfaces as a thrown error we log ourselves.
import { type logCreator, logLevel, type LogEntry } from 'kafkajs';
import type { Logger } from 'pino';

const RETRIABLE_RESPONSE_ERRORS = [
  'coordinator is loading',
  'not the correct coordinator',
  'coordinator is not available',
  'no leader for this topic-partition',
  'leader is not available',
  'there is no leader',
  'group is rebalancing',
  'not the leader',
  'this server does not host this topic-partition',
];

function isRetriedResponseError(entry: LogEntry): boolean {
  const error = String((entry.log as { error?: unknown }).error ?? '').toLowerCase();
  return (
    entry.namespace === 'Connection' &&
    entry.log.message.startsWith('Response ') &&
    RETRIABLE_RESPONSE_ERRORS.some((text) => error.includes(text))
  );
}

/** A kafkajs logCreator writing to `logger` (child `component: kafkajs`). */
export function pinoLogCreator(logger: Logger): logCreator {
  const kafkaLogger = logger.child({ component: 'kafkajs' });
  return () => (entry) => {
    const {
      message,
      timestamp: _timestamp,
      logger: _logger,
      ...fields
    } = entry.log as LogEntry['log'] & {
      logger?: unknown;
    };
    const line = { namespace: entry.namespace, ...fields };
    switch (entry.level) {
      case logLevel.ERROR:
        if (isRetriedResponseError(entry)) kafkaLogger.debug(line, message);
        else kafkaLogger.error(line, message);
        break;
      case logLevel.WARN:
        kafkaLogger.warn(line, message);
        break;
      case logLevel.INFO:
        kafkaLogger.debug(line, message);
        break;
      default:
        kafkaLogger.trace(line, message);
    }
  };
}
