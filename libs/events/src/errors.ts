// Errors the bus raises with a message an operator can act on without reading the code.
import type { z } from 'zod';

/** The broker cannot be reached: says where we looked and how to start it. */
export class KafkaUnavailableError extends Error {
  override readonly name = 'KafkaUnavailableError';
  readonly brokers: readonly string[];

  constructor(brokers: readonly string[], options?: { cause?: unknown }) {
    super(kafkaUnavailableMessage(brokers), options);
    this.brokers = brokers;
  }
}

export function kafkaUnavailableMessage(brokers: readonly string[]): string {
  const where = brokers.join(',');
  return `Kafka broker unreachable at ${where} — start it with npm run infra:up (or point KAFKA_BROKERS at a running broker; KAFKA_BROKERS=${where})`;
}

const CONNECTION_ERRORS = new Set([
  'KafkaJSConnectionError',
  'KafkaJSConnectionClosedError',
  'KafkaJSBrokerNotFound',
]);

/**
 * True when an error from kafkajs (possibly wrapped, e.g. in KafkaJSNumberOfRetriesExceeded)
 * means no broker could be reached, as opposed to the broker refusing the request.
 */
export function isBrokerUnreachableError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    if (CONNECTION_ERRORS.has(current.name) || /ECONNREFUSED|EHOSTUNREACH|ENOTFOUND/.test(current.message))
      return true;
    current = current.cause;
  }
  return false;
}

/** An event that does not fit its topic's schema, refused before it reaches the broker. */
export class EventValidationError extends Error {
  override readonly name = 'EventValidationError';
  readonly topic: string;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(topic: string, error: z.ZodError) {
    super(`invalid ${topic} event: ${describeIssues(error)}`, { cause: error });
    this.topic = topic;
    this.issues = error.issues;
  }
}

export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}
