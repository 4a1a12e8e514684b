// The payment service's read model of fixtures, built from fixtures.upserted: only what it needs
// to name the gameweek a purchase buys (a fixture's season and gameweek, and the facts of the
// current-gameweek rule). Keyed by the fixture's natural id; written only through libs/db's
// batched helper (FerretDB v1 limits).
import type { FixtureRecord } from '@scoreline/contracts';
import { bulkWriteInBatches, modelOn } from '@scoreline/db';
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

export function createFixturesRepository(connection: Connection): FixturesRepository {
  const model = modelOn(connection, 'Fixture', fixtureSchema);
  return {
    async upsertMany(fixtures, at) {
      // Last write wins: fixtures.upserted is keyed by season, so one season's batches arrive in
      // the order the catalog published them, and each carries complete records.
      await bulkWriteInBatches(
        model,
        fixtures.map((fixture) => ({
          updateOne: {
            filter: { _id: fixture.id },
            update: {
              $set: {
                season: fixture.season,
                gameweek: fixture.gameweek,
                status: fixture.status,
                has_result: fixture.home_goals !== null && fixture.away_goals !== null,
                kickoff: fixture.kickoff,
                updated_at: at,
              },
            },
            upsert: true,
          },
        })),
      );
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
