// The catalog's read model of predictions, fed by predictions.updated: per fixture, whether a
// prediction exists and its outcome, which is all the gameweek list shows. Keyed by fixture id,
// so a redelivered event rewrites the same documents (idempotent).
import { OUTCOMES, type Outcome } from '@scoreline/contracts';
import { bulkWriteInBatches, modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';

type PredictedOutcome = Outcome;

interface PredictionDocument {
  _id: string;
  season: string;
  predicted_outcome: PredictedOutcome | null;
  has_prediction: boolean;
  /** occurred_at of the event that wrote this version. */
  event_at: Date;
}

const predictionSchema = new Schema<PredictionDocument>(
  {
    _id: { type: String, required: true },
    season: { type: String, required: true },
    predicted_outcome: { type: String, enum: [...OUTCOMES, null], default: null },
    has_prediction: { type: Boolean, required: true },
    event_at: { type: Date, required: true },
  },
  { collection: 'prediction_summaries', versionKey: false },
);

export interface PredictionSummary {
  fixture_id: number;
  season: string;
  predicted_outcome: PredictedOutcome | null;
  has_prediction: boolean;
}

export interface PredictionsRepository {
  /** Upserts the summaries of one event; `eventAt` is its occurred_at. */
  save(summaries: readonly PredictionSummary[], eventAt: Date): Promise<void>;
  findByFixtureIds(ids: readonly number[]): Promise<Map<number, PredictionSummary>>;
  /** How many fixtures have a summary, and how many of those have a computed prediction. */
  counts(): Promise<{ total: number; withPrediction: number }>;
}

export function createPredictionsRepository(connection: Connection): PredictionsRepository {
  const Predictions = modelOn(connection, 'PredictionSummary', predictionSchema);
  return {
    async save(summaries, eventAt) {
      await bulkWriteInBatches(
        Predictions,
        summaries.map((summary) => ({
          replaceOne: {
            filter: { _id: String(summary.fixture_id) },
            replacement: {
              _id: String(summary.fixture_id),
              season: summary.season,
              predicted_outcome: summary.predicted_outcome,
              has_prediction: summary.has_prediction,
              event_at: eventAt,
            },
            upsert: true,
          },
        })),
      );
    },
    async findByFixtureIds(ids) {
      if (ids.length === 0) return new Map();
      const docs = await Predictions.find({ _id: { $in: ids.map(String) } }).lean<PredictionDocument[]>();
      return new Map(
        docs.map((doc) => [
          Number(doc._id),
          {
            fixture_id: Number(doc._id),
            season: doc.season,
            predicted_outcome: doc.predicted_outcome ?? null,
            has_prediction: doc.has_prediction,
          },
        ]),
      );
    },
    async counts() {
      // Two counts rather than a $group: FerretDB v1 computes only a $group's first accumulator.
      const [total, withPrediction] = await Promise.all([
        Predictions.countDocuments({}),
        Predictions.countDocuments({ has_prediction: true }),
      ]);
      return { total, withPrediction };
    },
  };
}
