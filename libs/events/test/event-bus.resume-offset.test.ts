// A consumer stopped mid-stream and started again in the same group resumes from its committed
// offsets: every event is handled, and none that was committed is handled a second time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventData } from '@scoreline/contracts';
import type { EventBus, EventSubscription, SubscribeOptions } from '../src/index.ts';
import { startTestBus, stopAndCleanUp, waitFor } from './support/kafka.ts';

const SEASONS = ['2022-23', '2023-24', '2024-25', '2025-26'] as const;
const TOTAL = 60;

const update = (i: number): EventData<'predictions.updated'> => ({
  season: SEASONS[i % SEASONS.length] ?? '2025-26',
  predictions: [{ fixture_id: String(i + 1), predicted_outcome: 'draw', has_prediction: true }],
});

describe('event bus resume from committed offset', () => {
  let bus: EventBus | undefined;
  const running: EventSubscription[] = [];

  beforeAll(async () => {
    bus = await startTestBus(['predictions.updated']);
  });

  afterAll(async () => {
    await Promise.all(running.map((s) => s.stop()));
    await stopAndCleanUp(bus);
  });

  it('hands over to a restarted consumer without losing or repeating events', async () => {
    if (!bus) throw new Error('bus not started');
    // Four seasons as keys spread the events over the topic's partitions.
    const sent = await bus.publishMany(
      'predictions.updated',
      Array.from({ length: TOTAL }, (_, i) => ({ data: update(i), correlationId: `req-resume-${i}` })),
    );

    const first: string[] = [];
    const second: string[] = [];
    const options = (into: string[]): SubscribeOptions<'predictions.updated'> => ({
      groupId: 'catalog.prediction-outcomes',
      topics: ['predictions.updated'],
      handler: async (event) => {
        // Slow enough that the stop below lands mid-stream.
        await new Promise((resolve) => setTimeout(resolve, 25));
        into.push(event.envelope.id);
      },
    });

    const consumerA = await bus.subscribe(options(first));
    running.push(consumerA);
    await waitFor(() => first.length >= 15, 'the first consumer to handle 15 events');
    await consumerA.stop();
    const handledBeforeStop = first.length;
    expect(handledBeforeStop).toBeLessThan(TOTAL);

    running.push(await bus.subscribe(options(second)));
    await waitFor(() => first.length + second.length >= TOTAL, 'all events handled across the restart');
    // A moment more, so a duplicate delivery would have time to show up.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(first.length).toBe(handledBeforeStop);
    const all = [...first, ...second];
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(sent.map((e) => e.id).sort());
    expect(second.length).toBe(TOTAL - handledBeforeStop);
  });
});
