// Accuracy records: for each played fixture with a stored prediction, what was predicted, what
// happened and whether the outcome and the exact score were right. Grouped one document per
// gameweek like the predictions (`_id` "2025-26:7"), for the same write-cost reason; only
// gameweeks whose records changed are rewritten.
import type { Outcome } from '@scoreline/contracts';
import { bulkWriteInBatches, modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';
import { gameweekKey } from '../domain/gameweek-key.ts';

/**
 * How the judged score was rounded. This service stores only predictions whose score agrees with
 * their outcome: smart-rounded or most-probable ones; 'whole_score' (each side rounded alone) is the
 * seed's rounding that the smart-rounding migration replaces.
 */
export type RoundingKind = 'smart' | 'most_probable' | 'whole_score';

/** A rounding whose shown score never contradicts its outcome: what the smart-rounding migration asks for. */
export function isCoherentRounding(kind: RoundingKind): boolean {
  return kind !== 'whole_score';
}

export interface AccuracyRecord {
  fixture_id: string;
  predicted_outcome: Outcome;
  actual_outcome: Outcome;
  /** The displayed score judged; null when an old prediction has none. */
  predicted_home_goals: number | null;
  predicted_away_goals: number | null;
  actual_home_goals: number;
  actual_away_goals: number;
  outcome_correct: boolean;
  score_correct: boolean;
  rounding: RoundingKind;
}

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

const RECORD_FIELDS = [
  'fixture_id',
  'predicted_outcome',
  'actual_outcome',
  'predicted_home_goals',
  'predicted_away_goals',
  'actual_home_goals',
  'actual_away_goals',
  'outcome_correct',
  'score_correct',
  'rounding',
] as const satisfies readonly (keyof AccuracyRecord)[];

export function sameRecords(a: readonly AccuracyRecord[], b: readonly AccuracyRecord[]): boolean {
  return a.length === b.length && a.every((record, i) => RECORD_FIELDS.every((key) => record[key] === b[i]?.[key]));
}

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
