// Builds the record written to `<topic>.dlq`: the original message byte for byte (as text when
// it is UTF-8, else base64), where it came from, and why it could not be handled.
import type { DeadLetterReason, DeadLetterRecord } from '@scoreline/contracts';
import type { KafkaMessage } from 'kafkajs';
import { z } from 'zod';
import { describeIssues } from './errors.ts';
import { HEADER_CORRELATION_ID, headersToStrings } from './headers.ts';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function encodeValue(value: Buffer | null): Pick<DeadLetterRecord, 'value' | 'value_encoding'> {
  if (value === null) return { value: null, value_encoding: 'utf8' };
  try {
    return { value: strictUtf8.decode(value), value_encoding: 'utf8' };
  } catch {
    return { value: value.toString('base64'), value_encoding: 'base64' };
  }
}

/** A one-line description of why handling failed, for people reading the dead-letter topic. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof z.ZodError) return `invalid envelope: ${describeIssues(error)}`;
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

export interface DeadLetterInput {
  topic: string;
  partition: number;
  message: KafkaMessage;
  reason: DeadLetterReason;
  error: unknown;
  attempts: number;
  groupId: string;
  correlationId: string | null;
}

export function buildDeadLetterRecord(input: DeadLetterInput): DeadLetterRecord {
  const headers = headersToStrings(input.message.headers);
  return {
    original_topic: input.topic,
    partition: input.partition,
    offset: input.message.offset,
    key: input.message.key === null ? null : input.message.key.toString('utf8'),
    ...encodeValue(input.message.value),
    headers,
    reason: input.reason,
    error: errorMessageOf(input.error),
    attempts: input.attempts,
    group_id: input.groupId,
    correlation_id: input.correlationId ?? headers[HEADER_CORRELATION_ID] ?? null,
    failed_at: new Date().toISOString(),
  };
}
