// A stand-in for a kafkajs consumer that records its calls and lets a test raise its events and run
// its batches, and the subscription context around it: the consumer's own logic (restarts, retries,
// dependency waits, dead letters) tested without a broker.
import { Registry } from 'prom-client';
import pino from 'pino';
import type { Consumer, EachBatchPayload, Kafka } from 'kafkajs';
import type { SubscriptionContext } from '../../src/subscription-types.ts';
import { streamMetricsFor } from '../../src/stream-metrics.ts';

type Listener = (event: { payload: { restart?: boolean; error?: Error } }) => void;

export function standInConsumer(failStarts = 0) {
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

export function context(consumer: Consumer, overrides: Partial<SubscriptionContext> = {}): SubscriptionContext {
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
    isDependencyOutage: () => false,
    ...overrides,
  };
}

