// publishMany builds its envelopes a slice at a time, letting the event loop through between
// slices, and still sends all or nothing: one invalid event anywhere in a long list means no send,
// and a valid list is one send with every message in order.
import type { EventData } from '@scoreline/contracts';
import type { Producer, ProducerRecord } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { EventValidationError } from '../src/errors.ts';
import { publishEvents } from '../src/publisher.ts';

function recordingProducer(): { producer: Producer; sends: ProducerRecord[] } {
  const sends: ProducerRecord[] = [];
  const producer = { send: async (record: ProducerRecord) => void sends.push(record) } as unknown as Producer;
  return { producer, sends };
}

const refreshed = (i: number): EventData<'fixtures.refreshed'> => ({ season: '2025-26', source: 'openfootball', total: 380, processed: i, updated: 0, skipped: 0 });

describe('publishing many events', () => {
  it('sends a long list in one send, every message in order', async () => {
    const { producer, sends } = recordingProducer();
    const envelopes = await publishEvents(producer, ['127.0.0.1:9092'], 'ns.fixtures.refreshed', 'fixtures.refreshed', Array.from({ length: 40 }, (_, i) => ({ data: refreshed(i) })));
    expect(sends).toHaveLength(1);
    expect(sends[0]!.messages.map((m) => (JSON.parse(String(m.value)) as { data: { processed: number } }).data.processed)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(envelopes.map((e) => e.data.processed)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('sends nothing when an event late in the list is invalid', async () => {
    const { producer, sends } = recordingProducer();
    const inputs = Array.from({ length: 40 }, (_, i) => ({ data: i === 33 ? ({ ...refreshed(i), total: 'many' } as unknown as EventData<'fixtures.refreshed'>) : refreshed(i) }));
    await expect(publishEvents(producer, ['127.0.0.1:9092'], 'ns.fixtures.refreshed', 'fixtures.refreshed', inputs)).rejects.toBeInstanceOf(EventValidationError);
    expect(sends).toEqual([]);
  });

  it('lets the event loop through while it builds a long list', async () => {
    // A callback queued before the call runs before the send: the building yielded in between.
    let otherWorkRan = false;
    setImmediate(() => (otherWorkRan = true));
    const ranBeforeSend: boolean[] = [];
    const producer = { send: async () => void ranBeforeSend.push(otherWorkRan) } as unknown as Producer;
    await publishEvents(producer, ['127.0.0.1:9092'], 'ns.fixtures.refreshed', 'fixtures.refreshed', Array.from({ length: 40 }, (_, i) => ({ data: refreshed(i) })));
    expect(ranBeforeSend).toEqual([true]);
  });
});
