// The dead-letter record keeps the original bytes exactly: text when they are UTF-8, base64
// otherwise, so a binary poison message can still be inspected and replayed.
import { describe, expect, it } from 'vitest';
import { deadLetterRecordSchema } from '@scoreline/contracts';
import type { KafkaMessage } from 'kafkajs';
import { buildDeadLetterRecord } from '../src/dead-letter-record.ts';

const message = (value: Buffer | null): KafkaMessage => ({
  key: Buffer.from('2025-26'),
  value,
  timestamp: '0',
  attributes: 0,
  offset: '41',
  headers: { 'correlation-id': Buffer.from('req-9'), 'event-type': Buffer.from('fixtures.upserted') },
});

const build = (value: Buffer | null, error: unknown = new Error('boom')) =>
  buildDeadLetterRecord({
    topic: 'fixtures.upserted',
    partition: 2,
    message: message(value),
    reason: 'poison',
    error,
    attempts: 0,
    groupId: 'prediction.fixtures',
    correlationId: null,
  });

describe('dead-letter record', () => {
  it('keeps a UTF-8 value as text, with origin, headers and the correlation id from the headers', () => {
    const record = build(Buffer.from('{"half": "a json'));
    expect(deadLetterRecordSchema.parse(record)).toEqual(record);
    expect(record).toMatchObject({
      original_topic: 'fixtures.upserted',
      partition: 2,
      offset: '41',
      key: '2025-26',
      value: '{"half": "a json',
      value_encoding: 'utf8',
      headers: { 'correlation-id': 'req-9', 'event-type': 'fixtures.upserted' },
      error: 'boom',
      correlation_id: 'req-9',
      group_id: 'prediction.fixtures',
    });
  });

  it('keeps bytes that are not UTF-8 as base64', () => {
    const bytes = Buffer.from([0xff, 0xfe, 0x00, 0x41]);
    const record = build(bytes);
    expect(record.value_encoding).toBe('base64');
    expect(Buffer.from(record.value ?? '', 'base64')).toEqual(bytes);
  });

  it('records a missing value as null and a non-Error failure as text', () => {
    const record = build(null, 'plain failure');
    expect(record.value).toBeNull();
    expect(record.error).toBe('plain failure');
  });
});
