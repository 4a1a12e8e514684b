// Shared set-up for the integration tests: a bus on the real broker whose topics and groups live
// under a random namespace, so test files (and other packages' tests) never see each other's
// messages, and a clean-up that deletes them again.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { type DeadLetterRecord, deadLetterRecordSchema, type EventTopic } from '@scoreline/contracts';
import { Kafka, KafkaJSDeleteGroupsError, logLevel, Partitioners } from 'kafkajs';
import pino, { type Logger } from 'pino';
import { createEventBus, type EventBus, kafkaBrokersFromEnv } from '../../src/index.ts';

export function testNamespace(): string {
  return `test-${randomUUID().slice(0, 8)}.`;
}

/** A pino logger whose lines the test can read (parsed JSON objects). */
export function capturingLogger(level: pino.Level = 'info'): {
  logger: Logger;
  lines: Array<Record<string, unknown>>;
} {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

export async function startTestBus(topics: readonly EventTopic[], logger?: Logger): Promise<EventBus> {
  const bus = createEventBus({
    clientId: 'events-test',
    brokers: kafkaBrokersFromEnv(),
    namespace: testNamespace(),
    topics,
    logger: logger ?? pino({ level: process.env.LOG_LEVEL ?? 'silent' }),
  });
  await bus.start();
  return bus;
}

/** Stops the bus, then deletes every topic and consumer group of its namespace. */
export async function stopAndCleanUp(bus: EventBus | undefined): Promise<void> {
  if (!bus) return;
  await bus.stop();
  const namespace = bus.topicName('fixtures.refreshed').replace(/fixtures\.refreshed$/, '');
  const admin = bus.kafka.admin();
  await admin.connect();
  try {
    // Groups first: deleting a topic can make the broker drop an empty group on its own, and a
    // group listed a moment ago may then be gone (GROUP_ID_NOT_FOUND), which is fine.
    const groups = (await admin.listGroups()).groups
      .map((group) => group.groupId)
      .filter((id) => id.startsWith(namespace));
    if (groups.length > 0) {
      await admin.deleteGroups(groups).catch((error: unknown) => {
        if (!(error instanceof KafkaJSDeleteGroupsError)) throw error;
        const real = error.groups.filter((group) => group.error?.type !== 'GROUP_ID_NOT_FOUND');
        if (real.length > 0) throw error;
      });
    }
    const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(namespace));
    if (topics.length > 0) await admin.deleteTopics({ topics });
  } finally {
    await admin.disconnect();
  }
}

/** Reads `count` dead-letter records of a topic (from the beginning), or fails after timeoutMs. */
export async function readDeadLetters(
  bus: EventBus,
  physicalDlqTopic: string,
  count: number,
  timeoutMs = 20_000,
): Promise<DeadLetterRecord[]> {
  const kafka = new Kafka({ clientId: 'dlq-reader', brokers: [...bus.brokers], logLevel: logLevel.NOTHING });
  const consumer = kafka.consumer({ groupId: `${physicalDlqTopic}.reader-${randomUUID().slice(0, 8)}` });
  const records: DeadLetterRecord[] = [];
  await consumer.connect();
  try {
    await consumer.subscribe({ topics: [physicalDlqTopic], fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `only ${records.length} of ${count} dead letters on ${physicalDlqTopic} within ${timeoutMs} ms`,
            ),
          ),
        timeoutMs,
      );
      void consumer.run({
        eachMessage: async ({ message }) => {
          records.push(deadLetterRecordSchema.parse(JSON.parse(message.value?.toString('utf8') ?? 'null')));
          if (records.length >= count) {
            clearTimeout(timer);
            resolve();
          }
        },
      });
    });
  } finally {
    await consumer.disconnect();
  }
  return records;
}

/** Resolves when `predicate` holds, polling every 20 ms; fails with `what` after timeoutMs. */
export async function waitFor(predicate: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A raw producer for writing bytes the bus itself would refuse to send. */
export async function rawProducer(bus: EventBus) {
  const kafka = new Kafka({
    clientId: 'raw-producer',
    brokers: [...bus.brokers],
    logLevel: logLevel.NOTHING,
  });
  const producer = kafka.producer({
    allowAutoTopicCreation: false,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  return producer;
}
