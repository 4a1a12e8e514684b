// openServiceRuntime on the real store and Kafka (npm run infra:up): the context gets a connected
// database and a started bus, /ready passes, and close() — or a failing context — releases both.
import { connectDb, type Database, mongoUriFromEnv } from '@scoreline/db';
import { type EventBus, kafkaBrokersFromEnv } from '@scoreline/events';
import { requireInfrastructure, setUpOnce, silentLogger, testNames } from '@scoreline/test-support';
import { Schema } from 'mongoose';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openServiceRuntime } from '../src/index.ts';

const names = testNames('host');
const options = {
  name: 'host',
  component: 'test',
  logLevel: 'silent' as const,
  dbName: names.dbName,
  mongoUri: mongoUriFromEnv(),
  kafkaBrokers: kafkaBrokersFromEnv(),
  eventsNamespace: names.namespace,
};
let lastBus: EventBus | undefined;

setUpOnce(() => requireInfrastructure('host'));

afterAll(async () => {
  const db = await connectDb({ dbName: names.dbName, uri: options.mongoUri, logger: silentLogger, attempts: 1 });
  await db.connection.dropDatabase();
  await db.close();
  if (!lastBus) return;
  const admin = lastBus.kafka.admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(names.namespace));
  if (topics.length > 0) await admin.deleteTopics({ topics });
  await admin.disconnect();
});

describe('openServiceRuntime on the real infrastructure', () => {
  it('builds the context on a connected database and a started bus, and close() releases them', async () => {
    const runtime = await openServiceRuntime({ ...options, context: (parts) => parts });
    lastBus = runtime.bus;
    const stopBus = vi.spyOn(runtime.bus, 'stop');
    const signal = new AbortController().signal;
    await runtime.readiness.mongodb?.(signal);
    await runtime.readiness.kafka?.(signal);
    expect(runtime.context.db).toBe(runtime.db);
    await runtime.close();
    expect(stopBus).toHaveBeenCalledOnce();
    expect(runtime.db.connection.readyState).toBe(0);
  });

  it('builds the indexes of the models the context registers (the store enforces them)', async () => {
    const runtime = await openServiceRuntime({
      ...options,
      context: ({ db }) => {
        const schema = new Schema({ _id: String, token_hash: String });
        schema.index({ token_hash: 1 }, { unique: true });
        return { tokens: db.connection.model('IndexProbe', schema, 'index_probe') };
      },
    });
    lastBus = runtime.bus;
    try {
      const indexes = await runtime.db.connection.collection('index_probe').indexes();
      expect(indexes.map((index) => index.key)).toContainEqual({ token_hash: 1 });
      await runtime.context.tokens.create({ _id: 'a', token_hash: 'same' });
      await expect(runtime.context.tokens.create({ _id: 'b', token_hash: 'same' })).rejects.toThrow(/duplicate key|E11000/);
    } finally {
      await runtime.close();
    }
  });

  it('a context that fails leaves the database closed and the bus stopped', async () => {
    let opened: { db: Database; bus: EventBus } | undefined;
    let stopBus: (() => unknown) | undefined;
    await expect(
      openServiceRuntime({
        ...options,
        context: (parts) => {
          opened = parts;
          stopBus = vi.spyOn(parts.bus, 'stop');
          throw new Error('bad context');
        },
      }),
    ).rejects.toThrow('bad context');
    lastBus = opened?.bus;
    expect(opened?.db.connection.readyState).toBe(0);
    expect(stopBus).toHaveBeenCalledOnce();
  });
});
