// putWhole: ten writers putting one new document at the same moment all succeed (a plain upsert
// refused all but one with E11000), and the document is one of theirs, whole.
import { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, modelOn, putWhole } from '../src/index.ts';
import { connectTestDb, dropAndClose, testDbName } from './support/store.ts';

interface Note {
  _id: string;
  writer: number;
  text: string;
}

const noteSchema = new Schema<Note>(
  { _id: { type: String, required: true }, writer: { type: Number, required: true }, text: { type: String, required: true } },
  { versionKey: false },
);

describe('putWhole', () => {
  let db: Database | undefined;

  beforeAll(async () => {
    db = await connectTestDb(testDbName('put_whole'));
  });

  afterAll(async () => {
    await dropAndClose(db);
  });

  it('lets ten writers put one new document at once, leaving one of their copies whole', async () => {
    const Notes = modelOn(db!.connection, 'PutWholeNote', noteSchema);
    const writers = Array.from({ length: 10 }, (_, writer) => writer);
    for (const round of [1, 2, 3]) {
      const id = `note-${round}`;
      await Promise.all(writers.map((writer) => putWhole(Notes, { _id: id, writer, text: `from ${writer}` })));
      const stored = await Notes.find({ _id: id }).lean<Note[]>();
      expect(stored).toHaveLength(1);
      expect(writers).toContain(stored[0]!.writer);
      expect(stored[0]!.text).toBe(`from ${stored[0]!.writer}`);
    }
  });

  it('replaces an existing document whole', async () => {
    const Notes = modelOn(db!.connection, 'PutWholeNote', noteSchema);
    await putWhole(Notes, { _id: 'kept', writer: 1, text: 'first' });
    await putWhole(Notes, { _id: 'kept', writer: 2, text: 'second' });
    expect(await Notes.findById('kept').lean<Note>()).toEqual({ _id: 'kept', writer: 2, text: 'second' });
  });
});
