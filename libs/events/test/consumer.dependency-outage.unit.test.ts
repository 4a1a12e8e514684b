// A handler that fails because a dependency is down (the store, the broker) is not failing for the
// event's sake: it waits for the dependency with backoff, spending none of its attempts, and handles
// the event once the dependency answers, instead of dead-lettering it after five attempts in two or
// three seconds (a refresh accepted just before a PostgreSQL crash never ran, and the read models'
// events piled up in the dead-letter topics). Only past a long deadline, after an alarm, does such an
// event go to the dead-letter topic. A failure of the event itself still spends its attempts. The
// heartbeat a handler calls never throws. The kafkajs consumer is a stand-in; time is faked.
import { createEventEnvelope, deadLetterRecordSchema } from '@scoreline/contracts';
import type { EachBatchPayload, Message } from 'kafkajs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSubscription } from '../src/consumer.ts';
import { capturingLogger } from './support/kafka.ts';
import { context, standInConsumer } from './support/stand-in-consumer.ts';

class StoreDown extends Error {
  override readonly name = 'MongoNetworkError';
}

afterEach(() => {
  vi.useRealTimers();
});

function oneMessageBatch(heartbeat: () => Promise<void> = async () => undefined): EachBatchPayload {
  const value = Buffer.from(
    JSON.stringify(createEventEnvelope('fixtures.refresh.requested', { season: '2022-23', source: 'openfootball' }, { correlationId: 'req-refresh' })),
  );
  return {
    batch: { topic: 'test.fixtures.refresh.requested', partition: 0, messages: [{ offset: '7', key: null, value, headers: {}, timestamp: '0', attributes: 0 }] },
    isRunning: () => true,
    isStale: () => false,
    resolveOffset: () => undefined,
    commitOffsetsIfNecessary: async () => undefined,
    heartbeat,
  } as unknown as EachBatchPayload;
}

async function subscribed(handler: (attempt: number) => Promise<void>, dependencyWait?: { alarmAfterMs: number; deadlineMs: number }) {
  const standIn = standInConsumer();
  const { logger, lines } = capturingLogger('debug');
  const deadLetters: Message[] = [];
  const attempts: number[] = [];
  const subscription = await startSubscription(
    context(standIn.consumer, {
      logger,
      producer: { send: async (record: { messages: Message[] }) => void deadLetters.push(...record.messages) } as never,
      isDependencyOutage: (error) => error instanceof StoreDown,
    }),
    {
      groupId: 'catalog.ingestion',
      topics: ['fixtures.refresh.requested'],
      retry: { attempts: 3, initialDelayMs: 100, maxDelayMs: 200 },
      ...(dependencyWait ? { dependencyWait } : {}),
      handler: async (event) => {
        attempts.push(event.attempt);
        await handler(event.attempt);
      },
    },
  );
  const levels = (level: number) => lines.filter((line) => line.level === level);
  return { standIn, subscription, deadLetters, attempts, warnings: () => levels(40), errors: () => levels(50) };
}

describe('a handler whose dependency is down', () => {
  it('waits for it without spending attempts and handles the event once it answers, with one warning and no dead letter', async () => {
    let outage = true;
    let calls = 0;
    const run = await subscribed(async () => {
      calls += 1;
      if (outage) throw new StoreDown('connect ECONNREFUSED 127.0.0.1:27017');
    });
    vi.useFakeTimers();
    const handled = run.standIn.batch()!(oneMessageBatch());
    // Far longer than the five attempts of a handler failure took (2-3 s): still waiting.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBeGreaterThan(5);
    expect(run.deadLetters).toEqual([]);
    outage = false;
    await vi.advanceTimersByTimeAsync(6_000);
    await handled;
    expect(run.attempts.every((attempt) => attempt === 1)).toBe(true);
    expect(run.deadLetters).toEqual([]);
    expect(run.warnings().map((line) => line.msg)).toEqual(['event handler waiting for a dependency: connect ECONNREFUSED 127.0.0.1:27017']);
    expect(run.errors()).toEqual([]);
    await run.subscription.stop();
  });

  it('raises one alarm once the wait lasts, and dead-letters the event only past the deadline', async () => {
    const run = await subscribed(
      async () => {
        throw new StoreDown('connect ECONNREFUSED 127.0.0.1:27017');
      },
      { alarmAfterMs: 20_000, deadlineMs: 60_000 },
    );
    vi.useFakeTimers();
    const handled = run.standIn.batch()!(oneMessageBatch());
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run.deadLetters).toEqual([]);
    expect(run.errors().map((line) => line.msg)).toEqual([expect.stringMatching(/^event handler still waiting for a dependency after 2\d s/)]);
    await vi.advanceTimersByTimeAsync(40_000);
    await handled;
    expect(run.deadLetters).toHaveLength(1);
    const letter = deadLetterRecordSchema.parse(JSON.parse(String(run.deadLetters[0]?.value)));
    expect(letter).toMatchObject({ reason: 'handler_failed', attempts: 1, correlation_id: 'req-refresh' });
    expect(letter.error).toMatch(/^a dependency stayed unreachable for \d+ s: connect ECONNREFUSED/);
    // The alarm, then the dead letter's own line.
    expect(run.errors()).toHaveLength(2);
    await run.subscription.stop();
  });

  it('still spends attempts on a failure of the event itself and dead-letters it after the last', async () => {
    const run = await subscribed(async () => {
      throw new Error('season 2022-23 has no provider');
    });
    vi.useFakeTimers();
    const handled = run.standIn.batch()!(oneMessageBatch());
    await vi.advanceTimersByTimeAsync(5_000);
    await handled;
    expect(run.attempts).toEqual([1, 2, 3]);
    expect(run.deadLetters).toHaveLength(1);
    expect(deadLetterRecordSchema.parse(JSON.parse(String(run.deadLetters[0]?.value)))).toMatchObject({ error: 'season 2022-23 has no provider', attempts: 3 });
    await run.subscription.stop();
  });
});

describe("a handler's heartbeat", () => {
  it('never throws: a heartbeat the broker refuses leaves the work going on', async () => {
    const standIn = standInConsumer();
    const steps: string[] = [];
    const subscription = await startSubscription(context(standIn.consumer), {
      groupId: 'prediction.recalculation',
      topics: ['fixtures.refresh.requested'],
      handler: async (event) => {
        steps.push('written');
        await event.heartbeat();
        steps.push('recorded');
      },
    });
    // The broker refuses the heartbeat the handler sends (and is back for the commit's).
    let refused = false;
    await standIn.batch()!(
      oneMessageBatch(async () => {
        if (refused) return;
        refused = true;
        throw Object.assign(new Error('Connection error: connect ECONNREFUSED'), { name: 'KafkaJSConnectionError' });
      }),
    );
    expect(refused).toBe(true);
    expect(steps).toEqual(['written', 'recorded']);
    await subscription.stop();
  });
});
