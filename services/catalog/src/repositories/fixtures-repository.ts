// Fixtures, keyed by the stable numeric fixture id as a string `_id` (fixture-id.ts). Reads return
// plain Fixture objects; every write goes through libs/db's batched helper (FerretDB v1 limits).
import { bulkWriteInBatches, modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';
import { FIXTURE_STATUSES, type Fixture, type FixtureStatus, type ProviderIds } from '../domain/fixture.ts';

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
export function toFixture(doc: FixtureDocument): Fixture {
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

/** The few fields the current-gameweek rule and the diagnostics read, for lighter queries. */
export type FixtureFacts = Pick<
  Fixture,
  | 'fixture_id'
  | 'season'
  | 'season_year'
  | 'gameweek'
  | 'status'
  | 'home_goals'
  | 'away_goals'
  | 'home_team_id'
  | 'away_team_id'
>;
const FACT_FIELDS = {
  fixture_id: 1,
  season: 1,
  season_year: 1,
  gameweek: 1,
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
}

export function createFixturesRepository(connection: Connection): FixturesRepository {
  const Fixtures = modelOn(connection, 'Fixture', fixtureSchema);
  const lean = (filter: Record<string, unknown>) => Fixtures.find(filter).lean<FixtureDocument[]>();

  return {
    async findByIds(ids) {
      if (ids.length === 0) return [];
      const docs = await lean({ _id: { $in: ids.map(String) } });
      return docs.map(toFixture);
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
    async save(fixtures, now) {
      await bulkWriteInBatches(
        Fixtures,
        fixtures.map((fixture) => ({
          replaceOne: {
            filter: { _id: String(fixture.fixture_id) },
            replacement: { _id: String(fixture.fixture_id), ...fixture, updated_at: now },
            upsert: true,
          },
        })),
      );
    },
  };
}
