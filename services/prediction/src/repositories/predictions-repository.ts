// Stored predictions, one document per gameweek (`_id` "2025-26:7", a natural key) holding that
// gameweek's predictions in kick-off order. Why not one document per fixture: FerretDB v1 spends
// about a millisecond and a half on every replaceOne whatever its size, so rewriting ~1,900
// fixture documents after a weight change took ~3 s, while the same data as ~190 gameweek
// documents is rewritten in ~0.6 s (measured on the local store; see `npm run bench`). A fixture's
// prediction is still read by `_id` equality: the fixture's season and gameweek give the document.
import type { RoundingParameters, Weights } from '@scoreline/contracts';
import { bulkWriteInBatches, modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';
import { gameweekKey } from '../domain/gameweek-key.ts';
import { normaliseStoredPrediction, type StoredPrediction } from '../domain/stored-prediction.ts';
import { createReadModelSnapshot } from './read-model-snapshot.ts';

export interface PredictionGameweek {
  season: string;
  gameweek: number;
  predictions: StoredPrediction[];
}

export interface PredictionGameweekToSave extends PredictionGameweek {
  /** The production settings the predictions were computed with. */
  weights: Weights;
  rounding: RoundingParameters;
}

interface PredictionGameweekDocument {
  _id: string;
  season: string;
  gameweek: number;
  predictions: unknown[];
  weights: Weights;
  rounding: RoundingParameters;
  computed_at: Date;
}

// Entries and settings are Mixed: they are built and checked in TypeScript, and casting ten
// entries per document through mongoose would only cost time on the hot write path.
const gameweekSchema = new Schema<PredictionGameweekDocument>(
  {
    _id: { type: String, required: true },
    season: { type: String, required: true },
    gameweek: { type: Number, required: true },
    predictions: { type: [Schema.Types.Mixed], default: [] },
    weights: { type: Schema.Types.Mixed, required: true },
    rounding: { type: Schema.Types.Mixed, required: true },
    computed_at: { type: Date, required: true },
  },
  { collection: 'prediction_gameweeks', versionKey: false },
);

/**
 * An entry as stored: numbers an old document never had (NaN in memory) and a missing outcome are
 * left out rather than written, because FerretDB drops the connection on a NaN.
 *
 * The model's explanation is stored as JSON text (`explanation_json`), not as a nested object:
 * FerretDB v1 keeps a type annotation for every field of a document, so the explanation's ~16
 * nested numbers per entry made each gameweek document about three times the fields of the
 * entry itself and a weight change's rewrite of ~190 documents more than twice as slow (measured
 * with `npm run bench:experiment -w @scoreline/gateway`, stage "write"). Nothing queries inside
 * it; it is only served and compared whole.
 */
function toStoredEntry(entry: StoredPrediction): Record<string, unknown> {
  const { explanation, ...rest } = entry;
  const fields = Object.entries(rest).filter(([, value]) => value !== null && !(typeof value === 'number' && !Number.isFinite(value)));
  if (explanation) fields.push(['explanation_json', JSON.stringify(explanation)]);
  return Object.fromEntries(fields);
}

/** A stored entry back to the shape normaliseStoredPrediction reads (documents written before the JSON text hold the object). */
function fromStoredEntry(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !('explanation_json' in raw)) return raw;
  const { explanation_json: text, ...rest } = raw as Record<string, unknown>;
  if (typeof text !== 'string') return rest;
  try {
    return { ...rest, explanation: JSON.parse(text) as unknown };
  } catch {
    // Unreadable text is treated like a missing explanation (normaliseStoredPrediction drops invalid ones too).
    return rest;
  }
}

function toGameweek(doc: PredictionGameweekDocument): PredictionGameweek {
  return {
    season: doc.season,
    gameweek: doc.gameweek,
    predictions: (doc.predictions ?? [])
      .map((raw) => normaliseStoredPrediction(fromStoredEntry(raw)))
      .filter((entry): entry is StoredPrediction => entry !== null),
  };
}

