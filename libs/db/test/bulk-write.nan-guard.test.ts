// FerretDB v1 drops the client's connection when a document holds NaN, so the batched helper
// refuses a list of operations with NaN anywhere in it before sending its first batch, naming the
// operation and the field; the connection stays usable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBulkWriteOperation, type Model, Schema } from 'mongoose';
import { bulkWriteInBatches, type Database, NaNInWriteError } from '../src/index.ts';
import { connectTestDb, dropAndClose, testDbName } from './support/store.ts';

interface Stat {
  _id: string;
  // Mixed, as a loosely typed field would be: mongoose's Number cast would refuse NaN itself.
  value: unknown;
}

const statSchema = new Schema<Stat>({ _id: String, value: Schema.Types.Mixed }, { versionKey: false });

describe('bulk-write helper and NaN', () => {
  let db: Database | undefined;
  let Stats: Model<Stat>;

  beforeAll(async () => {
    db = await connectTestDb(testDbName('nan'));
    Stats = db.connection.model<Stat>('Stat', statSchema);
  });
  afterAll(async () => {
    await dropAndClose(db);
  });

  const upsert = (i: number, value: unknown): AnyBulkWriteOperation<Stat> => ({
    updateOne: { filter: { _id: `s${i}` }, update: { $set: { value } }, upsert: true },
  });

  it('refuses the whole list before its first batch is sent, naming the operation and field', async () => {
    // The NaN sits in the third batch: the first two must not have been written either.
    const operations = Array.from({ length: 60 }, (_, i) => upsert(i, i === 57 ? { home: 1.2, draw: Number.NaN } : i));
    const failure = await bulkWriteInBatches(Stats, operations).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NaNInWriteError);
    expect(failure).toMatchObject({ operationIndex: 57, path: 'updateOne.update.$set.value.draw' });
    expect((failure as Error).message).toMatch(/operation 57 holds NaN at updateOne\.update\.\$set\.value\.draw; nothing was written/);
    expect(await Stats.countDocuments()).toBe(0);
  });

  it('finds NaN in inserted documents, replacements and arrays too', async () => {
    const cases: Array<[AnyBulkWriteOperation<Stat>, string]> = [
      [{ insertOne: { document: { _id: 'a', value: Number.NaN } } }, 'insertOne.document.value'],
      [{ replaceOne: { filter: { _id: 'b' }, replacement: { value: [1, 2, Number.NaN] }, upsert: true } }, 'replaceOne.replacement.value[2]'],
    ];
    for (const [operation, path] of cases) {
      await expect(bulkWriteInBatches(Stats, [upsert(1, 1), operation])).rejects.toMatchObject({ operationIndex: 1, path });
    }
    expect(await Stats.countDocuments()).toBe(0);
  });

  it('writes finite numbers, null, dates and nested values as they are, on the same connection', async () => {
    const at = new Date('2026-01-02T03:04:05Z');
    const summary = await bulkWriteInBatches(Stats, [upsert(1, 0), upsert(2, null), upsert(3, { at, probs: [0.5, 0.25, 0.25] })]);
    expect(summary).toMatchObject({ upsertedCount: 3, batches: 1 });
    const stored = await Stats.find().sort({ _id: 1 }).lean();
    expect(stored).toEqual([
      { _id: 's1', value: 0 },
      { _id: 's2', value: null },
      { _id: 's3', value: { at, probs: [0.5, 0.25, 0.25] } },
    ]);
  });
});
