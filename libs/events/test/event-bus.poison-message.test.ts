// A message that is not JSON, or not a valid envelope of its topic, goes to <topic>.dlq at once
// (no retries) with the error and its origin, and the messages behind it are still handled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventEnvelope, deadLetterTopicOf } from '@scoreline/contracts';
import type { Producer } from 'kafkajs';
import type { EventBus, EventSubscription } from '../src/index.ts';
import { rawProducer, readDeadLetters, startTestBus, stopAndCleanUp, waitFor } from './support/kafka.ts';

describe('event bus poison messages', () => {
  let bus: EventBus | undefined;
  let producer: Producer | undefined;
  let subscription: EventSubscription | undefined;

  beforeAll(async () => {
    bus = await startTestBus(['payment.completed']);
    producer = await rawProducer(bus);
  });

  afterAll(async () => {
    await subscription?.stop();
    await producer?.disconnect();
    await stopAndCleanUp(bus);
  });

  it('dead-letters poison without retrying and goes on with the next message', async () => {
    if (!bus || !producer) throw new Error('bus not started');
    const topic = bus.topicName('payment.completed');
    const handled: string[] = [];
    let handlerCalls = 0;
    subscription = await bus.subscribe({
      groupId: 'prediction.access',
      topics: ['payment.completed'],
      // Many attempts with long waits: had poison been retried, the test would time out.
      retry: { attempts: 10, initialDelayMs: 5000, maxDelayMs: 5000 },
      handler: async (event) => {
        handlerCalls += 1;
        handled.push(event.data.token_hash);
      },
    });

    const key = 'f'.repeat(64);
    const wrongShape = createEventEnvelope(
      'payment.completed',
      { token_hash: key, season: '2025-26', gameweek: 4 },
      { correlationId: 'req-poison-2' },
    );
    const good = createEventEnvelope(
      'payment.completed',
      { token_hash: key, season: '2025-26', gameweek: 5 },
      { correlationId: 'req-good' },
    );
    // All on one key, hence one partition: the good event sits behind both poison messages.
    await producer.send({
      topic,
      messages: [
        { key, value: 'this is {not json', headers: { 'correlation-id': 'req-poison-1' } },
        { key, value: JSON.stringify({ ...wrongShape, data: { ...wrongShape.data, gameweek: 39 } }) },
        { key, value: JSON.stringify(good) },
      ],
    });

    await waitFor(() => handled.length === 1, 'the good event behind the poison');
    expect(handled).toEqual([key]);
    expect(handlerCalls).toBe(1);

    const letters = await readDeadLetters(bus, deadLetterTopicOf(topic), 2);
    const byOffset = [...letters].sort((a, b) => Number(a.offset) - Number(b.offset));
    const [notJson, invalid] = byOffset;
    expect(notJson).toMatchObject({
      original_topic: topic,
      key,
      value: 'this is {not json',
      value_encoding: 'utf8',
      reason: 'poison',
      attempts: 0,
      correlation_id: 'req-poison-1',
      group_id: expect.stringMatching(/prediction\.access$/),
    });
    expect(notJson?.error).toMatch(/JSON/);
    expect(invalid).toMatchObject({
      original_topic: topic,
      reason: 'poison',
      attempts: 0,
      correlation_id: null,
    });
    expect(invalid?.error).toMatch(/^invalid envelope: data\.gameweek/);
    expect(JSON.parse(invalid?.value ?? 'null')).toMatchObject({ data: { gameweek: 39 } });
    expect(Number(invalid?.offset)).toBe(Number(notJson?.offset) + 1);
    expect(notJson?.partition).toBe(invalid?.partition);
  });
});
