// Sealed predictions: what the site had in production for a fixture at its kick-off, one document
// per fixture (`_id` the fixture id). A record is written once, with $setOnInsert on an upsert, so
// sealing again (a catch-up, another replica, a replayed tick) never changes it; the only later
// write is its grade, which touches the `grade` field alone. Beside them one state document keeps
// the moment sealing began (`live_since`): matches before it are the history, graded as backtest.
import type { ModelConfiguration, RoundingModeKind, RoundingParameters, Weights } from '@scoreline/contracts';
import type { FixtureIdentity } from '@scoreline/engine';
import { BulkWriteBatchError, bulkWriteInBatches, isDuplicateKeyError, modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';
import type { Grade, SealedNumbers } from '../domain/track-record.ts';
import type { SettingsSource } from './model-settings-repository.ts';

/** The production model a record was sealed with, as the model-settings repository stores it. */
export interface SealedModel {
  /** The model family in production at sealing ('six_metric' or 'dixon_coles'). */
  family: ModelConfiguration['family'];
  /** The whole configuration in production: the six weights, or the Dixon–Coles parameters. */
  configuration: ModelConfiguration;
  weights: Weights;
  rounding: RoundingParameters;
  /** Absent on records sealed before rounding modes existed: those were smart-rounded. */
  rounding_mode?: RoundingModeKind;
  weights_source: SettingsSource;
  rounding_source: SettingsSource;
  settings_version: number;
}

export interface SealedPrediction extends FixtureIdentity {
  prediction: SealedNumbers & { predicted_home_goals: number; predicted_away_goals: number };
  model: SealedModel;
  /** When the production prediction was last written before sealing. */
  prediction_changed_at: Date;
  sealed_at: Date;
  grade: (Grade & { graded_at: Date }) | null;
}

interface SealedDocument extends Omit<SealedPrediction, 'fixture_id'> {
  _id: string;
}

const sealedSchema = new Schema<SealedDocument>(
  {
    _id: { type: String, required: true },
    season: { type: String, required: true },
    gameweek: { type: Number, required: true },
    kickoff: { type: String, required: true },
    home_team: { type: String, required: true },
    away_team: { type: String, required: true },
    prediction: { type: Schema.Types.Mixed, required: true },
    model: { type: Schema.Types.Mixed, required: true },
    prediction_changed_at: { type: Date, required: true },
    sealed_at: { type: Date, required: true },
    grade: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'sealed_predictions', versionKey: false },
);

interface StateDocument {
  _id: string;
  live_since: Date;
}

const stateSchema = new Schema<StateDocument>(
  { _id: { type: String, required: true }, live_since: { type: Date, required: true } },
  { collection: 'track_record_state', versionKey: false },
);

const STATE_ID = 'sealing';

function toSealed(doc: SealedDocument): SealedPrediction {
  const { _id, ...rest } = doc;
  return { ...rest, fixture_id: _id, grade: doc.grade ?? null };
}

export interface SealedPredictionsRepository {
  /** The moment sealing began; the first caller's `now` becomes it (concurrent callers converge). */
  startLive(now: Date): Promise<Date>;
  liveSince(): Promise<Date | null>;
  sealedIds(): Promise<Set<string>>;
  /** Writes the records that are not sealed yet; never changes one that is. Returns how many were new. */
  sealNew(records: readonly Omit<SealedPrediction, 'grade'>[]): Promise<number>;
  findAll(): Promise<SealedPrediction[]>;
  findByIds(ids: readonly string[]): Promise<SealedPrediction[]>;
  /** Sets the grades of sealed records (nothing else of them). */
  saveGrades(grades: readonly { fixture_id: string; grade: Grade & { graded_at: Date } }[]): Promise<void>;
}

export function createSealedPredictionsRepository(connection: Connection): SealedPredictionsRepository {
  const Sealed = modelOn(connection, 'SealedPrediction', sealedSchema);
  const State = modelOn(connection, 'TrackRecordState', stateSchema);
  const liveSince = async () => (await State.findById(STATE_ID).lean<StateDocument | null>())?.live_since ?? null;
  return {
    async startLive(now) {
      await State.collection.updateOne({ _id: STATE_ID as never }, { $setOnInsert: { live_since: now } }, { upsert: true });
      return (await liveSince()) ?? now;
    },
    liveSince,
    async sealedIds() {
      const docs = await Sealed.find({}, { _id: 1 }).lean<{ _id: string }[]>();
      return new Set(docs.map((d) => d._id));
    },
    async sealNew(records) {
      if (records.length === 0) return 0;
      const operations = records.map(({ fixture_id, ...rest }) => ({
        updateOne: { filter: { _id: fixture_id }, update: { $setOnInsert: { ...rest, grade: null } }, upsert: true },
      }));
      try {
        return (await bulkWriteInBatches(Sealed, operations)).upsertedCount;
      } catch (error) {
        // Another replica sealed the same fixture at the same moment: the second pass only matches.
        if (!(error instanceof BulkWriteBatchError) || !isDuplicateKeyError(error)) throw error;
        return error.completed.upsertedCount + (await bulkWriteInBatches(Sealed, operations)).upsertedCount;
      }
    },
    async findAll() {
      return (await Sealed.find({}).lean<SealedDocument[]>()).map(toSealed);
    },
    async findByIds(ids) {
      if (ids.length === 0) return [];
      return (await Sealed.find({ _id: { $in: [...ids] } }).lean<SealedDocument[]>()).map(toSealed);
    },
    async saveGrades(grades) {
      await bulkWriteInBatches(
        Sealed,
        grades.map((g) => ({ updateOne: { filter: { _id: g.fixture_id }, update: { $set: { grade: g.grade } } } })),
      );
    },
  };
}
