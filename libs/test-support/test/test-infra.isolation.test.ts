// openTestInfra on the real store and Kafka (npm run infra:up): its own database and namespaced
// topics, a recorder of what the topics receive, and close() removing both (every topic of the
// namespace, also those a child process created).
import { connectDb, mongoUriFromEnv } from '@scoreline/db';
import { kafkaBrokersFromEnv } from '@scoreline/events';
import { describe, expect, it } from 'vitest';
import { openTestInfra, requireInfrastructure, setUpOnce, silentLogger, testNames } from '../src/index.ts';

setUpOnce(() => requireInfrastructure('support'));

describe('openTestInfra', () => {
  it('records the events a topic receives, and close() drops the database and deletes every topic of the namespace', async () => {
    const names = testNames('support');
    const infra = await openTestInfra({
      dbName: names.dbName,
      mongoUri: mongoUriFromEnv(),
      kafkaBrokers: kafkaBrokersFromEnv(),
      clientId: `support-test-${names.id}`,
      namespace: names.namespace,
      topics: ['fixtures.refresh.requested'],
      logger: silentLogger,
    });
    let deferredRan = false;
    infra.defer(async () => {
      deferredRan = true;
    });
    await infra.db.connection.collection('marks').insertOne({ _id: 'one' } as never);
    const observed = await infra.observe(['fixtures.refresh.requested']);
    await infra.bus.publish('fixtures.refresh.requested', { data: { season: '2026-27', source: 'openfootball' } });
    await infra.bus.publish('fixtures.refresh.requested', { data: { season: '2025-26', source: 'openfootball' } });
    const later = await observed.waitFor('fixtures.refresh.requested', 1, (event) => event.data.season === '2025-26');
    expect(later.map((event) => event.data.season)).toEqual(['2025-26']);
    await observed.waitFor('fixtures.refresh.requested', 2);
    expect(observed.of('fixtures.refresh.requested').map((event) => event.data.season).sort()).toEqual(['2025-26', '2026-27']);
    await expect(observed.waitFor('fixtures.refresh.requested', 3, undefined, 100)).rejects.toThrow(
      'timed out after 100 ms waiting for 3 fixtures.refresh.requested event(s)',
    );

    // What a child process of the test (its own bus, every registry topic) leaves in the namespace.
    const admin = infra.bus.kafka.admin();
    await admin.connect();
    try {
      await admin.createTopics({ topics: [{ topic: `${names.namespace}payment.completed`, numPartitions: 1 }, { topic: `${names.namespace}payment.completed.dlq`, numPartitions: 1 }] });
    } finally {
      await admin.disconnect();
    }
    await infra.close();
    expect(deferredRan).toBe(true);
    await admin.connect();
    try {
      expect((await admin.listTopics()).filter((topic) => topic.startsWith(names.namespace))).toEqual([]);
    } finally {
      await admin.disconnect();
    }
    const check = await connectDb({ dbName: names.dbName, logger: silentLogger, attempts: 1 });
    try {
      expect(await check.connection.collection('marks').countDocuments()).toBe(0);
    } finally {
      await check.close();
    }
  });
});
