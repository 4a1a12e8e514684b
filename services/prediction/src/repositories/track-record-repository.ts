// The published track record, precomputed whenever something is graded (rebuild-track-record.ts):
// one summary document (the answer of GET /api/track-record) and one document per gameweek (`_id`
// "2026-27:5", the answer of the gameweek endpoint before the premium fields are locked or not).
// Requests read one document each and aggregate nothing. Only documents whose content changed are
// written, so a replayed event writes nothing.
import { isDeepStrictEqual } from 'node:util';
import type { TrackRecordComparison, TrackRecordResponse, TrackRecordSource } from '@scoreline/contracts';
import { bulkWriteInBatches, modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';
import type { Grade, SealedNumbers } from '../domain/track-record.ts';
import { gameweekKey } from '../domain/gameweek-key.ts';

/** One match of a gameweek with every field; the use-case removes the premium ones while locked. */
export interface TrackRecordEntry {
  fixture_id: string;
  kickoff: string;
  home_team: string;
  away_team: string;
  status: string;
  source: TrackRecordSource | null;
  /** The configuration that made the prediction (configurationLabel); absent on entries stored before it was kept. */
  configuration?: string | null;
  prediction: SealedNumbers | null;
  sealed_at: string | null;
  prediction_changed_at: string | null;
  home_goals: number | null;
  away_goals: number | null;
  grade: Grade | null;
}

export interface TrackRecordGameweek {
  season: string;
  gameweek: number;
  matches: TrackRecordEntry[];
  figures: TrackRecordComparison;
}

/** The summary answer without its timestamp. */
export interface TrackRecordSummary {
  response: Omit<TrackRecordResponse, 'updated_at'>;
  /** Every graded match, live and backtest together (GET /api/track-record/headline); absent on summaries stored before it. */
  headline?: TrackRecordComparison;
}

interface SummaryDocument extends TrackRecordSummary {
  _id: string;
  updated_at: Date;
}

// Entries are Mixed: built and checked in TypeScript (the rebuild), never cast through mongoose.
interface GameweekDocument {
  _id: string;
  season: string;
  gameweek: number;
  matches: unknown[];
  figures: TrackRecordComparison;
}

const summarySchema = new Schema<SummaryDocument>(
  {
    _id: { type: String, required: true },
    response: { type: Schema.Types.Mixed, required: true },
    headline: { type: Schema.Types.Mixed, required: false },
    updated_at: { type: Date, required: true },
  },
  { collection: 'track_record_summary', versionKey: false, minimize: false },
);

const gameweekSchema = new Schema<GameweekDocument>(
  {
    _id: { type: String, required: true },
    season: { type: String, required: true },
    gameweek: { type: Number, required: true },
    matches: { type: [Schema.Types.Mixed], default: [] },
    figures: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'track_record_gameweeks', versionKey: false, minimize: false },
);

const SUMMARY_ID = 'public';

export interface TrackRecordRepository {
  findSummary(): Promise<(TrackRecordSummary & { updated_at: Date }) | null>;
  findGameweek(season: string, gameweek: number): Promise<TrackRecordGameweek | null>;
  /** Writes the summary and the gameweeks that differ from the stored ones; returns how many documents were written. */
  save(summary: TrackRecordSummary, gameweeks: readonly TrackRecordGameweek[], at: Date): Promise<number>;
}

function plain<T>(value: T): T {
  // Stored documents come back without undefined keys; compare like with like.
  return JSON.parse(JSON.stringify(value)) as T;
}

export function createTrackRecordRepository(connection: Connection): TrackRecordRepository {
  const Summary = modelOn(connection, 'TrackRecordSummary', summarySchema);
  const Gameweeks = modelOn(connection, 'TrackRecordGameweek', gameweekSchema);
  return {
    async findSummary() {
      const doc = await Summary.findById(SUMMARY_ID).lean<SummaryDocument | null>();
      return doc ? { response: doc.response, ...(doc.headline ? { headline: doc.headline } : {}), updated_at: doc.updated_at } : null;
    },
    async findGameweek(season, gameweek) {
      const doc = await Gameweeks.findById(gameweekKey(season, gameweek)).lean<GameweekDocument | null>();
      if (!doc) return null;
      return { season: doc.season, gameweek: doc.gameweek, matches: doc.matches as TrackRecordEntry[], figures: doc.figures };
    },
    async save(summary, gameweeks, at) {
      const stored = new Map(
        (await Gameweeks.find({}).lean<GameweekDocument[]>()).map((doc) => [
          doc._id,
          plain({ season: doc.season, gameweek: doc.gameweek, matches: doc.matches, figures: doc.figures }),
        ]),
      );
      const changed = gameweeks.map(plain).filter((g) => !isDeepStrictEqual(stored.get(gameweekKey(g.season, g.gameweek)), g));
      await bulkWriteInBatches(
        Gameweeks,
        changed.map((g) => {
          const _id = gameweekKey(g.season, g.gameweek);
          return { replaceOne: { filter: { _id }, replacement: { _id, ...g }, upsert: true } };
        }),
      );
      const current = await Summary.findById(SUMMARY_ID).lean<SummaryDocument | null>();
      const next = plain(summary);
      const storedSummary = current && plain({ response: current.response, ...(current.headline ? { headline: current.headline } : {}) });
      if (storedSummary && isDeepStrictEqual(storedSummary, next)) return changed.length;
      await Summary.collection.replaceOne({ _id: SUMMARY_ID as never }, { ...next, updated_at: at }, { upsert: true });
      return changed.length + 1;
    },
  };
}
