// Operators' views read at once on the real broker: several GET /api/streams and /metrics scrapes
// landing together on one gateway. Each overview makes dozens of offset lookups on one kafkajs
// admin client; run side by side, a lookup could read metadata refreshed without its topic and
// kafkajs threw "Cannot destructure property 'partitions' of 'high.pop(...)'" (the 500 the API
// fuzzer found, offset-lookups.ts says why). Every view must answer, with the same figures.
import { eventTopicNames } from '@scoreline/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStreamInspector, type EventBus, type StreamInspector } from '../src/index.ts';
import { startTestBus, stopAndCleanUp } from './support/kafka.ts';

const ROUNDS = 4;
const AT_ONCE = 4;

describe('stream inspector: overviews and depth scrapes at once', () => {
  let bus: EventBus | undefined;
  const inspectors: StreamInspector[] = [];

  const inspector = (): StreamInspector => {
    if (!bus) throw new Error('bus not started');
    const namespace = bus.topicName('fixtures.refreshed').slice(0, -'fixtures.refreshed'.length);
    const created = createStreamInspector({ brokers: bus.brokers, namespace, topics: eventTopicNames, logger: pino({ level: 'silent' }) });
    inspectors.push(created);
    return created;
  };

  beforeAll(async () => {
    bus = await startTestBus(eventTopicNames);
    // Events in the last minute on a few topics, so their overviews make every bucket's lookup.
    await bus.publish('payment.completed', { data: { token_hash: 'a'.repeat(64), season: '2025-26', gameweek: 3 }, correlationId: 'req-1' });
    await bus.publish('payment.completed', { data: { token_hash: 'b'.repeat(64), season: '2025-26', gameweek: 4 }, correlationId: 'req-2' });
  });

  afterAll(async () => {
    for (const created of inspectors) await created.stop();
    await stopAndCleanUp(bus);
  });

  it('answers every overview and depth read of one inspector, round after round', async () => {
    const shared = inspector();
    // As the gateway does at start (main.ts): its dead-letter topics are looked up first, so the
    // first overview adds every other topic to the admin's metadata while those lookups run.
    await shared.depths();
    const first = await shared.overview();
    expect(first.topics.map((t) => t.topic)).toEqual(eventTopicNames);

    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const reads = await Promise.allSettled([
        ...Array.from({ length: AT_ONCE }, () => shared.overview()),
        ...Array.from({ length: AT_ONCE }, () => shared.depths()),
      ]);
      for (const read of reads) if (read.status === 'rejected') failures.push(String(read.reason));
      for (const read of reads.slice(0, AT_ONCE)) {
        if (read.status !== 'fulfilled' || !('topics' in read.value)) continue;
        const payments = read.value.topics.find((t) => t.topic === 'payment.completed');
        expect(payments?.throughput_last_minute).toBe(2);
        expect(payments?.partitions).toBe(first.topics.find((t) => t.topic === 'payment.completed')?.partitions);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers overviews asked at once of inspectors that have not connected yet', async () => {
    const fresh = Array.from({ length: 4 }, () => inspector());
    const reads = await Promise.allSettled(fresh.flatMap((created) => Array.from({ length: AT_ONCE }, () => created.overview())));
    expect(reads.filter((read) => read.status === 'rejected').map((read) => String(read.reason))).toEqual([]);
    for (const read of reads)
      if (read.status === 'fulfilled') expect(read.value.topics.find((t) => t.topic === 'payment.completed')?.throughput_last_minute).toBe(2);
  });
});
