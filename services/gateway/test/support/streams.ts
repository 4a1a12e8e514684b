// What the Event Streams tests share: an inspector and a bus of their own on the real broker under
// a test namespace, and the clean-up of every topic and group of that namespace afterwards.
import { createEventBus, createStreamInspector, type EventBus, kafkaBrokersFromEnv, type StreamInspector } from '@scoreline/events';
import type { EventTopic } from '@scoreline/contracts';
import type { Logger } from 'pino';
import { silentLogger, testNames } from '@scoreline/test-support';

export interface StreamsFixture {
  readonly namespace: string;
  readonly bus: EventBus;
  readonly streams: StreamInspector;
  cleanUp(): Promise<void>;
}

export async function startStreamsFixture(scope: string, topics: readonly EventTopic[], logger: Logger = silentLogger): Promise<StreamsFixture> {
  const { namespace } = testNames('gateway', scope);
  const brokers = kafkaBrokersFromEnv();
  const bus = createEventBus({ clientId: `gateway-${scope}`, brokers, namespace, topics, logger: silentLogger });
  await bus.start();
  const streams = createStreamInspector({ brokers, namespace, topics, logger });
  return {
    namespace,
    bus,
    streams,
    async cleanUp() {
      await streams.stop();
      await bus.stop();
      const admin = bus.kafka.admin();
      await admin.connect();
      try {
        const groups = (await admin.listGroups()).groups.map((g) => g.groupId).filter((id) => id.startsWith(namespace));
        if (groups.length > 0) await admin.deleteGroups(groups).catch(() => undefined);
        const owned = (await admin.listTopics()).filter((topic) => topic.startsWith(namespace));
        if (owned.length > 0) await admin.deleteTopics({ topics: owned });
      } finally {
        await admin.disconnect();
      }
    },
  };
}
