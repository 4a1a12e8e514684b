// The read model of fixtures, fed by fixtures.upserted: one document per fixture keyed by its
// natural id. Only fixtures that differ from the stored version are written, so a repeated refresh
// writes nothing; new ones are inserted and changed ones replaced through libs/db's save-changed
// helpers (FerretDB v1 pays several times an insert for an upsert).
import { fixtureStatusSchema } from '@scoreline/contracts';
import { changedAmong, findAmong, modelOn, writeChanged } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';
import { type FixtureView, sameFixture } from '../domain/fixture.ts';
import { createReadModelSnapshot } from './read-model-snapshot.ts';

/** Write commands of one save in flight at once (distinct documents; libs/db bulk-write.ts says why no more). */
const WRITE_CONCURRENCY = 2;

interface FixtureDocument extends Omit<FixtureView, 'fixture_id'> {
  _id: string;
  /** occurred_at of the event that wrote this version. */
  event_at: Date;
}

const nullableString = { type: String, default: null };
const nullableNumber = { type: Number, default: null };

const fixtureSchema = new Schema<FixtureDocument>(
  {
    _id: { type: String, required: true },
    season: { type: String, required: true },
    gameweek: { type: Number, required: true },
    kickoff: { type: String, required: true },
    home_team: { type: String, required: true },
    away_team: { type: String, required: true },
    home_team_id: nullableString,
    away_team_id: nullableString,
    venue: nullableString,
    status: { type: String, enum: fixtureStatusSchema.options, required: true },
    home_goals: nullableNumber,
    away_goals: nullableNumber,
    odds_home: nullableNumber,
    odds_draw: nullableNumber,
    odds_away: nullableNumber,
    event_at: { type: Date, required: true },
  },
  { collection: 'fixtures', versionKey: false },
);

function toView(doc: FixtureDocument): FixtureView {
  return {
    fixture_id: doc._id,
    season: doc.season,
    gameweek: doc.gameweek,
    kickoff: doc.kickoff,
    home_team: doc.home_team,
    away_team: doc.away_team,
    home_team_id: doc.home_team_id ?? null,
    away_team_id: doc.away_team_id ?? null,
    venue: doc.venue ?? null,
    status: doc.status,
    home_goals: doc.home_goals ?? null,
    away_goals: doc.away_goals ?? null,
    odds_home: doc.odds_home ?? null,
    odds_draw: doc.odds_draw ?? null,
    odds_away: doc.odds_away ?? null,
  };
}

function toDocument(view: FixtureView, eventAt: Date): FixtureDocument {
  const { fixture_id, ...rest } = view;
  return { _id: fixture_id, ...rest, event_at: eventAt };
}

export interface FixturesRepository {
  /** Writes the fixtures that are new or differ from the stored version; returns how many. */
  saveChanged(fixtures: readonly FixtureView[], eventAt: Date): Promise<number>;
  findById(fixtureId: string): Promise<FixtureView | null>;
  findAll(): Promise<FixtureView[]>;
  findBySeason(season: string): Promise<FixtureView[]>;
  /** Season labels in the read model, oldest first. */
  seasons(): Promise<string[]>;
  isEmpty(): Promise<boolean>;
  /** Changes whenever any process writes the read model (read-model-snapshot.ts); null when never written. */
  version(): Promise<string | null>;
}

export function createFixturesRepository(connection: Connection): FixturesRepository {
  const Fixtures = modelOn(connection, 'Fixture', fixtureSchema);
  const all = async (filter: Record<string, unknown>): Promise<FixtureView[]> =>
    (await Fixtures.find(filter, { event_at: 0 }).lean<FixtureDocument[]>()).map(toView);
  // Every fixture, from memory while no other process wrote the read model (read-model-snapshot.ts).
  const snapshot = createReadModelSnapshot(connection, 'fixtures', { load: () => all({}), key: (f) => f.fixture_id });

  /** The stored versions of these fixtures: from the snapshot when current, else by season from the store. */
  const storedVersions = async (fixtures: readonly FixtureView[]): Promise<Map<string, FixtureView>> => {
    const current = await snapshot.current();
    if (current) return new Map(fixtures.flatMap((f) => (current.has(f.fixture_id) ? [[f.fixture_id, current.get(f.fixture_id)!] as const] : [])));
    // A batch is one season (fixtures.upserted): libs/db's findAmong reads it by season.
    const found = await findAmong(Fixtures, fixtures.map((f) => f.fixture_id), 'season', fixtures.map((f) => f.season), { event_at: 0 });
    return new Map([...found.values()].map((doc) => [doc._id, toView(doc)]));
  };

  return {
    async saveChanged(fixtures, eventAt) {
      if (fixtures.length === 0) return 0;
      const stored = await storedVersions(fixtures);
      const { fresh, updated } = changedAmong(fixtures, stored, (f) => f.fixture_id, (copy, wanted) => sameFixture(wanted, copy));
      const changed = [...fresh, ...updated];
      if (changed.length === 0) return 0;
      const documents = (list: readonly FixtureView[]) => list.map((f) => toDocument(f, eventAt));
      // Stamped as a read returns them (toView of the document), so the snapshot equals the store.
      await snapshot.write(
        () => writeChanged(Fixtures, { fresh: documents(fresh), updated: documents(updated) }, { concurrency: WRITE_CONCURRENCY }),
        () => ({ put: changed.map((f) => toView(toDocument(f, eventAt))) }),
      );
      return changed.length;
    },
    async findById(fixtureId) {
      const doc = await Fixtures.findById(fixtureId, { event_at: 0 }).lean<FixtureDocument | null>();
      return doc ? toView(doc) : null;
    },
    findAll: () => snapshot.all(),
    version: () => snapshot.token(),
    findBySeason: (season) => all({ season }),
    async isEmpty() {
      return (await Fixtures.exists({})) === null;
    },
    async seasons() {
      // From the snapshot, not `distinct`: FerretDB v1 reads every document for a distinct, and the
      // admin's recalculation and every weight change ask for the seasons before answering.
      const labels = new Set((await snapshot.all()).map((f) => f.season));
      return [...labels].sort();
    },
  };
}
