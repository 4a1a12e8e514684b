// A consumer that kafkajs crashed and will not restart (its cause not retriable: a broker gone in
// the middle of a group join, "Failed to find group coordinator") is started again by the
// subscription, with the same handler, until it joins; one that kafkajs restarts itself, or that
// crashes while the subscription stops, is left alone. The kafkajs consumer here is a stand-in
// that records its calls and lets the test raise its events.
import { createEventEnvelope } from '@scoreline/contracts';
import { Registry } from 'prom-client';
import pino from 'pino';
import type { Consumer, EachBatchPayload, Kafka } from 'kafkajs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSubscription, type SubscriptionContext } from '../src/consumer.ts';
import { streamMetricsFor } from '../src/stream-metrics.ts';

type Listener = (event: { payload: { restart?: boolean; error?: Error } }) => void;

function standInConsumer(failStarts = 0) {
  const listeners = new Map<string, Listener[]>();
  const calls: string[] = [];
  let runs = 0;
  let eachBatch: ((payload: EachBatchPayload) => Promise<void>) | undefined;
  const emit = (name: string, payload: { restart?: boolean; error?: Error }) => {
    for (const listener of listeners.get(name) ?? []) listener({ payload });
  };
  const consumer = {
    events: { GROUP_JOIN: 'join', CRASH: 'crash' },
    on(name: string, listener: Listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
      return () => listeners.set(name, (listeners.get(name) ?? []).filter((l) => l !== listener));
    },
    connect: async () => void calls.push('connect'),
    subscribe: async () => void calls.push('subscribe'),
    disconnect: async () => void calls.push('disconnect'),
    run: async (config: { eachBatch: (payload: EachBatchPayload) => Promise<void> }) => {
      calls.push('run');
      runs += 1;
      eachBatch = config.eachBatch;
      // The first start joins; the next `failStarts` starts after a crash find no broker yet.
      if (runs > 1 && runs <= 1 + failStarts) throw new Error('Connection error: connect ECONNREFUSED');
      setTimeout(() => emit('join', {}), 0);
    },
  };
  return { consumer: consumer as unknown as Consumer, calls, emit, batch: () => eachBatch };
}

function context(consumer: Consumer): SubscriptionContext {
  const kafka = { consumer: () => consumer } as unknown as Kafka;
  return {
    kafka,
    consumerKafka: kafka,
    producer: { send: async () => [] } as never,
    logger: pino({ level: 'silent' }),
    physicalTopic: (topic) => `test.${topic}`,
    physicalGroupId: (group) => `test.${group}`,
    metrics: streamMetricsFor(new Registry()),
    admin: () => undefined,
  };
}

const crashed = () => Object.assign(new Error('Failed to find group coordinator'), { name: 'KafkaJSNonRetriableError' });

afterEach(() => {
  vi.useRealTimers();
});

describe('a consumer kafkajs will not restart', () => {
  it('is started again until it joins, and handles events with the same handler', async () => {
    const standIn = standInConsumer(2);
    const handled: string[] = [];
    const subscription = await startSubscription(context(standIn.consumer), {
      groupId: 'catalog.ingestion',
      topics: ['fixtures.refresh.requested'],
      handler: async (event) => void handled.push(event.data.season),
    });
    expect(standIn.calls).toEqual(['connect', 'subscribe', 'run']);
    vi.useFakeTimers();
    standIn.emit('crash', { restart: false, error: crashed() });
    // Three starts: two find no broker (each followed by a disconnect), the third joins.
    for (let i = 0; i < 3; i += 1) await vi.advanceTimersByTimeAsync(12_000);
    expect(standIn.calls.slice(3)).toEqual(['connect', 'subscribe', 'run', 'disconnect', 'connect', 'subscribe', 'run', 'disconnect', 'connect', 'subscribe', 'run']);
    vi.useRealTimers();
    const value = Buffer.from(JSON.stringify(createEventEnvelope('fixtures.refresh.requested', { season: '2026-27', source: 'openfootball' }, { correlationId: 'req-1' })));
    await standIn.batch()!({
      batch: { topic: 'test.fixtures.refresh.requested', partition: 0, messages: [{ offset: '0', key: null, value, headers: {}, timestamp: '0', attributes: 0 }] },
      isRunning: () => true,
      isStale: () => false,
      resolveOffset: () => undefined,
      commitOffsetsIfNecessary: async () => undefined,
      heartbeat: async () => undefined,
    } as unknown as EachBatchPayload);
    expect(handled).toEqual(['2026-27']);
    await subscription.stop();
  });

  it('is left to kafkajs when it restarts it, and left stopped when the subscription stops', async () => {
    const standIn = standInConsumer();
    const subscription = await startSubscription(context(standIn.consumer), {
      groupId: 'catalog.ingestion',
      topics: ['fixtures.refresh.requested'],
      handler: async () => undefined,
    });
    vi.useFakeTimers();
    standIn.emit('crash', { restart: true, error: new Error('retriable') });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(standIn.calls).toEqual(['connect', 'subscribe', 'run']);
    vi.useRealTimers();
    await subscription.stop();
    vi.useFakeTimers();
    standIn.emit('crash', { restart: false, error: crashed() });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(standIn.calls).toEqual(['connect', 'subscribe', 'run', 'disconnect']);
  });
});
