// Smart-rounding configurations, one document each, names unique regardless of case. Exactly one
// is `production` once seeded: promoting one makes the previous production config `sandbox`.
import { type RoundingConfig, type RoundingConfigStatus, type RoundingModeKind, type RoundingParameters, roundingModeSchema, roundingParametersSchema } from '@scoreline/contracts';
import { isDuplicateKeyError, modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';
import { DuplicateNameError, nameKey } from '../domain/library-name.ts';

interface RoundingConfigDocument {
  _id: string;
  name: string;
  name_key: string;
  description: string;
  parameters: RoundingParameters;
  /** Absent on configurations stored before rounding modes (they are smart rounding). */
  mode?: RoundingModeKind;
  status: RoundingConfigStatus;
  created_at: Date;
  promoted_at: Date | null;
}

const roundingConfigSchema = new Schema<RoundingConfigDocument>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    name_key: { type: String, required: true, unique: true },
    description: { type: String, default: '' },
    parameters: { type: Schema.Types.Mixed, required: true },
    mode: { type: String, default: undefined },
    status: { type: String, enum: ['sandbox', 'production'], required: true },
    created_at: { type: Date, required: true },
    promoted_at: { type: Date, default: null },
  },
  { collection: 'rounding_configs', versionKey: false },
);

function toConfig(doc: RoundingConfigDocument): RoundingConfig {
  return {
    id: doc._id,
    name: doc.name,
    description: doc.description ?? '',
    status: doc.status,
    mode: roundingModeSchema.parse(doc.mode ?? 'smart'),
    ...roundingParametersSchema.parse(doc.parameters),
    created_at: doc.created_at.toISOString(),
    promoted_at: doc.promoted_at ? doc.promoted_at.toISOString() : null,
  };
}

export interface NewRoundingConfig {
  id: string;
  name: string;
  description: string;
  parameters: RoundingParameters;
  /** 'smart' when absent. */
  mode?: RoundingModeKind;
  status?: RoundingConfigStatus;
}

export interface RoundingConfigsRepository {
  /** Production first, then oldest first. */
  list(): Promise<RoundingConfig[]>;
  findById(id: string): Promise<RoundingConfig | null>;
  findProduction(): Promise<RoundingConfig | null>;
  /** Throws DuplicateNameError when the name is taken. */
  create(config: NewRoundingConfig, at: Date): Promise<RoundingConfig>;
  /** Inserts the config unless its id exists (seeding; idempotent). */
  ensure(config: NewRoundingConfig, at: Date): Promise<void>;
  delete(id: string): Promise<boolean>;
  /** Makes this config production; null when it does not exist. */
  promote(id: string, at: Date): Promise<RoundingConfig | null>;
}

export function createRoundingConfigsRepository(connection: Connection): RoundingConfigsRepository {
  const Configs = modelOn(connection, 'RoundingConfig', roundingConfigSchema);
  const findById = async (id: string) => {
    const doc = await Configs.findById(id).lean<RoundingConfigDocument | null>();
    return doc ? toConfig(doc) : null;
  };
  const document = (config: NewRoundingConfig, at: Date): RoundingConfigDocument => ({
    _id: config.id,
    name: config.name,
    name_key: nameKey(config.name),
    description: config.description,
    parameters: { ...config.parameters },
    mode: config.mode ?? 'smart',
    status: config.status ?? 'sandbox',
    created_at: at,
    promoted_at: config.status === 'production' ? at : null,
  });

  return {
    async list() {
      const configs = (await Configs.find({}).sort({ created_at: 1, _id: 1 }).lean<RoundingConfigDocument[]>()).map(toConfig);
      return [...configs.filter((c) => c.status === 'production'), ...configs.filter((c) => c.status !== 'production')];
    },
    findById,
    async findProduction() {
      const doc = await Configs.findOne({ status: 'production' }).lean<RoundingConfigDocument | null>();
      return doc ? toConfig(doc) : null;
    },
    async create(config, at) {
      try {
        await Configs.collection.insertOne(document(config, at) as never);
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new DuplicateNameError(config.name);
        throw error;
      }
      return toConfig(document(config, at));
    },
    async ensure(config, at) {
      const { _id, ...rest } = document(config, at);
      try {
        await Configs.collection.updateOne({ _id: _id as never }, { $setOnInsert: rest }, { upsert: true });
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    },
    async delete(id) {
      return (await Configs.deleteOne({ _id: id })).deletedCount === 1;
    },
    async promote(id, at) {
      if (!(await Configs.exists({ _id: id }))) return null;
      // The new one first, so there is never a moment without a production configuration.
      await Configs.collection.updateOne({ _id: id as never }, { $set: { status: 'production', promoted_at: at } });
      await Configs.collection.updateMany({ _id: { $ne: id as never }, status: 'production' }, { $set: { status: 'sandbox' } });
      return findById(id);
    },
  };
}
