// A handler that fails is retried with backoff; one that recovers is not dead-lettered, one
// that keeps failing lands in <topic>.dlq with its error and attempts, and neither blocks the
// events behind it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadLetterTopicOf } from '@scoreline/contracts';
import type { EventBus, EventSubscription } from '../src/index.ts';
import { readDeadLetters, startTestBus, stopAndCleanUp, waitFor } from './support/kafka.ts';
import { combinationCompleted } from './support/payloads.ts';

const job = (index: number) => combinationCompleted('job-1', index);

describe('event bus handler failures', () => {
  let bus: EventBus | undefined;
  let subscription: EventSubscription | undefined;

  beforeAll(async () => {
    bus = await startTestBus(['matrix.combination.completed']);
  });

  afterAll(async () => {
    await subscription?.stop();
    await stopAndCleanUp(bus);
  });

  it('retries, dead-letters the event that keeps failing, and handles the rest', async () => {
    if (!bus) throw new Error('bus not started');
    const attemptsByIndex = new Map<number, number[]>();
    const done: number[] = [];
    subscription = await bus.subscribe({
      groupId: 'experiment.aggregator',
      topics: ['matrix.combination.completed'],
      retry: { attempts: 3, initialDelayMs: 50, maxDelayMs: 200 },
      handler: async (event) => {
        const { index } = event.data;
        attemptsByIndex.set(index, [...(attemptsByIndex.get(index) ?? []), event.attempt]);
        if (index === 1 && event.attempt < 2) throw new Error('store briefly unavailable');
        if (index === 2) throw new Error('combination 2 cannot be aggregated');
        done.push(index);
      },
    });

    // One key (the job id), so 0, 1, 2, 3 are handled in this order on one partition.
    await bus.publishMany(
      'matrix.combination.completed',
      [0, 1, 2, 3].map((index) => ({ data: job(index), correlationId: `req-matrix-${index}` })),
    );
    await waitFor(() => done.includes(3), 'the event behind the failing one');

    expect(done).toEqual([0, 1, 3]);
    expect(attemptsByIndex.get(1)).toEqual([1, 2]);
    expect(attemptsByIndex.get(2)).toEqual([1, 2, 3]);

    // Offset order: had the recovered event 1 been dead-lettered too, it would come first.
    const [letter] = await readDeadLetters(
      bus,
      deadLetterTopicOf(bus.topicName('matrix.combination.completed')),
      1,
    );
    expect(letter).toMatchObject({
      original_topic: bus.topicName('matrix.combination.completed'),
      key: 'job-1',
      reason: 'handler_failed',
      error: 'combination 2 cannot be aggregated',
      attempts: 3,
      correlation_id: 'req-matrix-2',
      value_encoding: 'utf8',
    });
    expect(JSON.parse(letter?.value ?? 'null')).toMatchObject({
      type: 'matrix.combination.completed',
      data: { index: 2 },
    });
  });
});
