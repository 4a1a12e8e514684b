// With no store at the configured address, connecting fails within seconds with a message that
// names the address, MONGODB_URI and how to start the local store. (An unused port stands in
// for a stopped store, so shared infrastructure keeps running.)
import { describe, expect, it } from 'vitest';
import {
  connectDb,
  DbUnavailableError,
  dbUnavailableMessage,
  mongoUriFromEnv,
  redactUri,
} from '../src/index.ts';
import { silentLogger } from './support/store.ts';

describe('connecting with the store down', () => {
  it('fails after its attempts with a clear message naming the address', async () => {
    const started = Date.now();
    const error = await connectDb({
      uri: 'mongodb://127.0.0.1:1',
      dbName: 'catalog',
      logger: silentLogger,
      attempts: 2,
      retryDelayMs: 50,
      serverSelectionTimeoutMS: 500,
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DbUnavailableError);
    expect((error as Error).message).toBe(
      'MongoDB-protocol store unreachable at mongodb://127.0.0.1:1 — start it with npm run infra:up (or point MONGODB_URI at a running server)',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('never puts credentials in the message', () => {
    expect(dbUnavailableMessage('mongodb://scoreline:s3cret@db.internal:27017/?authSource=admin')).toBe(
      'MongoDB-protocol store unreachable at mongodb://db.internal:27017/?authSource=admin — start it with npm run infra:up (or point MONGODB_URI at a running server)',
    );
    expect(redactUri('mongodb+srv://u:p@cluster.example/x')).toBe('mongodb+srv://cluster.example/x');
  });

  it('takes the server from MONGODB_URI, else the local store', () => {
    expect(mongoUriFromEnv({})).toBe('mongodb://127.0.0.1:27017');
    expect(mongoUriFromEnv({ MONGODB_URI: 'mongodb://db:27017' })).toBe('mongodb://db:27017');
  });

  it('rejects a database name the server would refuse', async () => {
    await expect(connectDb({ dbName: 'bad name', logger: silentLogger })).rejects.toThrow(
      'database name "bad name" must be 1-63 letters, digits, _ or -',
    );
  });
});
