// Sandbox weight sets, one document each. Names are unique regardless of case (a unique index on
// the lower-cased name), because the prediction service's compare-sandbox-production looks a set up
// by name. At most one set is `promoted`: promoting one returns the others to `sandbox`.
import { type ModelConfiguration, modelConfigurationSchema, modelOfWeights, type WeightSet, type WeightSetStatus, type Weights, weightsSchema } from '@scoreline/contracts';
import { isDuplicateKeyError, modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';
import { DuplicateNameError, nameKey } from '../domain/library-name.ts';

interface WeightSetDocument {
  _id: string;
  name: string;
  name_key: string;
  description: string;
  weights: Weights;
  /** Absent on sets stored before model families (they are six-metric). */
  model?: ModelConfiguration;
  status: WeightSetStatus;
  created_at: Date;
  promoted_at: Date | null;
}

const weightSetSchema = new Schema<WeightSetDocument>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    name_key: { type: String, required: true, unique: true },
    description: { type: String, default: '' },
    weights: { type: Schema.Types.Mixed, required: true },
    model: { type: Schema.Types.Mixed, default: undefined },
    status: { type: String, enum: ['sandbox', 'promoted'], required: true },
    created_at: { type: Date, required: true },
    promoted_at: { type: Date, default: null },
  },
  { collection: 'weight_sets', versionKey: false },
);

function toWeightSet(doc: WeightSetDocument): WeightSet {
  return {
    id: doc._id,
    name: doc.name,
    description: doc.description ?? '',
    // Parsed rather than trusted: a hand-edited document must not feed NaN into a backtest.
    weights: weightsSchema.parse(doc.weights),
    model: doc.model ? modelConfigurationSchema.parse(doc.model) : modelOfWeights({ weights: weightsSchema.parse(doc.weights) }),
    status: doc.status,
    created_at: doc.created_at.toISOString(),
    promoted_at: doc.promoted_at ? doc.promoted_at.toISOString() : null,
  };
}

export interface NewWeightSet {
  id: string;
  name: string;
  description: string;
  weights: Weights;
  /** Another family's configuration; absent for a six-metric set. */
  model?: ModelConfiguration;
}

export interface WeightSetsRepository {
  /** Oldest first (the seeded library, then what admins added). */
  list(): Promise<WeightSet[]>;
  findById(id: string): Promise<WeightSet | null>;
  findPromoted(): Promise<WeightSet | null>;
  /** Throws DuplicateNameError when the name is taken. */
  create(set: NewWeightSet, at: Date): Promise<WeightSet>;
  /** Inserts the set unless its id exists (seeding; idempotent). */
  ensure(set: NewWeightSet, at: Date): Promise<void>;
  delete(id: string): Promise<boolean>;
  /** Makes this set the promoted one; null when it does not exist. */
  promote(id: string, at: Date): Promise<WeightSet | null>;
}

export function createWeightSetsRepository(connection: Connection): WeightSetsRepository {
  const Sets = modelOn(connection, 'WeightSet', weightSetSchema);
  const findById = async (id: string) => {
    const doc = await Sets.findById(id).lean<WeightSetDocument | null>();
    return doc ? toWeightSet(doc) : null;
  };
  const document = (set: NewWeightSet, at: Date): WeightSetDocument => ({
    _id: set.id,
    name: set.name,
    name_key: nameKey(set.name),
    description: set.description,
    weights: { ...set.weights },
    // Stored only for another family, so a six-metric set's document is what it always was.
    ...(set.model && set.model.family !== 'six_metric' ? { model: set.model } : {}),
    status: 'sandbox',
    created_at: at,
    promoted_at: null,
  });

  return {
    async list() {
      return (await Sets.find({}).sort({ created_at: 1, _id: 1 }).lean<WeightSetDocument[]>()).map(toWeightSet);
    },
    findById,
    async findPromoted() {
      const doc = await Sets.findOne({ status: 'promoted' }).lean<WeightSetDocument | null>();
      return doc ? toWeightSet(doc) : null;
    },
    async create(set, at) {
      try {
        await Sets.collection.insertOne(document(set, at) as never);
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new DuplicateNameError(set.name);
        throw error;
      }
      return toWeightSet(document(set, at));
    },
    async ensure(set, at) {
      const { _id, ...rest } = document(set, at);
      try {
        await Sets.collection.updateOne({ _id: _id as never }, { $setOnInsert: rest }, { upsert: true });
      } catch (error) {
        // An admin already created a set of that name: theirs stays, the seed is skipped.
        if (!isDuplicateKeyError(error)) throw error;
      }
    },
    async delete(id) {
      return (await Sets.deleteOne({ _id: id })).deletedCount === 1;
    },
    async promote(id, at) {
      if (!(await Sets.exists({ _id: id }))) return null;
      // Two writes, no transaction (FerretDB v1): the new one first, so there is never a moment
      // without a promoted set once one existed; the previous one then steps back.
      await Sets.collection.updateOne({ _id: id as never }, { $set: { status: 'promoted', promoted_at: at } });
      await Sets.collection.updateMany({ _id: { $ne: id as never }, status: 'promoted' }, { $set: { status: 'sandbox' } });
      return findById(id);
    },
  };
}
