// An event published by one bus reaches a consumer group with its envelope, key, headers and
// correlation id intact, the handler runs inside that correlation id (its logs carry it, and
// what it publishes inherits it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventData } from '@scoreline/contracts';
import {
  type ConsumedEvent,
  currentCorrelationId,
  type EventBus,
  type EventSubscription,
} from '../src/index.ts';
import { capturingLogger, startTestBus, stopAndCleanUp, waitFor } from './support/kafka.ts';

const refreshed: EventData<'fixtures.refreshed'> = {
  season: '2025-26',
  source: 'openfootball',
  total: 380,
  processed: 380,
  updated: 20,
  skipped: 360,
};

describe('event bus round trip', () => {
  const { logger, lines } = capturingLogger('info');
  let bus: EventBus | undefined;
  const subscriptions: EventSubscription[] = [];

  beforeAll(async () => {
    bus = await startTestBus(['fixtures.refreshed', 'predictions.recalculation.requested'], logger);
  });

  afterAll(async () => {
    await Promise.all(subscriptions.map((s) => s.stop()));
    await stopAndCleanUp(bus);
  });

  it('delivers the event with its correlation id, key and headers, and runs the handler inside it', async () => {
    if (!bus) throw new Error('bus not started');
    const received: Array<ConsumedEvent<'fixtures.refreshed'>> = [];
    const inside: Array<string | undefined> = [];
    const chained: Array<ConsumedEvent<'predictions.recalculation.requested'>> = [];

    subscriptions.push(
      await bus.subscribe({
        groupId: 'prediction.refresh-listener',
        topics: ['fixtures.refreshed'],
        handler: async (event) => {
          received.push(event);
          inside.push(currentCorrelationId());
          event.logger.info('fixtures refreshed, asking for a recalculation');
          // No correlationId given: it must inherit the one of the event being handled.
          await bus?.publish('predictions.recalculation.requested', {
            data: { seasons: [event.data.season], reason: 'fixtures_refreshed' },
          });
        },
      }),
      await bus.subscribe({
        groupId: 'prediction.recalculation',
        topics: ['predictions.recalculation.requested'],
        handler: async (event) => {
          chained.push(event);
        },
      }),
    );

    const sent = await bus.publish('fixtures.refreshed', {
      data: refreshed,
      correlationId: 'req-round-trip-1',
    });
    await waitFor(() => chained.length === 1, 'the chained recalculation request');

    expect(received).toHaveLength(1);
    const [event] = received;
    expect(event?.topic).toBe('fixtures.refreshed');
    expect(event?.envelope).toEqual(sent);
    expect(event?.data).toEqual(refreshed);
    expect(event?.correlationId).toBe('req-round-trip-1');
    expect(event?.key).toBe('2025-26');
    expect(event?.attempt).toBe(1);
    expect(event?.headers).toMatchObject({
      'correlation-id': 'req-round-trip-1',
      'event-id': sent.id,
      'event-type': 'fixtures.refreshed',
      'event-version': '1',
    });
    expect(inside).toEqual(['req-round-trip-1']);

    expect(chained[0]?.correlationId).toBe('req-round-trip-1');
    expect(chained[0]?.data).toEqual({ seasons: ['2025-26'], reason: 'fixtures_refreshed' });
    expect(chained[0]?.key).toBe('2025-26');

    const handlerLine = lines.find((line) => line.msg === 'fixtures refreshed, asking for a recalculation');
    expect(handlerLine).toMatchObject({ correlation_id: 'req-round-trip-1', event_id: sent.id });
  });

  it('keeps events of one key in publish order', async () => {
    if (!bus) throw new Error('bus not started');
    const seen: number[] = [];
    subscriptions.push(
      await bus.subscribe({
        groupId: 'order-check',
        topics: ['fixtures.refreshed'],
        handler: async (event) => {
          if (event.correlationId.startsWith('order-')) seen.push(event.data.updated);
        },
      }),
    );
    await bus.publishMany(
      'fixtures.refreshed',
      Array.from({ length: 30 }, (_, i) => ({
        data: { ...refreshed, updated: i, skipped: 0 },
        correlationId: `order-${i}`,
      })),
    );
    await waitFor(() => seen.length === 30, '30 ordered events');
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('lets one group handle several topics, narrowing data by topic', async () => {
    if (!bus) throw new Error('bus not started');
    const seen: string[] = [];
    subscriptions.push(
      await bus.subscribe({
        groupId: 'multi-topic',
        topics: ['fixtures.refreshed', 'predictions.recalculation.requested'],
        handler: async (event) => {
          if (!event.correlationId.startsWith('multi-')) return;
          switch (event.topic) {
            case 'fixtures.refreshed':
              seen.push(`refreshed ${event.data.season} ${event.data.updated}`);
              break;
            case 'predictions.recalculation.requested':
              seen.push(`recalculate ${event.data.seasons.join(',')} ${event.data.reason}`);
              break;
          }
        },
      }),
    );
    await bus.publish('fixtures.refreshed', { data: { ...refreshed, updated: 7 }, correlationId: 'multi-1' });
    await bus.publish('predictions.recalculation.requested', {
      data: { seasons: ['2024-25'], reason: 'admin_request' },
      correlationId: 'multi-2',
    });
    // The first test's listener is still subscribed: it answers the refresh with a recalculation
    // request of its own, under the same correlation id, which this group sees as well.
    await waitFor(() => seen.length >= 3, 'both topics handled');
    expect([...seen].sort()).toEqual([
      'recalculate 2024-25 admin_request',
      'recalculate 2025-26 fixtures_refreshed',
      'refreshed 2025-26 7',
    ]);
  });

  it('refuses to publish data that does not fit the topic, naming the field', async () => {
    if (!bus) throw new Error('bus not started');
    await expect(
      bus.publish('fixtures.refreshed', { data: { ...refreshed, season: '2025' }, correlationId: 'req-bad' }),
    ).rejects.toThrow(/invalid fixtures\.refreshed event: data\.season: season must look like 2025-26/);
  });

  it('reports the broker as up for readiness checks', async () => {
    expect(await bus?.health()).toEqual({ state: 'up' });
  });
});
