// The production model settings: the model (six-metric with its six weights, or a Dixon–Coles
// configuration), the rounding mode and the smart-rounding parameters the recalculation uses. Until
// anything is saved production runs on its measured starting configuration (libs/engine
// production-default.ts: the Dixon–Coles + Elo blend shown through most-probable rounding), with the
// original six weights and smart-rounding parameters kept beside it. Changes come from POST
// /api/weights (now) and from weights.promoted / rounding.promoted (the event's occurred_at): a
// promotion older than the stored change is ignored, so a redelivered event never undoes a newer
// change. `version` grows by one with every change, so a recalculation can tell that the settings
// moved while it was computing.
//
// Stored as a log, one whole document per version (`model_settings_versions`, `_id` the version
// zero-padded), not as one document updated in place: an update is not atomic on FerretDB v1 (it
// reads, changes and writes the whole document back without a lock; docs/engineering.md,
// Persistence), so an admin's weight saved while a promotion is applied, or on two replicas at
// once, lost one of the two changes (measured: of two `$set`+`$inc` updates at the same moment,
// one was lost 41 times in 50). An insert of a new `_id` is atomic there as on MongoDB: each change
// reads the newest version and inserts the next one; of two at once, one is refused with E11000
// and is made again on top of the other. The settings are the newest document. The document of the
// one-document layout (`model_settings`, `_id` "production") is read once as the log's first entry.
import {
  DEFAULT_WEIGHTS,
  dixonColesModelSchema,
  type DixonColesModel,
  type ModelConfiguration,
  roundingModeSchema,
  type RoundingModeKind,
  roundingParametersSchema,
  type RoundingParameters,
  type WeightName,
  type Weights,
  weightsSchema,
} from '@scoreline/contracts';
import {
  PRODUCTION_DEFAULT_MODEL,
  PRODUCTION_DEFAULT_ROUNDING_MODE,
  PRODUCTION_DEFAULT_ROUNDING_PARAMETERS,
} from '@scoreline/engine';
import { type Connection, Schema } from 'mongoose';
import { isDuplicateKeyError, modelOn } from '@scoreline/db';

export type SettingsSource = { kind: 'default' } | { kind: 'admin' } | { kind: 'promotion'; id: string; name: string };

export interface ModelSettings {
  weights: Weights;
  /** What production predicts with: the six-metric model with `weights`, or a promoted Dixon–Coles configuration. */
  model: ModelConfiguration;
  rounding: RoundingParameters;
  /** 'smart' rounds with `rounding`; 'most_probable' shows the most probable outcome and ignores it. */
  rounding_mode: RoundingModeKind;
  weights_source: SettingsSource;
  rounding_source: SettingsSource;
  /** 0 while nothing was ever saved. */
  version: number;
}

interface SettingsDocument {
  _id: string;
  weights: Weights;
  /** A promoted Dixon–Coles configuration; absent or null: the six-metric model with `weights`. */
  dixon_coles?: DixonColesModel | null;
  rounding: RoundingParameters;
  /** Absent on versions written before modes existed: those rounded with smart rounding. */
  rounding_mode?: RoundingModeKind;
  weights_source: SettingsSource;
  rounding_source: SettingsSource;
  weights_at: Date;
  rounding_at: Date;
  version: number;
}

const versionSchema = new Schema<SettingsDocument>(
  {
    _id: { type: String, required: true },
    weights: { type: Schema.Types.Mixed, required: true },
    dixon_coles: { type: Schema.Types.Mixed, required: false },
    rounding: { type: Schema.Types.Mixed, required: true },
    rounding_mode: { type: String, required: false },
    weights_source: { type: Schema.Types.Mixed, required: true },
    rounding_source: { type: Schema.Types.Mixed, required: true },
    weights_at: { type: Date, required: true },
    rounding_at: { type: Date, required: true },
    version: { type: Number, required: true },
  },
  // The log: one whole document per version.
  { collection: 'model_settings_versions', versionKey: false },
);

/** The one-document layout before the log, read (without a model of its own) as its first entry. */
const LEGACY_COLLECTION = 'model_settings';

const LEGACY_ID = 'production';
/** Versions kept below the newest (older ones are deleted; they are history nobody reads). */
const KEPT_VERSIONS = 50;
/** Changes made at the same moment, each refused once by another, before giving up. */
const MAX_ATTEMPTS = 20;

const versionId = (version: number) => String(version).padStart(12, '0');
const EPOCH = new Date(0);

export interface ModelSettingsRepository {
  get(): Promise<ModelSettings>;
  /** Sets one weight now; returns the settings after the change. */
  setWeight(metric: WeightName, value: number, at: Date): Promise<ModelSettings>;
  /** Replaces the weights (and the model family: a Dixon–Coles model, or null for six-metric) unless a newer change is stored; true when applied. */
  promoteWeights(weights: Weights, source: SettingsSource, at: Date, dixonColes?: DixonColesModel | null): Promise<boolean>;
  /** Replaces the rounding (mode and parameters) unless a newer change is stored; true when applied. */
  promoteRounding(rounding: RoundingParameters, mode: RoundingModeKind, source: SettingsSource, at: Date): Promise<boolean>;
}

/** The production default as a stored model: a Dixon–Coles configuration, or null for six-metric. */
const DEFAULT_DIXON_COLES: DixonColesModel | null =
  PRODUCTION_DEFAULT_MODEL.family === 'dixon_coles' ? { family: 'dixon_coles', parameters: { ...PRODUCTION_DEFAULT_MODEL.parameters } } : null;