export interface PredictionsRepository {
  findAll(): Promise<PredictionGameweek[]>;
  findBySeason(season: string): Promise<PredictionGameweek[]>;
  findGameweek(season: string, gameweek: number): Promise<PredictionGameweek | null>;
  /** The gameweek and when its document was last written (a prediction of it changed): sealing reads it. */
  findGameweekWithTime(season: string, gameweek: number): Promise<(PredictionGameweek & { computed_at: Date }) | null>;
  /** Replaces (or creates) whole gameweek documents. */
  saveGameweeks(gameweeks: readonly PredictionGameweekToSave[], computedAt: Date): Promise<void>;
  /** Replaces only the entries of existing documents, keeping their settings (outcome migration). */
  saveEntries(gameweeks: readonly PredictionGameweek[]): Promise<void>;
  deleteGameweeks(keys: readonly { season: string; gameweek: number }[]): Promise<void>;
  /** Changes whenever any process writes a gameweek (read-model-snapshot.ts); null when never written. */
  version(): Promise<string | null>;
}

export function createPredictionsRepository(connection: Connection): PredictionsRepository {
  const Gameweeks = modelOn(connection, 'PredictionGameweek', gameweekSchema);
  const find = async (filter: Record<string, unknown>) =>
    (await Gameweeks.find(filter).lean<PredictionGameweekDocument[]>()).map(toGameweek);
  // Every gameweek, from memory while no other process wrote them (read-model-snapshot.ts).
  const snapshot = createReadModelSnapshot(connection, 'prediction_gameweeks', {
    load: () => find({}),
    key: (g) => gameweekKey(g.season, g.gameweek),
  });
  /** A gameweek as a read of the entries just written returns it (the same conversions both ways). */
  const asRead = (g: PredictionGameweek): PredictionGameweek =>
    toGameweek({ season: g.season, gameweek: g.gameweek, predictions: g.predictions.map(toStoredEntry) } as PredictionGameweekDocument);
  return {
    findAll: () => snapshot.all(),
    version: () => snapshot.token(),
    findBySeason: (season) => find({ season }),
    async findGameweek(season, gameweek) {
      const doc = await Gameweeks.findById(gameweekKey(season, gameweek)).lean<PredictionGameweekDocument | null>();
      return doc ? toGameweek(doc) : null;
    },
    async findGameweekWithTime(season, gameweek) {
      const doc = await Gameweeks.findById(gameweekKey(season, gameweek)).lean<PredictionGameweekDocument | null>();
      return doc ? { ...toGameweek(doc), computed_at: doc.computed_at } : null;
    },
    async saveGameweeks(gameweeks, computedAt) {
      if (gameweeks.length === 0) return;
      await snapshot.write(() => bulkWriteInBatches(
        Gameweeks,
        gameweeks.map((g) => {
          const _id = gameweekKey(g.season, g.gameweek);
          return {
            replaceOne: {
              filter: { _id },
              replacement: {
                _id,
                season: g.season,
                gameweek: g.gameweek,
                predictions: g.predictions.map(toStoredEntry),
                weights: g.weights,
                rounding: g.rounding,
                computed_at: computedAt,
              },
              upsert: true,
            },
          };
        }),
        // Distinct documents: two commands in flight write a weight change's ~190 gameweeks about
        // 1.6 times as fast on 2 cores (libs/db bulk-write.ts says why no more).
        { concurrency: 2 },
      ), () => ({ put: gameweeks.map(asRead) }));
    },
    async saveEntries(gameweeks) {
      if (gameweeks.length === 0) return;
      // updateOne without upsert: a gameweek deleted meanwhile stays deleted, so the copy is dropped
      // (no change given) rather than given a document the store may not have.
      await snapshot.write(() => bulkWriteInBatches(
        Gameweeks,
        gameweeks.map((g) => ({
          updateOne: {
            filter: { _id: gameweekKey(g.season, g.gameweek) },
            update: { $set: { predictions: g.predictions.map(toStoredEntry) } },
          },
        })),
      ));
    },
    async deleteGameweeks(keys) {
      if (keys.length === 0) return;
      await snapshot.write(
        () => bulkWriteInBatches(Gameweeks, keys.map((k) => ({ deleteOne: { filter: { _id: gameweekKey(k.season, k.gameweek) } } }))),
        () => ({ remove: keys.map((k) => gameweekKey(k.season, k.gameweek)) }),
      );
    },
  };
}
