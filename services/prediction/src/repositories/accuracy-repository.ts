// Accuracy records: for each played fixture with a stored prediction, what was predicted, what
// happened and whether the outcome and the exact score were right. Grouped one document per
// gameweek like the predictions (`_id` "2025-26:7"), for the same write-cost reason; only
// gameweeks whose records changed are rewritten.
import { bulkWriteInBatches, modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';
import type { AccuracyRecord } from '../domain/accuracy-record.ts';
import { gameweekKey } from '../domain/gameweek-key.ts';

export interface AccuracyGameweek {
  season: string;
  gameweek: number;
  records: AccuracyRecord[];
  calculated_at: Date;
}

interface AccuracyDocument {
  _id: string;
  season: string;
  gameweek: number;
  records: unknown[];
  calculated_at: Date;
}

const accuracySchema = new Schema<AccuracyDocument>(
  {
    _id: { type: String, required: true },
    season: { type: String, required: true },
    gameweek: { type: Number, required: true },
    records: { type: [Schema.Types.Mixed], default: [] },
    calculated_at: { type: Date, required: true },
  },
  { collection: 'accuracy_records', versionKey: false },
);

// Records are only written here, but a document edited by hand must not break the diagnostics.
function isRecord(raw: unknown): raw is AccuracyRecord {
  if (typeof raw !== 'object' || raw === null) return false;
  const r = raw as Record<string, unknown>;
  return typeof r.fixture_id === 'string' && typeof r.outcome_correct === 'boolean' && typeof r.score_correct === 'boolean';
}

export interface AccuracyRepository {
  findAll(): Promise<AccuracyGameweek[]>;
  saveGameweeks(gameweeks: readonly AccuracyGameweek[]): Promise<void>;
  deleteGameweeks(keys: readonly { season: string; gameweek: number }[]): Promise<void>;
}

export function createAccuracyRepository(connection: Connection): AccuracyRepository {
  const Accuracy = modelOn(connection, 'AccuracyGameweek', accuracySchema);
  return {
    async findAll() {
      const docs = await Accuracy.find({}).lean<AccuracyDocument[]>();
      return docs.map((doc) => ({
        season: doc.season,
        gameweek: doc.gameweek,
        records: (doc.records ?? []).filter(isRecord),
        calculated_at: doc.calculated_at,
      }));
    },
    async saveGameweeks(gameweeks) {
      await bulkWriteInBatches(
        Accuracy,
        gameweeks.map((g) => {
          const _id = gameweekKey(g.season, g.gameweek);
          return {
            replaceOne: {
              filter: { _id },
              replacement: { _id, season: g.season, gameweek: g.gameweek, records: g.records, calculated_at: g.calculated_at },
              upsert: true,
            },
          };
        }),
      );
    },
    async deleteGameweeks(keys) {
      await bulkWriteInBatches(
        Accuracy,
        keys.map((k) => ({ deleteOne: { filter: { _id: gameweekKey(k.season, k.gameweek) } } })),
      );
    },
  };
}
