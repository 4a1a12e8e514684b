// storedCollections on the real store: what the services' bad-input tests compare before and after
// a refused request, so it must see every collection but those left out, documents in _id order.
import { mongoUriFromEnv } from '@scoreline/db';
import { kafkaBrokersFromEnv } from '@scoreline/events';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestInfra, requireInfrastructure, setUpOnce, silentLogger, storedCollections, testNames, type TestInfra } from '../src/index.ts';

let infra: TestInfra | undefined;

setUpOnce(async () => {
  await requireInfrastructure('support');
  const names = testNames('support');
  infra = await openTestInfra({
    dbName: names.dbName,
    mongoUri: mongoUriFromEnv(),
    kafkaBrokers: kafkaBrokersFromEnv(),
    clientId: `support-test-${names.id}`,
    namespace: names.namespace,
    topics: [],
    logger: silentLogger,
  });
});

afterAll(async () => {
  await infra?.close();
});

describe('storedCollections', () => {
  it('reads every collection but those left out, each in _id order', async () => {
    const { connection } = infra!.db;
    await connection.collection('weights').insertMany([{ _id: 'b', value: 2 }, { _id: 'a', value: 1 }] as never[]);
    await connection.collection('audit').insertOne({ _id: 'x' } as never);
    await connection.collection('budget').insertOne({ _id: 'attempts' } as never);

    const stored = await storedCollections(infra!.db, ['budget']);
    expect(Object.keys(stored)).toEqual(['audit', 'weights']);
    expect(stored['weights']).toEqual([
      { _id: 'a', value: 1 },
      { _id: 'b', value: 2 },
    ]);

    await connection.collection('audit').insertOne({ _id: 'y' } as never);
    expect(await storedCollections(infra!.db, ['budget'])).not.toEqual(stored);
  });
});
