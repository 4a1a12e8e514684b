// Fixtures, keyed by the stable numeric fixture id as a string `_id` (fixture-id.ts). Reads return
// plain Fixture objects; every write goes through libs/db's batched helper (FerretDB v1 limits).
import { BulkWriteBatchError, bulkWriteInBatches, isDuplicateKeyError, modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';
import { FIXTURE_STATUSES, type Fixture, type FixtureFacts, type FixtureStatus, type ProviderIds } from '../domain/fixture.ts';
import { parseFixtureId } from '../domain/fixture-id.ts';

/**
 * Write commands of one save in flight at once: the fixtures are distinct documents, and a second
 * command roughly doubles the rate on 2 cores (libs/db bulk-write.ts says why no more).
 */
const WRITE_CONCURRENCY = 2;

interface FixtureDocument {
  _id: string;
  fixture_id: number;
  season: string;
  season_year: number;
  gameweek: number;
  date: string;
  kickoff: string;
  home_team: string;
  away_team: string;
  home_team_id: string | null;
  away_team_id: string | null;
  venue: string | null;
  status: FixtureStatus;
  home_goals: number | null;
  away_goals: number | null;
  source: Fixture['source'];
  provider_ids: ProviderIds;
  /** When the stored version last changed (not part of the comparison). */
  updated_at: Date;
}

const nullableString = { type: String, default: null };
const nullableNumber = { type: Number, default: null };

const fixtureSchema = new Schema<FixtureDocument>(
  {
    _id: { type: String, required: true },
    fixture_id: { type: Number, required: true },
    season: { type: String, required: true },
    season_year: { type: Number, required: true, index: true },
    gameweek: { type: Number, required: true },
    date: { type: String, required: true },
    kickoff: { type: String, required: true },
    home_team: { type: String, required: true },
    away_team: { type: String, required: true },
    home_team_id: nullableString,
    away_team_id: nullableString,
    venue: nullableString,
    status: { type: String, enum: FIXTURE_STATUSES, required: true },
    home_goals: nullableNumber,
    away_goals: nullableNumber,
    source: { type: String, required: true },
    provider_ids: {
      type: new Schema({ openfootball: String, football_data: Number }, { _id: false }),
      default: {},
    },
    updated_at: { type: Date, required: true },
  },
  { collection: 'fixtures', versionKey: false },
);

/** The fields the catalog serves and compares: the document without `_id` and `updated_at`. */
function toFixture(doc: FixtureDocument): Fixture {
  const providerIds: { openfootball?: string; football_data?: number } = {};
  if (doc.provider_ids?.openfootball != null) providerIds.openfootball = doc.provider_ids.openfootball;
  if (doc.provider_ids?.football_data != null) providerIds.football_data = doc.provider_ids.football_data;
  return {
    fixture_id: doc.fixture_id,
    season: doc.season,
    season_year: doc.season_year,
    gameweek: doc.gameweek,
    date: doc.date,
    kickoff: doc.kickoff,
    home_team: doc.home_team,
    away_team: doc.away_team,
    home_team_id: doc.home_team_id ?? null,
    away_team_id: doc.away_team_id ?? null,
    venue: doc.venue ?? null,
    status: doc.status,
    home_goals: doc.home_goals ?? null,
    away_goals: doc.away_goals ?? null,
    source: doc.source,
    provider_ids: providerIds,
  };
}

const FACT_FIELDS = {
  fixture_id: 1,
  season: 1,
  season_year: 1,
  gameweek: 1,
  kickoff: 1,
  status: 1,
  home_goals: 1,
  away_goals: 1,
  home_team_id: 1,
  away_team_id: 1,
} as const;

export interface FixturesRepository {
  findByIds(ids: readonly number[]): Promise<Fixture[]>;
  findGameweek(seasonYear: number, gameweek: number): Promise<Fixture[]>;
  /** Facts of every fixture of one season, or of all seasons when `seasonYear` is omitted. */
  findFacts(seasonYear?: number): Promise<FixtureFacts[]>;
  /** Played fixtures (with a result) in kick-off order, optionally of one season. */
  findPlayed(options: {
    seasonYear?: number;
    limit: number;
  }): Promise<{ fixtures: Fixture[]; total: number }>;
  latestSeasonYear(): Promise<number | null>;
  isEmpty(): Promise<boolean>;
  /** Writes these fixtures as they are (insert or replace), stamping `updated_at`. */
  save(fixtures: readonly Fixture[], now: Date): Promise<void>;
  /**
   * Writes fixtures the caller found missing from the store, stamping `updated_at`: inserts, which
   * cost FerretDB a fraction of an upsert. One inserted meanwhile (another replica) is replaced instead.
   */
  insertNew(fixtures: readonly Fixture[], now: Date): Promise<void>;
}

export function createFixturesRepository(connection: Connection): FixturesRepository {
  const Fixtures = modelOn(connection, 'Fixture', fixtureSchema);
  const lean = (filter: Record<string, unknown>) => Fixtures.find(filter).lean<FixtureDocument[]>();
  const replaceAll = async (fixtures: readonly Fixture[], now: Date) => {
    await bulkWriteInBatches(
      Fixtures,
      fixtures.map((fixture) => ({
        replaceOne: {
          filter: { _id: String(fixture.fixture_id) },
          replacement: { _id: String(fixture.fixture_id), ...fixture, updated_at: now },
          upsert: true,
        },
      })),
      { concurrency: WRITE_CONCURRENCY },
    );
  };

  return {
    async findByIds(ids) {
      if (ids.length === 0) return [];
      // By season, not `_id: {$in}`: FerretDB v1 answers $in by reading the whole collection
      // (17 seasons: ~6,500 documents for every season refreshed), while an equality on the
      // indexed season_year reads that season's ~380 only. An id's season is part of the id.
      const wanted = new Set(ids.map(String));
      const years = new Set(ids.map((id) => parseFixtureId(id)?.seasonYear).filter((year) => year !== undefined));
      const docs = (await Promise.all([...years].map((year) => lean({ season_year: year })))).flat();
      const found = docs.filter((doc) => wanted.has(doc._id));
      // An id that does not decode (none are stored) is looked up by itself.
      const odd = ids.filter((id) => parseFixtureId(id) === null).map(String);
      if (odd.length > 0) found.push(...(await lean({ _id: { $in: odd } })));
      return found.map(toFixture);
    },
    async findGameweek(seasonYear, gameweek) {
      const docs = await lean({ season_year: seasonYear, gameweek });
      return docs.map(toFixture);
    },
    async findFacts(seasonYear) {
      const filter = seasonYear === undefined ? {} : { season_year: seasonYear };
      const docs = await Fixtures.find(filter, FACT_FIELDS).lean<FixtureDocument[]>();
      return docs.map((doc) => ({
        fixture_id: doc.fixture_id,
        season: doc.season,
        season_year: doc.season_year,
        gameweek: doc.gameweek,
        kickoff: doc.kickoff,
        status: doc.status,
        home_goals: doc.home_goals ?? null,
        away_goals: doc.away_goals ?? null,
        home_team_id: doc.home_team_id ?? null,
        away_team_id: doc.away_team_id ?? null,
      }));
    },
    async findPlayed({ seasonYear, limit }) {
      const filter: Record<string, unknown> = { home_goals: { $ne: null } };
      if (seasonYear !== undefined) filter.season_year = seasonYear;
      // ISO kick-offs sort as strings; _id breaks ties so the sample is stable between calls.
      const [docs, total] = await Promise.all([
        Fixtures.find(filter).sort({ kickoff: 1, _id: 1 }).limit(limit).lean<FixtureDocument[]>(),
        Fixtures.countDocuments(filter),
      ]);
      return { fixtures: docs.map(toFixture), total };
    },
    async latestSeasonYear() {
      const doc = await Fixtures.findOne({}, { season_year: 1 })
        .sort({ season_year: -1 })
        .lean<FixtureDocument>();
      return doc?.season_year ?? null;
    },
    async isEmpty() {
      return (await Fixtures.findOne({}, { _id: 1 }).lean()) === null;
    },
    save: (fixtures, now) => replaceAll(fixtures, now),
    async insertNew(fixtures, now) {
      try {
        await bulkWriteInBatches(
          Fixtures,
          fixtures.map((fixture) => ({ insertOne: { document: { _id: String(fixture.fixture_id), ...fixture, updated_at: now } } })),
          { concurrency: WRITE_CONCURRENCY },
        );
      } catch (error) {
        if (!(error instanceof BulkWriteBatchError) || !isDuplicateKeyError(error)) throw error;
        await replaceAll(fixtures, now);
      }
    },
  };
}
