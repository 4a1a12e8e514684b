// A read model kept in a service's own database can part from its group's committed offsets (a
// new or wiped database). subscribe's rewindWhenEmpty replays the retained history into an empty
// read model, poison included (dead-lettered again, not blocking the replay), and leaves a
// filled one at its committed offsets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventEnvelope, deadLetterTopicOf } from '@scoreline/contracts';
import type { Producer } from 'kafkajs';
import type { EventBus, EventSubscription, SubscribeOptions } from '../src/index.ts';
import {
  capturingLogger,
  rawProducer,
  readDeadLetters,
  startTestBus,
  stopAndCleanUp,
  waitFor,
} from './support/kafka.ts';

const GROUP = 'prediction.access-read-model';
const key = 'a'.repeat(64);
const paid = (gameweek: number) =>
  createEventEnvelope(
    'payment.completed',
    { token_hash: key, season: '2025-26', gameweek },
    { correlationId: `req-${gameweek}` },
  );

describe('event bus rewindWhenEmpty', () => {
  let bus: EventBus | undefined;
  let producer: Producer | undefined;
  let subscription: EventSubscription | undefined;
  const { logger, lines } = capturingLogger();

  beforeAll(async () => {
    bus = await startTestBus(['payment.completed'], logger);
    producer = await rawProducer(bus);
  });

  afterAll(async () => {
    await subscription?.stop();
    await producer?.disconnect();
    await stopAndCleanUp(bus);
  });

  it('replays into an empty read model and leaves a filled one at its offsets', async () => {
    if (!bus || !producer) throw new Error('bus not started');
    const topic = bus.topicName('payment.completed');
    // The read model: gameweeks granted, as a service's database would hold them.
    const readModel = new Set<number>();
    let handlerCalls = 0;
    let rewindAsked = 0;
    const options: SubscribeOptions<'payment.completed'> = {
      groupId: GROUP,
      topics: ['payment.completed'],
      rewindWhenEmpty: async () => {
        rewindAsked += 1;
        return readModel.size === 0;
      },
      handler: async (event) => {
        handlerCalls += 1;
        readModel.add(event.data.gameweek);
      },
    };
    // One key, hence one partition: the poison sits between the two good events.
    await producer.send({
      topic,
      messages: [
        { key, value: JSON.stringify(paid(4)) },
        { key, value: 'not {json', headers: { 'correlation-id': 'req-poison' } },
        { key, value: JSON.stringify(paid(5)) },
      ],
    });

    // A new group on an empty read model: nothing committed yet, so nothing to rewind.
    subscription = await bus.subscribe(options);
    expect(subscription.groupId).toBe(bus.groupName(GROUP));
    expect(bus.groupName(GROUP)).toBe(topic.replace(/payment\.completed$/, GROUP));
    await waitFor(() => readModel.size === 2, 'the first delivery of both good events');
    await readDeadLetters(bus, deadLetterTopicOf(topic), 1);
    await subscription.stop();
    expect(
      lines.filter((line) => line.msg === 'read model empty: replaying from the earliest offset'),
    ).toHaveLength(0);

    // Filled read model: it resumes at its committed offsets, so only the new event is handled.
    await producer.send({ topic, messages: [{ key, value: JSON.stringify(paid(6)) }] });
    subscription = await bus.subscribe(options);
    await waitFor(() => readModel.has(6), 'the event published while stopped');
    await subscription.stop();
    expect(handlerCalls).toBe(3);

    // Wiped read model: the group is rewound and the whole history replayed.
    readModel.clear();
    subscription = await bus.subscribe(options);
    await waitFor(() => readModel.size === 3, 'the replay of the retained events');
    expect([...readModel].sort()).toEqual([4, 5, 6]);
    expect(handlerCalls).toBe(6);
    expect(rewindAsked).toBe(3);
    const rewound = lines.filter(
      (line) => line.msg === 'read model empty: replaying from the earliest offset',
    );
    expect(rewound).toEqual([expect.objectContaining({ group_id: bus.groupName(GROUP), topics: [topic] })]);
    // The poison was met again on the replay and dead-lettered again, not handled.
    const letters = await readDeadLetters(bus, deadLetterTopicOf(topic), 2);
    expect(letters.map((letter) => [letter.reason, letter.value])).toEqual([
      ['poison', 'not {json'],
      ['poison', 'not {json'],
    ]);
  });
});
