// Two instances of one service on the same broker (`npm start` beside a test run's gateway): each
// takes EVENTS_NAMESPACE and its database names from its environment (libs/service-kit
// instanceSettings), joins the same logical consumer group, and still receives every event it
// published and none of the other's. Without the namespace both would join one group on one topic
// and split its partitions, each missing part of its own events.
import { connectDb, mongoUriFromEnv } from '@scoreline/db';
import type { EventData } from '@scoreline/contracts';
import { type EventBus, deleteTopics, kafkaBrokersFromEnv } from '@scoreline/events';
import { baseConfigSchema, databaseNameSchema, instanceSettings, loadConfig } from '@scoreline/service-kit';
import { requireInfrastructure, setUpOnce, silentLogger, testNames, waitUntil } from '@scoreline/test-support';
import { afterAll, describe, expect, it } from 'vitest';
import { type EventServiceRuntime, openServiceRuntime } from '../src/index.ts';

const schema = baseConfigSchema.extend({ CATALOG_DB_NAME: databaseNameSchema('catalog') });
const instances = [instanceSettings(`ns-a-${testNames('host').id}`), instanceSettings(`ns-b-${testNames('host').id}`)];
/** Twelve seasons as keys: spread over the topic's three partitions. */
const SEASON_YEARS = Array.from({ length: 12 }, (_, index) => 2010 + index);
const opened: EventServiceRuntime<null>[] = [];

setUpOnce(() => requireInfrastructure('host'));

afterAll(async () => {
  await Promise.all(opened.map((runtime) => runtime.close()));
  for (const instance of instances) {
    const db = await connectDb({ dbName: instance.databases.catalog, uri: mongoUriFromEnv(), logger: silentLogger, attempts: 1 });
    await db.connection.dropDatabase();
    await db.close();
  }
  const bus: EventBus | undefined = opened[0]?.bus;
  if (!bus) return;
  const admin = bus.kafka.admin();
  await admin.connect();
  const names = await admin.listTopics();
  await deleteTopics(admin, names.filter((topic) => instances.some((instance) => topic.startsWith(instance.namespace))));
  await admin.disconnect();
});

function refreshed(year: number, instance: number): EventData<'fixtures.refreshed'> {
  return { season: `${year}-${String(year + 1).slice(2)}`, source: 'openfootball', total: 380, processed: 380, updated: instance, skipped: 0 };
}

describe('two instances on one broker with different EVENTS_NAMESPACE', () => {
  it('each joins its own consumer group and receives all of its events, none of the other', async () => {
    const received: EventData<'fixtures.refreshed'>[][] = [[], []];
    for (const [index, instance] of instances.entries()) {
      const config = loadConfig(schema, { ...process.env, NODE_ENV: 'test', KAFKA_BROKERS: kafkaBrokersFromEnv().join(','), ...instance.env });
      expect(config.EVENTS_NAMESPACE).toBe(instance.namespace);
      const runtime = await openServiceRuntime({
        name: 'catalog',
        component: `namespace-${index}`,
        logLevel: 'silent',
        dbName: config.CATALOG_DB_NAME,
        mongoUri: config.MONGODB_URI,
        kafkaBrokers: config.KAFKA_BROKERS,
        eventsNamespace: config.EVENTS_NAMESPACE,
        context: () => null,
      });
      opened.push(runtime);
      expect(runtime.db.connection.name).toBe(instance.databases.catalog);
      expect(runtime.bus.groupName('prediction.refresh-listener')).toBe(`${instance.namespace}prediction.refresh-listener`);
      await runtime.bus.subscribe({
        groupId: 'prediction.refresh-listener',
        topics: ['fixtures.refreshed'],
        handler: async (event) => {
          received[index]!.push(event.data);
        },
      });
    }

    for (const [index, runtime] of opened.entries()) {
      await runtime.bus.publishMany(
        'fixtures.refreshed',
        SEASON_YEARS.map((year) => ({ data: refreshed(year, index) })),
      );
    }
    // Delivery is at least once (a group that rebalances at its first join may hand a message over
    // twice), so the wait counts distinct seasons, not events: twelve events with duplicates among
    // them can arrive before the last season does (CI saw 6 of 12 seasons at the 12th event). What
    // counts is that every one of its own seasons arrived and nothing of the other's.
    const seasonsOf = (events: readonly EventData<'fixtures.refreshed'>[]) => new Set(events.map((event) => event.season)).size;
    await waitUntil(
      () => received.every((events) => seasonsOf(events) >= SEASON_YEARS.length),
      60_000,
      'both instances to receive each of their 12 seasons',
    );
    for (const [index, events] of received.entries()) {
      expect(new Set(events.map((event) => event.updated))).toEqual(new Set([index]));
      expect([...new Set(events.map((event) => event.season))].sort()).toEqual(SEASON_YEARS.map((year) => refreshed(year, index).season));
    }
  });
});