const DEFAULT_MODEL_WEIGHTS: Weights = PRODUCTION_DEFAULT_MODEL.family === 'six_metric' ? PRODUCTION_DEFAULT_MODEL.weights : DEFAULT_WEIGHTS;

function toSettings(doc: SettingsDocument | null): ModelSettings {
  if (!doc) {
    return {
      weights: { ...DEFAULT_MODEL_WEIGHTS },
      model: DEFAULT_DIXON_COLES ?? { family: 'six_metric', weights: { ...DEFAULT_MODEL_WEIGHTS } },
      rounding: { ...PRODUCTION_DEFAULT_ROUNDING_PARAMETERS },
      rounding_mode: PRODUCTION_DEFAULT_ROUNDING_MODE,
      weights_source: { kind: 'default' },
      rounding_source: { kind: 'default' },
      version: 0,
    };
  }
  // Parsed rather than trusted: a hand-edited document must not feed NaN into every prediction.
  const weights = weightsSchema.parse(doc.weights);
  return {
    weights,
    model: doc.dixon_coles ? dixonColesModelSchema.parse(doc.dixon_coles) : { family: 'six_metric', weights },
    rounding: roundingParametersSchema.parse(doc.rounding),
    rounding_mode: doc.rounding_mode === undefined ? 'smart' : roundingModeSchema.parse(doc.rounding_mode),
    weights_source: doc.weights_source,
    rounding_source: doc.rounding_source,
    version: doc.version,
  };
}

export function createModelSettingsRepository(connection: Connection): ModelSettingsRepository {
  const Versions = modelOn(connection, 'ModelSettingsVersion', versionSchema);
  // Once the old layout is known to hold nothing, a read of the empty log (the defaults, until the
  // first change) costs no second query; nothing writes the old layout any more.
  let legacyEmpty = false;

  const defaults = (): SettingsDocument => ({
    _id: versionId(0),
    weights: { ...DEFAULT_MODEL_WEIGHTS },
    dixon_coles: DEFAULT_DIXON_COLES,
    rounding: { ...PRODUCTION_DEFAULT_ROUNDING_PARAMETERS },
    rounding_mode: PRODUCTION_DEFAULT_ROUNDING_MODE,
    weights_source: { kind: 'default' },
    rounding_source: { kind: 'default' },
    // Dated at the epoch, so that any real change is newer.
    weights_at: EPOCH,
    rounding_at: EPOCH,
    version: 0,
  });

  /** The newest version, or null when nothing was ever saved (in the log or the old layout). */
  const newest = async (): Promise<SettingsDocument | null> => {
    const [latest] = await Versions.find().sort({ _id: -1 }).limit(1).lean<SettingsDocument[]>();
    if (latest) return latest;
    if (legacyEmpty) return null;
    const legacy = await connection.collection<SettingsDocument>(LEGACY_COLLECTION).findOne({ _id: LEGACY_ID });
    if (!legacy) {
      legacyEmpty = true;
      return null;
    }
    const first = { ...legacy, _id: versionId(legacy.version) };
    // Two readers may carry it over at once: the same document either way.
    await Versions.create(first).catch((error: unknown) => {
      if (!isDuplicateKeyError(error)) throw error;
    });
    return first;
  };

  /**
   * Makes the next version from the newest one (`next` returns null when there is nothing to
   * change); another change landing first refuses the insert, and the change is made again on top
   * of it. Returns the stored version, or null when nothing changed.
   */
  const change = async (next: (current: SettingsDocument) => Omit<SettingsDocument, '_id' | 'version'> | null): Promise<SettingsDocument | null> => {
    for (let attempt = 1; ; attempt += 1) {
      const current = (await newest()) ?? defaults();
      const changed = next(current);
      if (!changed) return null;
      const version = current.version + 1;
      const stored: SettingsDocument = { ...changed, _id: versionId(version), version };
      try {
        await Versions.create(stored);
      } catch (error) {
        if (isDuplicateKeyError(error) && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
      // History nobody reads; a failure here only leaves it longer.
      if (version > KEPT_VERSIONS) await Versions.deleteMany({ _id: { $lt: versionId(version - KEPT_VERSIONS) } }).catch(() => undefined);
      return stored;
    }
  };

  const promote = async (field: 'weights' | 'rounding', value: Weights | RoundingParameters, source: SettingsSource, at: Date, extra: Partial<SettingsDocument> = {}) =>
    (await change((current) =>
      current[`${field}_at`].getTime() < at.getTime()
        ? { ...current, [field]: value, [`${field}_source`]: source, [`${field}_at`]: at, ...extra }
        : null,
    )) !== null;

  return {
    get: async () => toSettings(await newest()),
    async setWeight(metric, value, at) {
      const stored = await change((current) => ({
        ...current,
        weights: { ...current.weights, [metric]: value },
        weights_source: { kind: 'admin' },
        weights_at: at,
        // Editing a weight is editing the six-metric model, so production returns to that family.
        dixon_coles: null,
      }));
      return toSettings(stored);
    },
    promoteWeights: (weights, source, at, dixonColes = null) => promote('weights', weights, source, at, { dixon_coles: dixonColes }),
    promoteRounding: (rounding, mode, source, at) => promote('rounding', rounding, source, at, { rounding_mode: mode }),
  };
}
