// A caller may name its event (PublishInput.id) to speak of it after a send it could not confirm:
// the envelope and the event-id header carry that id, and an id that is not a UUID is refused
// before anything is sent, like any invalid envelope.
import { randomUUID } from 'node:crypto';
import type { EventData } from '@scoreline/contracts';
import type { Producer, ProducerRecord } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { EventValidationError } from '../src/errors.ts';
import { HEADER_EVENT_ID } from '../src/headers.ts';
import { publishEvents } from '../src/publisher.ts';

function recordingProducer(): { producer: Producer; sends: ProducerRecord[] } {
  const sends: ProducerRecord[] = [];
  const producer = { send: async (record: ProducerRecord) => void sends.push(record) } as unknown as Producer;
  return { producer, sends };
}

const requested: EventData<'predictions.recalculation.requested'> = { seasons: ['2025-26'], reason: 'admin_request' };

describe('publishing an event its caller named', () => {
  it('sends the named id in the envelope and the event-id header; unnamed events get their own', async () => {
    const { producer, sends } = recordingProducer();
    const id = randomUUID();
    const [named, unnamed] = await publishEvents(producer, ['127.0.0.1:9092'], 'ns.requested', 'predictions.recalculation.requested', [{ data: requested, id }, { data: requested }]);
    expect(named?.id).toBe(id);
    expect(unnamed?.id).not.toBe(id);
    const message = sends[0]!.messages[0]!;
    expect((JSON.parse(String(message.value)) as { id: string }).id).toBe(id);
    expect(String(message.headers?.[HEADER_EVENT_ID])).toBe(id);
  });

  it('refuses an id that is not a UUID and sends nothing', async () => {
    const { producer, sends } = recordingProducer();
    await expect(
      publishEvents(producer, ['127.0.0.1:9092'], 'ns.requested', 'predictions.recalculation.requested', [{ data: requested, id: 'not-a-uuid' }]),
    ).rejects.toBeInstanceOf(EventValidationError);
    expect(sends).toEqual([]);
  });
});
