// kafkajs logs through pino, and quietly. Its INFO lines (joins, starts, stops) go to debug,
// and the errors it logs for broker responses it is about to retry (a fresh broker answers
// "The coordinator is loading" a few times, leaders move during topic creation) go to debug
// too: the retry either succeeds, or the failure surfaces as a thrown error we log ourselves.
// While a broker is down kafkajs logs the same connection error for every retry of every client
// (about 1,500 error lines a minute for one instance): each kind of warning or error line is written
// once per minute at its level with the count of the same lines held back since, and those go to
// debug. Written here because it is kafkajs's own noise: pino has no repeat suppression.
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

/** How often each kind of kafkajs warning or error line is written at its level. */
export const KAFKA_REPEAT_WINDOW_MS = 60_000;

export interface KafkaLogOptions {
  /** Default KAFKA_REPEAT_WINDOW_MS. */
  readonly repeatWindowMs?: number;
  /** Default Date.now (tests pass a fake clock). */
  readonly now?: () => number;
}

/** Lines that differ only in numbers (ports, retry counts, times) are the same kind of line. */
const kindOf = (entry: LogEntry): string => `${entry.namespace}|${entry.log.message.replace(/\d+/g, '#')}`;

/**
 * Which warning and error lines to write at their level: the first of each kind in a window, and
 * the count of the same kind held back in the window before.
 */
function repeatGate({ repeatWindowMs = KAFKA_REPEAT_WINDOW_MS, now = Date.now }: KafkaLogOptions) {
  const kinds = new Map<string, { windowStart: number; heldBack: number }>();
  return (entry: LogEntry): { write: true; repeated: number } | { write: false } => {
    const kind = kindOf(entry);
    const at = now();
    const seen = kinds.get(kind);
    if (seen && at - seen.windowStart < repeatWindowMs) {
      seen.heldBack += 1;
      return { write: false };
    }
    kinds.set(kind, { windowStart: at, heldBack: 0 });
    return { write: true, repeated: seen?.heldBack ?? 0 };
  };
}

/** A kafkajs logCreator writing to `logger` (child `component: kafkajs`). */
export function pinoLogCreator(logger: Logger, options: KafkaLogOptions = {}): logCreator {
  const kafkaLogger = logger.child({ component: 'kafkajs' });
  const gate = repeatGate(options);
  const atMostOncePerWindow = (level: 'error' | 'warn', entry: LogEntry, line: Record<string, unknown>, message: string) => {
    const decision = gate(entry);
    if (!decision.write) kafkaLogger.debug(line, message);
    else kafkaLogger[level](decision.repeated > 0 ? { ...line, repeated: decision.repeated } : line, message);
  };
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
        else atMostOncePerWindow('error', entry, line, message);
        break;
      case logLevel.WARN:
        atMostOncePerWindow('warn', entry, line, message);
        break;
      case logLevel.INFO:
        kafkaLogger.debug(line, message);
        break;
      default:
        kafkaLogger.trace(line, message);
    }
  };
}
