// The read model of fixtures, fed by fixtures.upserted: one document per fixture keyed by its
// natural id. Only fixtures that differ from the stored version are written, so a repeated refresh
// writes nothing; new ones are inserted and changed ones replaced through libs/db's save-changed
// helpers (FerretDB v1 pays several times an insert for an upsert). A stored counter
// (libs/db createStoredCounter: inserts only, exact with replicas saving at once) counts the changes,
// so every replica can tell cheaply whether its cached evaluation context is still current.
import { fixtureStatusSchema } from '@scoreline/contracts';
import { changedAmong, createStoredCounter, findAmong, modelOn, writeChanged } from '@scoreline/db';
import { sameFixtureFacts } from '@scoreline/engine';
import { type Connection, Schema } from 'mongoose';
import type { FixtureView } from '../domain/fixture.ts';

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
      // A batch is one season (fixtures.upserted): libs/db's findAmong reads it by season.
      const found = await findAmong(Fixtures, fixtures.map((f) => f.fixture_id), 'season', fixtures.map((f) => f.season));
      const stored = new Map([...found.values()].map((doc) => [doc._id, toView(doc)]));
      const { fresh, updated } = changedAmong(fixtures, stored, (f) => f.fixture_id, (copy, wanted) => sameFixtureFacts(wanted, copy));
      if (fresh.length + updated.length === 0) return 0;
      const documents = (list: readonly FixtureView[]) => list.map(({ fixture_id, ...rest }) => ({ _id: fixture_id, ...rest }));
      await writeChanged(Fixtures, { fresh: documents(fresh), updated: documents(updated) });
      await versions.add(1);
      return fresh.length + updated.length;
    },
    findAll: () => all({}),
    async isEmpty() {
      return (await Fixtures.exists({})) === null;
    },
    version: () => versions.value(),
  };
}
