// The payment service's read model of fixtures, built from fixtures.upserted: only what it needs
// to name the gameweek a purchase buys (a fixture's season and gameweek, and the facts of the
// current-gameweek rule). Keyed by the fixture's natural id; written only through libs/db's
// batched helpers (FerretDB v1 limits).
import type { FixtureRecord } from '@scoreline/contracts';
import { changedAmong, findAmong, modelOn, writeChanged } from '@scoreline/db';
import type { GameweekFact } from '@scoreline/engine';
import { type Connection, Schema } from 'mongoose';

interface FixtureDocument {
  _id: string;
  season: string;
  gameweek: number;
  status: string;
  has_result: boolean;
  kickoff: string;
  updated_at: Date;
}

const fixtureSchema = new Schema<FixtureDocument>(
  {
    _id: { type: String, required: true },
    season: { type: String, required: true, index: true },
    gameweek: { type: Number, required: true },
    status: { type: String, required: true },
    has_result: { type: Boolean, required: true },
    kickoff: { type: String, required: true },
    updated_at: { type: Date, required: true },
  },
  { collection: 'fixtures', versionKey: false },
);

export interface FixtureRef {
  readonly fixture_id: string;
  readonly season: string;
  readonly gameweek: number;
}

export interface FixturesRepository {
  /** Upserts the fixtures as the catalog last described them. */
  upsertMany(fixtures: readonly FixtureRecord[], at: Date): Promise<void>;
  findById(fixtureId: string): Promise<FixtureRef | null>;
  /** The latest season that has fixtures ("2025-26" sorts after "2024-25"), or null. */
  latestSeason(): Promise<string | null>;
  factsOfSeason(season: string): Promise<GameweekFact<string>[]>;
  isEmpty(): Promise<boolean>;
}

type FixtureProjection = Omit<FixtureDocument, 'updated_at'>;

const PROJECTED_FIELDS = ['season', 'gameweek', 'status', 'has_result', 'kickoff'] as const;

function projectionOf(fixture: FixtureRecord): FixtureProjection {
  return {
    _id: fixture.id,
    season: fixture.season,
    gameweek: fixture.gameweek,
    status: fixture.status,
    has_result: fixture.home_goals !== null && fixture.away_goals !== null,
    kickoff: fixture.kickoff,
  };
}

function sameProjection(stored: FixtureProjection, wanted: FixtureProjection): boolean {
  return PROJECTED_FIELDS.every((field) => stored[field] === wanted[field]);
}

export function createFixturesRepository(connection: Connection): FixturesRepository {
  const model = modelOn(connection, 'Fixture', fixtureSchema);

  return {
    async upsertMany(fixtures, at) {
      // Last write wins: fixtures.upserted is keyed by season, so one season's batches arrive in
      // the order the catalog published them, and each carries complete records. Most of a
      // re-published season is unchanged, and an upsert costs FerretDB v1 several times a read or
      // an insert: on a first start this read model fell minutes behind the other services'
      // (checkout answered 404 for fixtures the site already showed). So the stored projections are
      // read by season, unchanged fixtures are skipped, missing ones inserted and changed ones replaced.
      const wanted = fixtures.map(projectionOf);
      const stored = await findAmong(model, wanted.map((f) => f._id), 'season', wanted.map((f) => f.season), { updated_at: 0 });
      const { fresh, updated } = changedAmong(wanted, stored, (f) => f._id, sameProjection);
      const stamped = (list: readonly FixtureProjection[]) => list.map((fixture) => ({ ...fixture, updated_at: at }));
      await writeChanged(model, { fresh: stamped(fresh), updated: stamped(updated) });
    },
    async findById(fixtureId) {
      const doc = await model.findById(fixtureId).lean<FixtureDocument>().exec();
      return doc ? { fixture_id: doc._id, season: doc.season, gameweek: doc.gameweek } : null;
    },
    async latestSeason() {
      const doc = await model.findOne({}, { season: 1 }).sort({ season: -1 }).lean<Pick<FixtureDocument, 'season'>>().exec();
      return doc?.season ?? null;
    },
    async factsOfSeason(season) {
      const docs = await model
        .find({ season }, { season: 1, gameweek: 1, status: 1, has_result: 1, kickoff: 1 })
        .lean<Pick<FixtureDocument, 'season' | 'gameweek' | 'status' | 'has_result' | 'kickoff'>[]>()
        .exec();
      return docs.map((doc) => ({ season: doc.season, gameweek: doc.gameweek, status: doc.status, has_result: doc.has_result, kickoff: doc.kickoff }));
    },
    async isEmpty() {
      return (await model.exists({}).exec()) === null;
    },
  };
}
