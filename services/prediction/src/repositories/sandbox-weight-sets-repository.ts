// The experiment service's weight sets as this service last heard of them (weight-sets.changed
// carries the whole list after every change). One document (`_id` "snapshot"); an older snapshot
// (a redelivery after a newer one) never replaces a newer one. compare-sandbox-production reads it
// to evaluate any sandbox set by name.
import { type Weights, weightsSchema } from '@scoreline/contracts';
import { isDuplicateKeyError, modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';

export interface SandboxWeightSet {
  id: string;
  name: string;
  weights: Weights;
  status: 'sandbox' | 'promoted';
}

interface SnapshotDocument {
  _id: string;
  weight_sets: SandboxWeightSet[];
  at: Date;
}

const snapshotSchema = new Schema<SnapshotDocument>(
  {
    _id: { type: String, required: true },
    weight_sets: { type: Schema.Types.Mixed, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'sandbox_weight_sets', versionKey: false },
);

const ID = 'snapshot';

export interface SandboxWeightSetsRepository {
  /** Replaces the stored list unless a newer one is stored; true when applied. */
  replace(sets: readonly SandboxWeightSet[], at: Date): Promise<boolean>;
  /** The set of that name, regardless of case; null when unknown. */
  findByName(name: string): Promise<SandboxWeightSet | null>;
  isEmpty(): Promise<boolean>;
}

export function createSandboxWeightSetsRepository(connection: Connection): SandboxWeightSetsRepository {
  const Snapshots = modelOn(connection, 'SandboxWeightSets', snapshotSchema);
  return {
    async replace(sets, at) {
      const value = sets.map((s) => ({ id: s.id, name: s.name, weights: { ...s.weights }, status: s.status }));
      const updated = await Snapshots.collection.updateOne({ _id: ID as never, at: { $lt: at } }, { $set: { weight_sets: value, at } });
      if (updated.matchedCount === 1) return true;
      try {
        await Snapshots.collection.insertOne({ _id: ID, weight_sets: value, at } as never);
        return true;
      } catch (error) {
        // The document exists and is newer (or another replica inserted it first): nothing to do.
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },
    async findByName(name) {
      const doc = await Snapshots.findById(ID).lean<SnapshotDocument | null>();
      const key = name.trim().toLowerCase();
      const found = doc?.weight_sets.find((s) => s.name.trim().toLowerCase() === key);
      // Parsed rather than trusted: a hand-edited document must not feed NaN into a backtest.
      return found ? { ...found, weights: weightsSchema.parse(found.weights) } : null;
    },
    async isEmpty() {
      return (await Snapshots.exists({ _id: ID })) === null;
    },
  };
}
