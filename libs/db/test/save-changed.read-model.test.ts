// The read models' save (findAmong, changedAmong, writeChanged): a batch read back by its seasons
// finds only its own documents, an unchanged batch writes nothing, a changed document is replaced
// whole, and two writers saving the same new batch at once both succeed with one copy of each.
import { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedAmong, type Database, findAmong, modelOn, writeChanged } from '../src/index.ts';
import { connectTestDb, dropAndClose, testDbName } from './support/store.ts';

interface Row {
  _id: string;
  season: string;
  score: number | null;
}

const rowSchema = new Schema<Row>(
  { _id: { type: String, required: true }, season: { type: String, required: true }, score: { type: Number, default: null } },
  { versionKey: false },
);

const same = (stored: Row, wanted: Row) => stored.season === wanted.season && stored.score === wanted.score;

describe('saving a read model batch', () => {
  let db: Database | undefined;

  beforeAll(async () => {
    db = await connectTestDb(testDbName('save_changed'));
  });

  afterAll(async () => {
    await dropAndClose(db);
  });

  async function save(Rows: ReturnType<typeof rowsModel>, batch: Row[]) {
    const stored = await findAmong(Rows, batch.map((row) => row._id), 'season', batch.map((row) => row.season));
    const changed = changedAmong(batch, stored, (row) => row._id, same);
    await writeChanged(Rows, changed);
    return changed;
  }

  const rowsModel = () => modelOn(db!.connection, 'SaveChangedRow', rowSchema);

  it('inserts a new batch, writes nothing for it again, and replaces only what changed', async () => {
    const Rows = rowsModel();
    const batch = Array.from({ length: 40 }, (_, i) => ({ _id: `a-${i}`, season: '2024-25', score: null }));
    const first = await save(Rows, batch);
    expect([first.fresh.length, first.updated.length]).toEqual([40, 0]);

    const again = await save(Rows, batch);
    expect([again.fresh.length, again.updated.length]).toEqual([0, 0]);

    const scored = batch.map((row, i) => (i < 3 ? { ...row, score: i } : row));
    const third = await save(Rows, scored);
    expect(third.updated.map((row) => row._id)).toEqual(['a-0', 'a-1', 'a-2']);
    expect(await Rows.findById('a-2').lean<Row>()).toEqual({ _id: 'a-2', season: '2024-25', score: 2 });
    expect(await Rows.countDocuments({ season: '2024-25' })).toBe(40);
  });

  it('finds only the asked documents of the seasons the batch spans', async () => {
    const Rows = rowsModel();
    await save(Rows, [
      { _id: 'b-1', season: '2023-24', score: 1 },
      { _id: 'b-2', season: '2023-24', score: 2 },
      { _id: 'b-3', season: '2022-23', score: 3 },
    ]);
    const found = await findAmong(Rows, ['b-1', 'b-3', 'b-missing'], 'season', ['2023-24']);
    expect([...found.keys()]).toEqual(['b-1']);
  });

  it('lets two writers save the same new batch at once, one copy of each document', async () => {
    const Rows = rowsModel();
    for (const round of [1, 2, 3]) {
      const batch = Array.from({ length: 30 }, (_, i) => ({ _id: `c${round}-${i}`, season: `20${10 + round}-${11 + round}`, score: round }));
      await Promise.all([save(Rows, batch), save(Rows, batch)]);
      const stored = await Rows.find({ season: batch[0]!.season }).lean<Row[]>();
      expect(stored).toHaveLength(30);
      expect(stored.every((row) => row.score === round)).toBe(true);
    }
  });
});
