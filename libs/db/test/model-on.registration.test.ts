// modelOn registers a model on its connection once: building repositories twice on one connection
// (tests, a restarted worker) reuses it, and two connections (two services in one process) each
// get their own, writing to their own database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Schema } from 'mongoose';
import { type Database, modelOn } from '../src/index.ts';
import { connectTestDb, dropAndClose, testDbName } from './support/store.ts';

interface Note {
  _id: string;
  text: string;
}

const noteSchema = new Schema<Note>(
  { _id: { type: String, required: true }, text: { type: String, required: true } },
  { versionKey: false },
);

describe('modelOn', () => {
  let first: Database | undefined;
  let second: Database | undefined;

  beforeAll(async () => {
    first = await connectTestDb(testDbName('model_on_a'));
    second = await connectTestDb(testDbName('model_on_b'));
  });

  afterAll(async () => {
    await dropAndClose(first);
    await dropAndClose(second);
  });

  it('reuses the model on one connection and keeps connections apart', async () => {
    if (!first || !second) throw new Error('store not connected');
    const notes = modelOn(first.connection, 'Note', noteSchema);
    expect(modelOn(first.connection, 'Note', noteSchema)).toBe(notes);

    const otherNotes = modelOn(second.connection, 'Note', noteSchema);
    expect(otherNotes).not.toBe(notes);
    await notes.create({ _id: 'n1', text: 'first database' });
    expect(await otherNotes.countDocuments({})).toBe(0);
    expect(await notes.findById('n1').lean()).toEqual({ _id: 'n1', text: 'first database' });
  });
});
