// openServiceRuntime's order of opening and closing, with the database and the bus replaced by
// recorders (runtime.infra.test.ts runs it on the real store and Kafka).
import { connectDb } from '@scoreline/db';
import { createEventBus } from '@scoreline/events';
import { createLogger } from '@scoreline/service-kit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openServiceRuntime } from '../src/index.ts';

vi.mock('@scoreline/db', () => ({ connectDb: vi.fn() }));
vi.mock('@scoreline/events', () => ({ createEventBus: vi.fn() }));

let steps: string[];
let failAt: string | undefined;

function step(name: string) {
  return async () => {
    if (failAt === name) throw new Error(`${name} failed`);
    steps.push(name);
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  steps = [];
  failAt = undefined;
  vi.mocked(connectDb).mockImplementation(async (options) => {
    await step(`connect ${options.dbName}`)();
    return {
      syncIndexes: step('sync indexes'),
      close: step('close database'),
      health: async () => ({ state: 'up' as const }),
    } as never;
  });
  vi.mocked(createEventBus).mockImplementation((options) => {
    steps.push(`create bus ${options.clientId} ${options.namespace ?? ''}`.trim());
    return {
      start: step('start bus'),
      stop: step('stop bus'),
      health: async () => ({ state: 'down' as const, detail: 'no broker' }),
    } as never;
  });
});

const logger = createLogger({ name: 'host', level: 'silent' });
const options = {
  name: 'catalog',
  component: 'api',
  logLevel: 'silent' as const,
  dbName: 'catalog',
  mongoUri: 'mongodb://127.0.0.1:27017',
  kafkaBrokers: ['127.0.0.1:9092'],
};

describe('openServiceRuntime', () => {
  it('opens database, indexes, bus, then the context; close() stops the bus before the database', async () => {
    const runtime = await openServiceRuntime({
      ...options,
      eventsNamespace: 'test-x.',
      context: ({ db, bus }) => {
        steps.push('context');
        return { db, bus };
      },
    });
    expect(steps).toEqual(['connect catalog', 'create bus catalog-api test-x.', 'start bus', 'context', 'sync indexes']);
    expect(runtime.context.bus).toBe(runtime.bus);
    expect(runtime.resources).toBe('event bus and database');
    steps = [];
    await runtime.close();
    await runtime.close();
    expect(steps).toEqual(['stop bus', 'close database']);
  });

  it('names the log component <service>.<component> on the host logger when one is given', async () => {
    const child = vi.spyOn(logger, 'child');
    const runtime = await openServiceRuntime({ ...options, component: 'embedded', logger, context: () => null });
    expect(child).toHaveBeenCalledWith({ component: 'catalog.embedded' });
    expect(runtime.logger).toBe(child.mock.results[0]?.value);
  });

  it('offers readiness checks on both dependencies', async () => {
    const runtime = await openServiceRuntime({ ...options, context: () => null });
    expect(Object.keys(runtime.readiness)).toEqual(['mongodb', 'kafka']);
    await expect(runtime.readiness.mongodb?.(new AbortController().signal)).resolves.toBeUndefined();
    await expect(runtime.readiness.kafka?.(new AbortController().signal)).rejects.toThrow('no broker');
  });

  it('closes the database when the bus cannot start, and rethrows', async () => {
    failAt = 'start bus';
    await expect(openServiceRuntime({ ...options, context: () => null })).rejects.toThrow('start bus failed');
    expect(steps).toEqual(['connect catalog', 'create bus catalog-api', 'close database']);
  });

  it('stops the bus and closes the database when the context cannot be built', async () => {
    await expect(
      openServiceRuntime({
        ...options,
        context: async () => {
          throw new Error('bad context');
        },
      }),
    ).rejects.toThrow('bad context');
    expect(steps.slice(-2)).toEqual(['stop bus', 'close database']);
  });

  it('without brokers opens no bus, and checks only the database', async () => {
    const runtime = await openServiceRuntime({
      name: 'blog',
      component: 'api',
      logLevel: 'silent',
      dbName: 'blog',
      mongoUri: 'mongodb://127.0.0.1:27017',
      context: ({ db }) => ({ db }),
    });
    expect(createEventBus).not.toHaveBeenCalled();
    expect('bus' in runtime).toBe(false);
    expect(Object.keys(runtime.readiness)).toEqual(['mongodb']);
    expect(runtime.resources).toBe('database');
    steps = [];
    await runtime.close();
    expect(steps).toEqual(['close database']);
  });
});
