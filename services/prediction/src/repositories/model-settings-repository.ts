// The production model settings: the six weights and the smart-rounding parameters the
// recalculation uses. One document (`_id` "production"); until anything is saved the contract
// defaults apply. Changes come from POST /api/weights (now) and from weights.promoted /
// rounding.promoted (the event's occurred_at): a promotion older than the stored change is ignored,
// so a redelivered event never undoes a newer change. `version` grows with every change, so a
// recalculation can tell that the settings moved while it was computing.
import {
  DEFAULT_ROUNDING_PARAMETERS,
  DEFAULT_WEIGHTS,
  roundingParametersSchema,
  type RoundingParameters,
  type WeightName,
  type Weights,
  weightsSchema,
} from '@scoreline/contracts';
import { type Connection, Schema } from 'mongoose';
import { modelOn } from '@scoreline/db';

export type SettingsSource = { kind: 'default' } | { kind: 'admin' } | { kind: 'promotion'; id: string; name: string };

export interface ModelSettings {
  weights: Weights;
  rounding: RoundingParameters;
  weights_source: SettingsSource;
  rounding_source: SettingsSource;
  /** 0 while nothing was ever saved. */
  version: number;
}

interface SettingsDocument {
  _id: string;
  weights: Weights;
  rounding: RoundingParameters;
  weights_source: SettingsSource;
  rounding_source: SettingsSource;
  weights_at: Date;
  rounding_at: Date;
  version: number;
}

const settingsSchema = new Schema<SettingsDocument>(
  {
    _id: { type: String, required: true },
    weights: { type: Schema.Types.Mixed, required: true },
    rounding: { type: Schema.Types.Mixed, required: true },
    weights_source: { type: Schema.Types.Mixed, required: true },
    rounding_source: { type: Schema.Types.Mixed, required: true },
    weights_at: { type: Date, required: true },
    rounding_at: { type: Date, required: true },
    version: { type: Number, required: true },
  },
  { collection: 'model_settings', versionKey: false },
);

const ID = 'production';
const EPOCH = new Date(0);

export interface ModelSettingsRepository {
  get(): Promise<ModelSettings>;
  /** Sets one weight now; returns the settings after the change. */
  setWeight(metric: WeightName, value: number, at: Date): Promise<ModelSettings>;
  /** Replaces the weights unless a newer change is stored; true when applied. */
  promoteWeights(weights: Weights, source: SettingsSource, at: Date): Promise<boolean>;
  promoteRounding(rounding: RoundingParameters, source: SettingsSource, at: Date): Promise<boolean>;
}

function toSettings(doc: SettingsDocument | null): ModelSettings {
  if (!doc) {
    return {
      weights: { ...DEFAULT_WEIGHTS },
      rounding: { ...DEFAULT_ROUNDING_PARAMETERS },
      weights_source: { kind: 'default' },
      rounding_source: { kind: 'default' },
      version: 0,
    };
  }
  // Parsed rather than trusted: a hand-edited document must not feed NaN into every prediction.
  return {
    weights: weightsSchema.parse(doc.weights),
    rounding: roundingParametersSchema.parse(doc.rounding),
    weights_source: doc.weights_source,
    rounding_source: doc.rounding_source,
    version: doc.version,
  };
}

export function createModelSettingsRepository(connection: Connection): ModelSettingsRepository {
  const Settings = modelOn(connection, 'ModelSettings', settingsSchema);
  const collection = Settings.collection;

  // The document is created with the defaults the first time anything changes, dated at the epoch so
  // that any real change is newer; concurrent creators converge on one document.
  const ensure = async (): Promise<void> => {
    await collection.updateOne(
      { _id: ID as never },
      {
        $setOnInsert: {
          weights: { ...DEFAULT_WEIGHTS },
          rounding: { ...DEFAULT_ROUNDING_PARAMETERS },
          weights_source: { kind: 'default' },
          rounding_source: { kind: 'default' },
          weights_at: EPOCH,
          rounding_at: EPOCH,
          version: 0,
        },
      },
      { upsert: true },
    );
  };
  const read = async () => toSettings(await Settings.findById(ID).lean<SettingsDocument | null>());

  const promote = async (field: 'weights' | 'rounding', value: Weights | RoundingParameters, source: SettingsSource, at: Date) => {
    await ensure();
    const result = await collection.updateOne(
      { _id: ID as never, [`${field}_at`]: { $lt: at } },
      { $set: { [field]: value, [`${field}_source`]: source, [`${field}_at`]: at }, $inc: { version: 1 } },
    );
    return result.modifiedCount === 1;
  };

  return {
    get: read,
    async setWeight(metric, value, at) {
      await ensure();
      await collection.updateOne(
        { _id: ID as never },
        { $set: { [`weights.${metric}`]: value, weights_source: { kind: 'admin' }, weights_at: at }, $inc: { version: 1 } },
      );
      return read();
    },
    promoteWeights: (weights, source, at) => promote('weights', weights, source, at),
    promoteRounding: (rounding, source, at) => promote('rounding', rounding, source, at),
  };
}
