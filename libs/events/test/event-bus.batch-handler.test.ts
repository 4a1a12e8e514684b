// handleBatch: the events of one fetched batch reach one call; a poison message in it is
// dead-lettered first, the events the batch handler leaves (or all of them, when it throws) go one
// by one through `handler` with retries and dead-lettering, and the batch is committed once at its
// end, so a new member of the group starts after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadLetterTopicOf } from '@scoreline/contracts';
import type { Producer } from 'kafkajs';
import type { EventBus, EventSubscription } from '../src/index.ts';
import { rawProducer, readDeadLetters, startTestBus, stopAndCleanUp, waitFor } from './support/kafka.ts';
import { combinationCompleted as completion } from './support/payloads.ts';

describe('event bus batch handler', () => {
  let bus: EventBus | undefined;
  let producer: Producer | undefined;
  const subscriptions: EventSubscription[] = [];

  beforeAll(async () => {
    bus = await startTestBus(['matrix.combination.completed']);
    producer = await rawProducer(bus);
  });

  afterAll(async () => {
    for (const subscription of subscriptions) await subscription.stop();
    await producer?.disconnect();
    await stopAndCleanUp(bus);
  });

  it('hands a batch to one call, isolates what it leaves and the poison, and commits the batch once', async () => {
    if (!bus || !producer) throw new Error('bus not started');
    const topic = bus.topicName('matrix.combination.completed');
    // All on one key (one partition) and all in the log before the group joins: its first fetch
    // holds them all. Index 3 is left by the batch handler and recovers one by one; index 5 is left
    // and keeps failing; the raw message between 1 and 2 is not JSON.
    await bus.publishMany(
      'matrix.combination.completed',
      [0, 1].map((index) => ({ data: completion('job-b', index), correlationId: `req-${index}` })),
    );
    await producer.send({ topic, messages: [{ key: 'job-b', value: 'not {json' }] });
    await bus.publishMany(
      'matrix.combination.completed',
      [2, 3, 4, 5, 6, 7].map((index) => ({ data: completion('job-b', index), correlationId: `req-${index}` })),
    );

    const batches: number[][] = [];
    const oneByOne: [number, number][] = [];
    const correlations: string[] = [];
    const done = new Set<number>();
    subscriptions.push(
      await bus.subscribe({
        groupId: 'experiment.batch-aggregator',
        topics: ['matrix.combination.completed'],
        retry: { attempts: 2, initialDelayMs: 20, maxDelayMs: 50 },
        handleBatch: async (events) => {
          batches.push(events.map((e) => e.data.index));
          correlations.push(...events.map((e) => e.correlationId));
          const left = events.filter((e) => e.data.index === 3 || e.data.index === 5);
          for (const e of events) if (!left.includes(e)) done.add(e.data.index);
          return left;
        },
        handler: async (event) => {
          oneByOne.push([event.data.index, event.attempt]);
          if (event.data.index === 5) throw new Error('combination 5 cannot be aggregated');
          done.add(event.data.index);
        },
      }),
    );

    const letters = await readDeadLetters(bus, deadLetterTopicOf(topic), 2);
    await waitFor(() => done.size === 7, 'every event but 5 handled');
    expect(batches.flat()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(batches.length).toBeLessThan(8);
    expect(correlations).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((index) => `req-${index}`));
    expect(oneByOne).toEqual([
      [3, 1],
      [5, 1],
      [5, 2],
    ]);
    expect(letters.map((l) => [l.reason, l.offset]).sort()).toEqual([
      ['handler_failed', '6'],
      ['poison', '2'],
    ]);

    // Committed at the batch's end: a member that joins after the first left gets nothing of it.
    await subscriptions[0]?.stop();
    const later: number[] = [];
    subscriptions.push(
      await bus.subscribe({
        groupId: 'experiment.batch-aggregator',
        topics: ['matrix.combination.completed'],
        handleBatch: async (events) => void later.push(...events.map((e) => e.data.index)),
        handler: async (event) => void later.push(event.data.index),
      }),
    );
    await bus.publish('matrix.combination.completed', { data: completion('job-b', 8) });
    await waitFor(() => later.length > 0, 'the event published after the commit');
    expect(later).toEqual([8]);
  });

  it('handles the whole batch one by one when the batch handler throws', async () => {
    if (!bus) throw new Error('bus not started');
    await bus.publishMany(
      'matrix.combination.completed',
      [0, 1, 2].map((index) => ({ data: completion('job-c', index) })),
    );
    const oneByOne: number[] = [];
    let batchCalls = 0;
    subscriptions.push(
      await bus.subscribe({
        groupId: 'experiment.throwing-batch',
        topics: ['matrix.combination.completed'],
        handleBatch: async (events) => {
          if (events.some((e) => e.data.job_id === 'job-c')) {
            batchCalls += 1;
            throw new Error('store unavailable for the batch');
          }
        },
        handler: async (event) => {
          if (event.data.job_id === 'job-c') oneByOne.push(event.data.index);
        },
      }),
    );
    await waitFor(() => oneByOne.length === 3, 'the three events one by one');
    expect(oneByOne).toEqual([0, 1, 2]);
    expect(batchCalls).toBeGreaterThan(0);
  });
});

