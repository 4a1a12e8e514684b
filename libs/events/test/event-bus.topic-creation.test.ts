// Topics are created at start with the configured partitions, each with its .dlq twin, and
// creation is idempotent: two processes starting at once over the same topics both succeed. A
// topic whose registry entry asks for more partitions (the matrix workers' requests) gets them.
import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createEventBus, type EventBus, kafkaBrokersFromEnv } from '../src/index.ts';
import { stopAndCleanUp, testNamespace } from './support/kafka.ts';

describe('event bus topic creation', () => {
  const namespace = testNamespace();
  const buses: EventBus[] = [];

  afterAll(async () => {
    const [first, ...rest] = buses;
    await Promise.all(rest.map((bus) => bus.stop()));
    await stopAndCleanUp(first);
  });

  it('creates each topic and its .dlq with the configured partitions, idempotently', async () => {
    for (let i = 0; i < 2; i += 1) {
      buses.push(
        createEventBus({
          clientId: `topic-test-${i}`,
          brokers: kafkaBrokersFromEnv(),
          namespace,
          partitions: 4,
          topics: ['weights.promoted', 'rounding.promoted'],
          logger: pino({ level: process.env.LOG_LEVEL ?? 'silent' }),
        }),
      );
    }
    await Promise.all(buses.map((bus) => bus.start()));

    const admin = buses[0]?.kafka.admin();
    if (!admin) throw new Error('no bus');
    await admin.connect();
    try {
      const expected = ['weights.promoted', 'rounding.promoted'].flatMap((topic) => [
        `${namespace}${topic}`,
        `${namespace}${topic}.dlq`,
      ]);
      const metadata = await admin.fetchTopicMetadata({ topics: expected });
      expect(
        Object.fromEntries(metadata.topics.map((topic) => [topic.name, topic.partitions.length])),
      ).toEqual(Object.fromEntries(expected.map((name) => [name, 4])));
      const all = await admin.listTopics();
      expect(all.filter((topic) => topic.startsWith(namespace)).sort()).toEqual([...expected].sort());
    } finally {
      await admin.disconnect();
    }

    // A third start over existing topics changes nothing and does not fail.
    await buses[1]?.stop();
    await buses[1]?.start();
  });

  it("gives a topic the registry's own partition count, and its dead letters the bus's", async () => {
    const own = testNamespace();
    const bus = createEventBus({
      clientId: 'topic-test-own-partitions',
      brokers: kafkaBrokersFromEnv(),
      namespace: own,
      topics: ['matrix.combination.requested', 'matrix.combination.completed'],
      logger: pino({ level: process.env.LOG_LEVEL ?? 'silent' }),
    });
    await bus.start();
    const admin = bus.kafka.admin();
    await admin.connect();
    try {
      const names = ['matrix.combination.requested', 'matrix.combination.completed'].flatMap((topic) => [`${own}${topic}`, `${own}${topic}.dlq`]);
      const metadata = await admin.fetchTopicMetadata({ topics: names });
      expect(Object.fromEntries(metadata.topics.map((topic) => [topic.name, topic.partitions.length]))).toEqual({
        [`${own}matrix.combination.requested`]: 12,
        [`${own}matrix.combination.requested.dlq`]: 3,
        [`${own}matrix.combination.completed`]: 3,
        [`${own}matrix.combination.completed.dlq`]: 3,
      });
    } finally {
      await admin.disconnect();
      await stopAndCleanUp(bus);
    }
  });
});
