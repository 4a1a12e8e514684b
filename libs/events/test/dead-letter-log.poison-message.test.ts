// The dead-letter reader is a queue consumer too: bytes on a <topic>.dlq that are no dead-letter
// record, or on the replay topic that are no replay record, are skipped with a warning, and the
// letters behind them are still read. The unreadable letter still counts in the depth (it is on
// the topic), so the figure never hides what the broker holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAD_LETTER_REPLAY_TOPIC, type DeadLetterRecord } from '@scoreline/contracts';
import type { Producer } from 'kafkajs';
import { createStreamInspector, type EventBus, type StreamInspector } from '../src/index.ts';
import { capturingLogger, rawProducer, startTestBus, stopAndCleanUp } from './support/kafka.ts';

const TOPIC = 'weights.promoted';

describe('dead-letter reader: poison on the dead-letter and replay topics', () => {
  let bus: EventBus | undefined;
  let producer: Producer | undefined;
  let inspector: StreamInspector | undefined;
  const captured = capturingLogger('warn');

  beforeAll(async () => {
    bus = await startTestBus([TOPIC]);
    producer = await rawProducer(bus);
  });

  afterAll(async () => {
    await inspector?.stop();
    await producer?.disconnect();
    await stopAndCleanUp(bus);
  });

  it('skips what it cannot read and lists the letter behind it', async () => {
    if (!bus || !producer) throw new Error('bus not started');
    const namespace = bus.topicName(TOPIC).slice(0, -TOPIC.length);
    const letter: DeadLetterRecord = {
      original_topic: bus.topicName(TOPIC),
      partition: 0,
      offset: '7',
      key: 'production',
      value: '{"id":"e1"}',
      value_encoding: 'utf8',
      headers: { 'correlation-id': 'req-behind' },
      reason: 'handler_failed',
      error: 'weights missing',
      attempts: 5,
      group_id: `${namespace}prediction.weights`,
      correlation_id: 'req-behind',
      failed_at: new Date().toISOString(),
    };
    // One partition for all three: the readable letter sits behind the unreadable ones.
    await producer.send({
      topic: `${bus.topicName(TOPIC)}.dlq`,
      messages: [
        { key: 'k', value: 'garbage', partition: 0 },
        { key: 'k', value: JSON.stringify({ ...letter, reason: 'unknown' }), partition: 0 },
        { key: 'k', value: JSON.stringify(letter), partition: 0 },
      ],
    });
    inspector = createStreamInspector({ brokers: bus.brokers, namespace, topics: [TOPIC], logger: captured.logger });
    await inspector.depths(); // creates the replay topic on first use
    await producer.send({ topic: `${namespace}${DEAD_LETTER_REPLAY_TOPIC}`, messages: [{ key: 'k', value: '{"topic":' }] });

    const overview = await inspector.overview();
    const topic = overview.topics.find((t) => t.topic === TOPIC);
    expect(topic?.dead_letters).toHaveLength(1);
    expect(topic?.dead_letters[0]).toMatchObject({ id: '0-2', error: 'weights missing', group: 'prediction.weights', correlation_id: 'req-behind' });
    expect(topic?.dlq_depth).toBe(3);
    expect(captured.lines.filter((line) => line.msg === 'unreadable dead letter skipped')).toHaveLength(2);
    expect(captured.lines.some((line) => line.msg === 'unreadable replay record skipped')).toBe(true);
  });
});
