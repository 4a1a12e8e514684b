// ensureTopics retries what Kafka calls retriable (a topic's metadata lagging right after many
// topics were created: UNKNOWN_TOPIC_OR_PARTITION), with growing waits and a bounded number of
// attempts, and fails at once on anything else. A fake admin plays the broker.
import { KafkaJSConnectionError, KafkaJSNonRetriableError, KafkaJSProtocolError, type ITopicMetadata } from 'kafkajs';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ensureTopics, isRetriableKafkaError, type TopicAdmin } from '../src/index.ts';
import { capturingLogger } from './support/kafka.ts';

const SETTINGS = { partitions: 3, replicationFactor: 1 };
const POLICY = { attempts: 4, initialDelayMs: 100, maxDelayMs: 250 };
const silent = pino({ level: 'silent' });

function unknownTopic(): KafkaJSProtocolError {
  // What kafkajs raises for error code 3 in a metadata response.
  return Object.assign(new KafkaJSProtocolError('This server does not host this topic-partition'), {
    type: 'UNKNOWN_TOPIC_OR_PARTITION',
    code: 3,
  });
}

/** A broker whose metadata call fails with `failures` (in order) before it answers. */
function fakeAdmin(failures: Error[]) {
  const topics = new Set<string>();
  const calls = { list: 0, create: [] as string[][], metadata: 0 };
  const admin: TopicAdmin = {
    async listTopics() {
      calls.list += 1;
      return [...topics];
    },
    async createTopics({ topics: wanted }) {
      calls.create.push(wanted.map((t) => t.topic));
      for (const t of wanted) topics.add(t.topic);
      return true;
    },
    async fetchTopicMetadata(request) {
      calls.metadata += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      const names = request?.topics ?? [...topics];
      return {
        topics: names.map(
          (name): ITopicMetadata => ({
            name,
            partitions: [0, 1, 2].map((partitionId) => ({ partitionErrorCode: 0, partitionId, leader: 1, replicas: [1], isr: [1], offlineReplicas: [] })),
          }),
        ),
      };
    },
  };
  return { admin, calls, topics };
}

describe('ensureTopics retries', () => {
  it('retries UNKNOWN_TOPIC_OR_PARTITION with growing waits until the metadata answers', async () => {
    const { admin, calls, topics } = fakeAdmin([unknownTopic(), unknownTopic()]);
    const waits: number[] = [];
    const { logger, lines } = capturingLogger('info');
    await ensureTopics(admin, ['a', 'a.dlq'], SETTINGS, logger, {
      retry: POLICY,
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    expect([...topics].sort()).toEqual(['a', 'a.dlq']);
    expect(calls.metadata).toBe(3);
    // Created once: the later attempts list them as existing and only verify.
    expect(calls.create).toEqual([['a', 'a.dlq']]);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(50);
    expect(waits[0]).toBeLessThanOrEqual(100);
    expect(waits[1]).toBeGreaterThanOrEqual(100);
    expect(waits[1]).toBeLessThanOrEqual(200);
    const retries = lines.filter((line) => line.msg === 'kafka topics not ready yet; retrying');
    expect(retries.map((line) => line.error)).toEqual(['UNKNOWN_TOPIC_OR_PARTITION', 'UNKNOWN_TOPIC_OR_PARTITION']);
  });

  it('gives up after the policy\'s attempts with the broker\'s error, the waits capped', async () => {
    const { admin, calls } = fakeAdmin(Array.from({ length: 10 }, unknownTopic));
    const waits: number[] = [];
        await expect(
      ensureTopics(admin, ['a'], SETTINGS, silent, {
        retry: POLICY,
        wait: async (ms) => {
          waits.push(ms);
        },
      }),
    ).rejects.toMatchObject({ type: 'UNKNOWN_TOPIC_OR_PARTITION' });
    expect(calls.metadata).toBe(POLICY.attempts);
    expect(waits).toHaveLength(POLICY.attempts - 1);
    for (const ms of waits) expect(ms).toBeLessThanOrEqual(POLICY.maxDelayMs);
  });

  it('fails at once on an error that is not retriable, or on an unreachable broker', async () => {
    for (const failure of [
      new KafkaJSNonRetriableError('Topic authorization failed'),
      new KafkaJSConnectionError('connect ECONNREFUSED 127.0.0.1:9092'),
      new Error('plain bug'),
    ]) {
      const { admin, calls } = fakeAdmin([failure]);
      const waits: number[] = [];
      await expect(
        ensureTopics(admin, ['a'], SETTINGS, silent, {
          retry: POLICY,
          wait: async (ms) => {
            waits.push(ms);
          },
        }),
      ).rejects.toBe(failure);
      expect(calls.metadata, failure.message).toBe(1);
      expect(waits, failure.message).toEqual([]);
    }
  });

  it('classifies kafkajs errors by their retriable flag, never the broker being gone', () => {
    expect(isRetriableKafkaError(unknownTopic())).toBe(true);
    expect(isRetriableKafkaError(new KafkaJSNonRetriableError('no'))).toBe(false);
    expect(isRetriableKafkaError(new KafkaJSConnectionError('connect ECONNREFUSED 127.0.0.1:9092'))).toBe(false);
    expect(isRetriableKafkaError('UNKNOWN_TOPIC_OR_PARTITION')).toBe(false);
  });
});
