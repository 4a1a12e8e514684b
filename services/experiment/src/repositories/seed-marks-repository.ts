// Which libraries were seeded into this database. A mark is written once a library is in, so a
// deleted seeded item stays deleted after a restart; the items themselves are upserted by natural
// id, so two replicas seeding at once converge on the same documents.
import { isDuplicateKeyError, modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';

interface SeedMarkDocument {
  _id: string;
  seeded_at: Date;
}

const seedMarkSchema = new Schema<SeedMarkDocument>(
  { _id: { type: String, required: true }, seeded_at: { type: Date, required: true } },
  { collection: 'seed_marks', versionKey: false },
);

export interface SeedMarksRepository {
  isSeeded(library: string): Promise<boolean>;
  markSeeded(library: string, at: Date): Promise<void>;
}

export function createSeedMarksRepository(connection: Connection): SeedMarksRepository {
  const Marks = modelOn(connection, 'SeedMark', seedMarkSchema);
  return {
    async isSeeded(library) {
      return (await Marks.exists({ _id: library })) !== null;
    },
    async markSeeded(library, at) {
      try {
        await Marks.collection.updateOne({ _id: library as never }, { $setOnInsert: { seeded_at: at } }, { upsert: true });
      } catch (error) {
        // Two processes starting at once both upsert the mark; the one refused with E11000 finds it
        // written, which is all it wanted (a second matrix worker crashed on this at start).
        if (!isDuplicateKeyError(error)) throw error;
      }
    },
  };
}
