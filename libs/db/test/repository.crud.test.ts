// The operations repositories do, through mongoose on the real store: create, a unique-index
// violation recognised as a conflict, update returning the new document, query, index sync.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Model, Schema } from 'mongoose';
import { type Database, isDuplicateKeyError } from '../src/index.ts';
import { connectTestDb, dropAndClose, testDbName } from './support/store.ts';

interface Post {
  _id: string;
  title: string;
  category: string;
  read_time: number;
  external_ref: string;
}

const postSchema = new Schema<Post>(
  {
    _id: { type: String, required: true },
    title: { type: String, required: true },
    category: { type: String, required: true },
    read_time: { type: Number, required: true },
    external_ref: { type: String, required: true, unique: true },
  },
  { versionKey: false },
);

describe('repository operations on the store', () => {
  let db: Database | undefined;
  let Posts: Model<Post>;

  beforeAll(async () => {
    db = await connectTestDb(testDbName('crud'));
    Posts = db.connection.model<Post>('Post', postSchema);
    await db.syncIndexes();
  });

  afterAll(async () => {
    await dropAndClose(db);
  });

  it('builds the schema indexes on sync', async () => {
    const indexes = await Posts.listIndexes();
    expect(indexes.map((index) => index.key)).toEqual(expect.arrayContaining([{ external_ref: 1 }]));
    expect(indexes.find((index) => index.key.external_ref === 1)?.unique).toBe(true);
  });

  it('creates documents keyed by a natural string id and reads them back', async () => {
    await Posts.create({
      _id: 'poisson-basics',
      title: 'Poisson',
      category: 'Methodology',
      read_time: 4,
      external_ref: 'a',
    });
    await Posts.create({
      _id: 'home-advantage',
      title: 'Home',
      category: 'Analysis',
      read_time: 6,
      external_ref: 'b',
    });
    expect(await Posts.findById('poisson-basics').lean()).toEqual({
      _id: 'poisson-basics',
      title: 'Poisson',
      category: 'Methodology',
      read_time: 4,
      external_ref: 'a',
    });
  });

  it('recognises a duplicate _id and a unique-index violation as conflicts, and nothing else', async () => {
    const duplicateId = await Posts.create({
      _id: 'poisson-basics',
      title: 'Again',
      category: 'Methodology',
      read_time: 1,
      external_ref: 'c',
    }).catch((error: unknown) => error);
    expect(isDuplicateKeyError(duplicateId)).toBe(true);

    const duplicateUnique = await Posts.create({
      _id: 'another',
      title: 'Other',
      category: 'Analysis',
      read_time: 1,
      external_ref: 'a',
    }).catch((error: unknown) => error);
    expect(isDuplicateKeyError(duplicateUnique)).toBe(true);
    expect(await Posts.findById('another').lean()).toBeNull();

    const invalid = await Posts.create({ _id: 'invalid', title: 'No category' }).catch(
      (error: unknown) => error,
    );
    expect(invalid).toBeInstanceOf(Error);
    expect(isDuplicateKeyError(invalid)).toBe(false);
  });

  it('updates and returns the document after the update', async () => {
    const updated = await Posts.findOneAndUpdate(
      { _id: 'home-advantage' },
      { $set: { read_time: 7 } },
      { returnDocument: 'after' },
    ).lean();
    expect(updated?.read_time).toBe(7);
    const upserted = await Posts.findOneAndUpdate(
      { _id: 'draws' },
      { $set: { title: 'Draws', category: 'Analysis', read_time: 3, external_ref: 'd' } },
      { returnDocument: 'after', upsert: true },
    ).lean();
    expect(upserted).toMatchObject({ _id: 'draws', title: 'Draws' });
  });

  it('queries with filter, sort and limit', async () => {
    const analysis = await Posts.find({ category: 'Analysis' }).sort({ read_time: -1 }).limit(5).lean();
    expect(analysis.map((post) => [post._id, post.read_time])).toEqual([
      ['home-advantage', 7],
      ['draws', 3],
    ]);
    expect(await Posts.countDocuments()).toBe(3);
  });

  it('answers a readiness ping', async () => {
    expect(await db?.health()).toEqual({ state: 'up' });
  });
});
