// With no broker at the configured address, starting the bus fails fast with a message that
// names the address, KAFKA_BROKERS and how to start the local broker; readiness says "down".
// (An unused port stands in for a stopped broker, so shared infrastructure keeps running.)
import { describe, expect, it } from 'vitest';
import { KafkaJSConnectionError, KafkaJSNumberOfRetriesExceeded, KafkaJSProtocolError } from 'kafkajs';
import pino from 'pino';
import {
  assertKafkaReachable,
  createEventBus,
  isBrokerUnreachableError,
  KafkaUnavailableError,
  kafkaBrokersFromEnv,
} from '../src/index.ts';

const logger = pino({ level: 'silent' });

describe('event bus with the broker down', () => {
  it('fails to start with a clear message naming the address and KAFKA_BROKERS', async () => {
    const bus = createEventBus({ clientId: 'down-test', brokers: ['127.0.0.1:1'], logger });
    const started = Date.now();
    const error = await bus.start().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(KafkaUnavailableError);
    expect((error as Error).message).toBe(
      'Kafka broker unreachable at 127.0.0.1:1 — start it with npm run infra:up (or point KAFKA_BROKERS at a running broker; KAFKA_BROKERS=127.0.0.1:1)',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    await bus.stop();
  });

  it('reports the broker as down for readiness checks, with the reason', async () => {
    const bus = createEventBus({ clientId: 'down-test', brokers: ['127.0.0.1:1'], logger });
    const health = await bus.health(500);
    expect(health.state).toBe('down');
    expect(health.detail).toMatch(/Kafka broker unreachable at 127\.0\.0\.1:1/);
  });

  it('refuses to publish before start', async () => {
    const bus = createEventBus({ clientId: 'down-test', brokers: ['127.0.0.1:1'], logger });
    await expect(
      bus.publish('fixtures.refresh.requested', {
        data: { season: '2025-26', source: 'openfootball' },
        correlationId: 'r',
      }),
    ).rejects.toThrow(/not started/);
  });

  it('names every configured broker when none answers', async () => {
    await expect(assertKafkaReachable(['127.0.0.1:1', 'localhost:2'], { timeoutMs: 500 })).rejects.toThrow(
      'Kafka broker unreachable at 127.0.0.1:1,localhost:2 — start it with npm run infra:up',
    );
  });
});

describe('broker errors', () => {
  it('tells an unreachable broker, also behind retries, from a broker that refused the request', () => {
    const refused = new KafkaJSConnectionError('Connection error: connect ECONNREFUSED 127.0.0.1:1');
    expect(isBrokerUnreachableError(refused)).toBe(true);
    expect(
      isBrokerUnreachableError(
        new KafkaJSNumberOfRetriesExceeded(refused, { retryCount: 10, retryTime: 5000 }),
      ),
    ).toBe(true);
    expect(
      isBrokerUnreachableError(new KafkaJSProtocolError('This server does not host this topic-partition')),
    ).toBe(false);
    expect(isBrokerUnreachableError('ECONNREFUSED')).toBe(false);
  });
});

describe('KAFKA_BROKERS', () => {
  it('defaults to the local broker and splits a comma-separated list', () => {
    expect(kafkaBrokersFromEnv({})).toEqual(['127.0.0.1:9092']);
    expect(kafkaBrokersFromEnv({ KAFKA_BROKERS: ' ' })).toEqual(['127.0.0.1:9092']);
    expect(kafkaBrokersFromEnv({ KAFKA_BROKERS: 'a:9092, b:9093' })).toEqual(['a:9092', 'b:9093']);
  });

  it('rejects an entry that is not host:port', () => {
    expect(() => kafkaBrokersFromEnv({ KAFKA_BROKERS: 'kafka' })).toThrow(
      'KAFKA_BROKERS entry "kafka" is not host:port',
    );
  });
});
