// A consumer that kafkajs crashed and will not restart (its cause not retriable: a broker gone in
// the middle of a group join, "Failed to find group coordinator") is started again by the
// subscription, with the same handler, until it joins; one that kafkajs restarts itself, or that
// crashes while the subscription stops, is left alone. The kafkajs consumer here is a stand-in
// that records its calls and lets the test raise its events.
import { createEventEnvelope } from '@scoreline/contracts';
import type { EachBatchPayload } from 'kafkajs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSubscription } from '../src/consumer.ts';
import { context, standInConsumer } from './support/stand-in-consumer.ts';

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
