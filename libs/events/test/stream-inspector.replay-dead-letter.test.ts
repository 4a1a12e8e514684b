// The operators' view on the real broker: an event the handler rejects and a poison message land
// on <topic>.dlq; the inspector counts them (depth), lists them, shows the throughput and each
// group's lag per partition; replaying one republishes it with its correlation id, once, and a
// second inspector (another gateway process) reads the same depth and refuses a second replay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Producer } from 'kafkajs';
import pino from 'pino';
import {
  createStreamInspector,
  type EventBus,
  type EventSubscription,
  HEADER_REPLAY_OF,
  type StreamInspector,
} from '../src/index.ts';
import { capturingLogger, rawProducer, startTestBus, stopAndCleanUp, waitFor } from './support/kafka.ts';

const TOPIC = 'payment.completed';
const KNOWN = 'a'.repeat(64);
const MISSING = 'b'.repeat(64);

describe('stream inspector: dead letters and their replay', () => {
  let bus: EventBus | undefined;
  let producer: Producer | undefined;
  let subscription: EventSubscription | undefined;
  const inspectors: StreamInspector[] = [];
  const captured = capturingLogger();
  // The handler needs the token hash to be known; MISSING is not, until the test adds it.
  const known = new Set([KNOWN]);
  const handled: { token: string; correlationId: string; replayOf?: string }[] = [];

  const inspector = (logger = pino({ level: 'silent' })): StreamInspector => {
    if (!bus) throw new Error('bus not started');
    const namespace = bus.topicName(TOPIC).slice(0, -TOPIC.length);
    const created = createStreamInspector({ brokers: bus.brokers, namespace, topics: [TOPIC], logger });
    inspectors.push(created);
    return created;
  };

  beforeAll(async () => {
    bus = await startTestBus([TOPIC]);
    producer = await rawProducer(bus);
    subscription = await bus.subscribe({
      groupId: 'prediction.access',
      topics: [TOPIC],
      retry: { attempts: 2, initialDelayMs: 10, maxDelayMs: 10 },
      handler: async (event) => {
        if (!known.has(event.data.token_hash)) throw new Error(`unknown token hash ${event.data.token_hash.slice(0, 8)}`);
        handled.push({ token: event.data.token_hash, correlationId: event.correlationId, replayOf: event.headers[HEADER_REPLAY_OF] });
      },
    });
  });

  afterAll(async () => {
    for (const created of inspectors) await created.stop();
    await subscription?.stop();
    await producer?.disconnect();
    await stopAndCleanUp(bus);
  });

  it('counts, lists and replays a rejected event once, beside a poison message it cannot fix', async () => {
    if (!bus || !producer) throw new Error('bus not started');
    const first = inspector(captured.logger);
    await bus.publish(TOPIC, { data: { token_hash: KNOWN, season: '2025-26', gameweek: 3 }, correlationId: 'req-ok' });
    await bus.publish(TOPIC, { data: { token_hash: MISSING, season: '2025-26', gameweek: 3 }, correlationId: 'req-rejected' });
    await producer.send({ topic: bus.topicName(TOPIC), messages: [{ key: 'x', value: 'not {json', headers: { 'correlation-id': 'req-poison' } }] });

    let depth = 0;
    for (let i = 0; i < 150 && depth !== 2; i += 1) {
      depth = (await first.depths()).get(TOPIC) ?? 0;
      if (depth !== 2) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(depth).toBe(2);

    const overview = await first.overview();
    const topic = overview.topics.find((t) => t.topic === TOPIC);
    expect(topic?.dlq_depth).toBe(2);
    expect(overview.dlq_depth_total).toBe(2);
    expect(topic?.throughput_last_minute).toBe(3);
    expect(topic?.throughput_series.reduce((sum, b) => sum + b.events, 0)).toBe(3);
    expect(topic?.throughput_series.map((b) => b.seconds_ago)).toEqual([60, 50, 40, 30, 20, 10]);
    const rejected = topic?.dead_letters.find((l) => l.reason === 'handler_failed');
    const poison = topic?.dead_letters.find((l) => l.reason === 'poison');
    expect(rejected).toMatchObject({ correlation_id: 'req-rejected', attempts: 2, group: 'prediction.access', replay: null });
    expect(rejected?.error).toContain('unknown token hash bbbbbbbb');
    expect(rejected?.payload_excerpt).toContain(MISSING);
    expect(poison).toMatchObject({ correlation_id: 'req-poison', payload_excerpt: 'not {json', attempts: 0 });
    const group = overview.groups.find((g) => g.group === 'prediction.access');
    expect(group?.lag).toBe(0);
    expect(group?.partitions.map((p) => p.partition)).toEqual([0, 1, 2]);
    expect(group?.partitions.reduce((sum, p) => sum + p.end, 0)).toBe(3);

    // The handler's input is fixed (the token hash is known now); the replay is handled.
    known.add(MISSING);
    const replayed = await first.replay({ topic: TOPIC, id: rejected!.id, by: 'admin', requestId: 'req-replay' });
    expect(replayed).toMatchObject({ outcome: 'replayed', replay: { topic: TOPIC, id: rejected!.id, correlation_id: 'req-rejected', replayed_by: 'admin' } });
    await waitFor(() => handled.some((h) => h.token === MISSING), 'the replayed event handled');
    expect(handled.find((h) => h.token === MISSING)).toEqual({
      token: MISSING,
      correlationId: 'req-rejected',
      replayOf: `${TOPIC}.dlq/${rejected!.id}`,
    });
    expect((await first.depths()).get(TOPIC)).toBe(1);
    expect(captured.lines.find((line) => line.msg === 'dead letter replayed')).toMatchObject({
      replayed_by: 'admin',
      request_id: 'req-replay',
      correlation_id: 'req-rejected',
      dead_letter: rejected!.id,
    });

    expect((await first.replay({ topic: TOPIC, id: rejected!.id, by: 'admin' })).outcome).toBe('already_replayed');
    expect((await first.replay({ topic: TOPIC, id: '0-999999', by: 'admin' })).outcome).toBe('not_found');

    // Another process reads the replay record from Kafka: same depth, no second replay.
    const second = inspector();
    expect((await second.depths()).get(TOPIC)).toBe(1);
    const again = await second.replay({ topic: TOPIC, id: rejected!.id, by: 'someone-else' });
    expect(again).toMatchObject({ outcome: 'already_replayed', replay: { replayed_by: 'admin' } });
    const listed = (await second.overview()).topics[0]?.dead_letters.find((l) => l.id === rejected!.id);
    expect(listed?.replay?.replayed_by).toBe('admin');
    expect(handled.filter((h) => h.token === MISSING)).toHaveLength(1);
  });
});
