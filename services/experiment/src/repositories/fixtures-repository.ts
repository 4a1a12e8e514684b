// The read model of fixtures, fed by fixtures.upserted: one document per fixture keyed by its
// natural id. Only fixtures that differ from the stored version are written, so a repeated refresh
// writes nothing; writes go through libs/db's batched helper (FerretDB v1 limits). A stored counter
// (libs/db createStoredCounter: inserts only, exact with replicas saving at once) counts the changes,
// so every replica can tell cheaply whether its cached evaluation context is still current.
import { fixtureStatusSchema } from '@scoreline/contracts';
import { BulkWriteBatchError, bulkWriteInBatches, createStoredCounter, isDuplicateKeyError, modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';
import { type FixtureView, sameFixture } from '../domain/fixture.ts';

interface FixtureDocument extends Omit<FixtureView, 'fixture_id'> {
  _id: string;
}

const fixtureSchema = new Schema<FixtureDocument>(
  {
    _id: { type: String, required: true },
    season: { type: String, required: true },
    gameweek: { type: Number, required: true },
    kickoff: { type: String, required: true },
    home_team: { type: String, required: true },
    away_team: { type: String, required: true },
    status: { type: String, enum: fixtureStatusSchema.options, required: true },
    home_goals: { type: Number, default: null },
    away_goals: { type: Number, default: null },
  },
  { collection: 'fixtures', versionKey: false },
);

const VERSIONS_COLLECTION = 'read_model_versions';
const VERSION_NAME = 'fixtures';

function toView(doc: FixtureDocument): FixtureView {
  return {
    fixture_id: doc._id,
    season: doc.season,
    gameweek: doc.gameweek,
    kickoff: doc.kickoff,
    home_team: doc.home_team,
    away_team: doc.away_team,
    status: doc.status,
    home_goals: doc.home_goals ?? null,
    away_goals: doc.away_goals ?? null,
  };
}

export interface FixturesRepository {
  /** Writes the fixtures that are new or differ from the stored version; returns how many. */
  saveChanged(fixtures: readonly FixtureView[]): Promise<number>;
  findAll(): Promise<FixtureView[]>;
  isEmpty(): Promise<boolean>;
  /** Grows with every saved change; 0 before the first. */
  version(): Promise<number>;
}

export function createFixturesRepository(connection: Connection): FixturesRepository {
  const Fixtures = modelOn(connection, 'Fixture', fixtureSchema);
  const versions = createStoredCounter(connection, VERSIONS_COLLECTION, VERSION_NAME);
  const all = async (filter: Record<string, unknown>): Promise<FixtureView[]> => (await Fixtures.find(filter).lean<FixtureDocument[]>()).map(toView);

  return {
    async saveChanged(fixtures) {
      if (fixtures.length === 0) return 0;
      const stored = new Map((await all({ _id: { $in: fixtures.map((f) => f.fixture_id) } })).map((f) => [f.fixture_id, f]));
      const changed = fixtures.filter((f) => !sameFixture(f, stored.get(f.fixture_id)));
      if (changed.length === 0) return 0;
      const fresh = changed.filter((f) => !stored.has(f.fixture_id));
      const updated = changed.filter((f) => stored.has(f.fixture_id));
      const replaceAll = (list: readonly FixtureView[]) =>
        bulkWriteInBatches(
          Fixtures,
          list.map(({ fixture_id, ...rest }) => ({
            replaceOne: { filter: { _id: fixture_id }, replacement: { _id: fixture_id, ...rest }, upsert: true },
          })),
        );
      // New fixtures are inserted: an insert costs FerretDB a fraction of an upsert, and a season's
      // first batch is all inserts. A replica inserting the same fixture at the same moment makes a
      // duplicate: then they are written again as upserts, which is idempotent.
      try {
        await bulkWriteInBatches(
          Fixtures,
          fresh.map(({ fixture_id, ...rest }) => ({ insertOne: { document: { _id: fixture_id, ...rest } } })),
        );
      } catch (error) {
        if (!(error instanceof BulkWriteBatchError) || !isDuplicateKeyError(error)) throw error;
        await replaceAll(fresh);
      }
      await replaceAll(updated);
      await versions.add(1);
      return changed.length;
    },
    findAll: () => all({}),
    async isEmpty() {
      return (await Fixtures.exists({})) === null;
    },
    version: () => versions.value(),
  };
}
