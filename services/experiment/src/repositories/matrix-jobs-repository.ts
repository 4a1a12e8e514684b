// Cross-sandbox matrix jobs and what they produce: the job (what it runs and how far it got), one
// document per counted combination (its natural id job id + index is what makes counting exactly
// once: a redelivered completion meets a duplicate key), the stored result and the history. One job
// at a time is enforced by a lock document with a natural id (FerretDB v1 has no partial indexes and
// no transactions, so a unique insert is the only atomic "take it if free").
import type { MatrixHistoryEntry, MatrixJobStatus, MatrixResult, MatrixResultCombination, RoundingParameters, Weights } from '@scoreline/contracts';
import { isDuplicateKeyError, modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';

export interface MatrixScope {
  seasons: string[];
  gameweek_start: number;
  gameweek_end: number;
}

export interface MatrixJobRecord {
  id: string;
  status: MatrixJobStatus;
  weight_sets: { id: string; name: string; weights: Weights }[];
  rounding_configs: { id: string; name: string; parameters: RoundingParameters }[];
  scope: MatrixScope;
  total_combinations: number;
  completed_combinations: number;
  last_completed_combination: string | null;
  error: string | null;
  result_id: string | null;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
  last_activity_at: Date;
}

interface MatrixJobDocument extends Omit<MatrixJobRecord, 'id'> {
  _id: string;
}

const matrixJobSchema = new Schema<MatrixJobDocument>(
  {
    _id: { type: String, required: true },
    status: { type: String, required: true },
    weight_sets: { type: Schema.Types.Mixed, required: true },
    rounding_configs: { type: Schema.Types.Mixed, required: true },
    scope: { type: Schema.Types.Mixed, required: true },
    total_combinations: { type: Number, required: true },
    completed_combinations: { type: Number, required: true },
    last_completed_combination: { type: String, default: null },
    error: { type: String, default: null },
    result_id: { type: String, default: null },
    created_at: { type: Date, required: true, index: true },
    started_at: { type: Date, default: null },
    completed_at: { type: Date, default: null },
    last_activity_at: { type: Date, required: true },
  },
  { collection: 'matrix_jobs', versionKey: false },
);

interface CombinationDocument extends MatrixResultCombination {
  _id: string;
  job_id: string;
  counted_at: Date;
}

const combinationSchema = new Schema<CombinationDocument>(
  {
    _id: { type: String, required: true },
    job_id: { type: String, required: true, index: true },
    index: { type: Number, required: true },
    weight_set_id: String,
    weight_set_name: String,
    rounding_config_id: String,
    rounding_config_name: String,
    outcome_accuracy: Number,
    exact_score_accuracy: Number,
    correct_outcomes: Number,
    correct_scores: Number,
    total_fixtures: Number,
    counted_at: { type: Date, required: true },
  },
  { collection: 'matrix_combinations', versionKey: false },
);

interface ResultDocument {
  _id: string;
  result: Omit<MatrixResult, 'id'>;
}
const resultSchema = new Schema<ResultDocument>(
  { _id: { type: String, required: true }, result: { type: Schema.Types.Mixed, required: true } },
  { collection: 'matrix_results', versionKey: false },
);

interface HistoryDocument extends Omit<MatrixHistoryEntry, 'id' | 'test_date'> {
  _id: string;
  test_date: Date;
}
const historySchema = new Schema<HistoryDocument>(
  {
    _id: { type: String, required: true },
    job_id: { type: String, required: true },
    test_date: { type: Date, required: true, index: true },
    total_combinations: Number,
    total_fixtures: Number,
    best_outcome_accuracy: Number,
    ms_per_combination: Number,
  },
  { collection: 'matrix_history', versionKey: false },
);

interface LockDocument {
  _id: string;
  job_id: string;
}
const lockSchema = new Schema<LockDocument>(
  { _id: { type: String, required: true }, job_id: { type: String, required: true } },
  { collection: 'matrix_job_lock', versionKey: false },
);
const LOCK_ID = 'active-matrix-job';

export interface CountedProgress {
  /** False when this combination had been counted before (a redelivery). */
  counted: boolean;
  completed_combinations: number;
}

export interface MatrixJobsRepository {
  /** Takes the one-job-at-a-time lock for `jobId`; false when another live job holds it. */
  acquireLock(jobId: string): Promise<boolean>;
  releaseLock(jobId: string): Promise<void>;
  create(job: MatrixJobRecord): Promise<void>;
  findById(id: string): Promise<MatrixJobRecord | null>;
  /** Sets fields of a job whose status is one of `from`; false when it was not in one. */
  transition(id: string, from: readonly MatrixJobStatus[], set: Partial<Omit<MatrixJobRecord, 'id'>>): Promise<boolean>;
  /** Stores a combination once and brings the job's progress up to the stored count. */
  countCombination(jobId: string, combination: MatrixResultCombination, label: string, at: Date): Promise<CountedProgress>;
  countedIndexes(jobId: string): Promise<number[]>;
  combinations(jobId: string): Promise<MatrixResultCombination[]>;
  /** Stores the result and its history entry (idempotent: replaces what a redelivery stored). */
  saveResult(result: MatrixResult, history: MatrixHistoryEntry): Promise<void>;
  findResult(id: string): Promise<MatrixResult | null>;
  /** Newest first. */
  history(limit: number): Promise<MatrixHistoryEntry[]>;
}

function toJob(doc: MatrixJobDocument): MatrixJobRecord {
  const { _id, ...rest } = doc;
  return { id: _id, ...rest };
}

function toCombination(doc: CombinationDocument): MatrixResultCombination {
  return {
    index: doc.index,
    weight_set_id: doc.weight_set_id,
    weight_set_name: doc.weight_set_name,
    rounding_config_id: doc.rounding_config_id,
    rounding_config_name: doc.rounding_config_name,
    outcome_accuracy: doc.outcome_accuracy,
    exact_score_accuracy: doc.exact_score_accuracy,
    correct_outcomes: doc.correct_outcomes,
    correct_scores: doc.correct_scores,
    total_fixtures: doc.total_fixtures,
  };
}

const LIVE: readonly MatrixJobStatus[] = ['pending', 'running'];

export function createMatrixJobsRepository(connection: Connection): MatrixJobsRepository {
  const Jobs = modelOn(connection, 'MatrixJob', matrixJobSchema);
  const Combinations = modelOn(connection, 'MatrixCombination', combinationSchema);
  const Results = modelOn(connection, 'MatrixResult', resultSchema);
  const History = modelOn(connection, 'MatrixHistory', historySchema);
  const Locks = modelOn(connection, 'MatrixJobLock', lockSchema);

  const findById = async (id: string) => {
    const doc = await Jobs.findById(id).lean<MatrixJobDocument | null>();
    return doc ? toJob(doc) : null;
  };

  return {
    async acquireLock(jobId) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          await Locks.collection.insertOne({ _id: LOCK_ID, job_id: jobId } as never);
          return true;
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
        }
        const lock = await Locks.findById(LOCK_ID).lean<LockDocument | null>();
        if (lock?.job_id === jobId) return true;
        // A holder that is no longer live (its release was lost with its process) frees the lock.
        const holder = lock ? await findById(lock.job_id) : null;
        if (holder && LIVE.includes(holder.status)) return false;
        if (lock) await Locks.deleteOne({ _id: LOCK_ID, job_id: lock.job_id });
      }
      return false;
    },
    async releaseLock(jobId) {
      await Locks.deleteOne({ _id: LOCK_ID, job_id: jobId });
    },
    async create(job) {
      const { id, ...rest } = job;
      await Jobs.collection.insertOne({ _id: id, ...rest } as never);
    },
    findById,
    async transition(id, from, set) {
      const result = await Jobs.updateOne({ _id: id, status: { $in: [...from] } }, { $set: set });
      return result.matchedCount > 0;
    },
    async countCombination(jobId, combination, label, at) {
      try {
        await Combinations.collection.insertOne({ _id: `${jobId}:${combination.index}`, job_id: jobId, ...combination, counted_at: at } as never);
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // Counted before. The count is read back rather than trusted: a crash between an insert and
        // its increment is repaired by this redelivery instead of leaving the job one short.
        const completed = await Combinations.countDocuments({ job_id: jobId });
        await Jobs.updateOne({ _id: jobId, completed_combinations: { $lt: completed } }, { $set: { completed_combinations: completed, last_activity_at: at } });
        return { counted: false, completed_combinations: completed };
      }
      // The insert above succeeded for exactly one delivery, so exactly one increment per combination.
      const job = await Jobs.findOneAndUpdate(
        { _id: jobId },
        { $inc: { completed_combinations: 1 }, $set: { last_completed_combination: label, last_activity_at: at } },
        { new: true, projection: { completed_combinations: 1 } },
      ).lean<{ completed_combinations: number } | null>();
      return { counted: true, completed_combinations: job?.completed_combinations ?? 0 };
    },
    async countedIndexes(jobId) {
      const docs = await Combinations.find({ job_id: jobId }, { index: 1 }).lean<{ index: number }[]>();
      return docs.map((d) => d.index).sort((a, b) => a - b);
    },
    async combinations(jobId) {
      const docs = await Combinations.find({ job_id: jobId }).lean<CombinationDocument[]>();
      return docs.map(toCombination).sort((a, b) => a.index - b.index);
    },
    async saveResult(result, history) {
      const { id, ...rest } = result;
      await Results.replaceOne({ _id: id }, { _id: id, result: rest }, { upsert: true });
      const { id: historyId, test_date, ...entry } = history;
      await History.replaceOne({ _id: historyId }, { _id: historyId, ...entry, test_date: new Date(test_date) }, { upsert: true });
    },
    async findResult(id) {
      const doc = await Results.findById(id).lean<ResultDocument | null>();
      return doc ? { id: doc._id, ...doc.result } : null;
    },
    async history(limit) {
      const docs = await History.find({}).sort({ test_date: -1, _id: -1 }).limit(limit).lean<HistoryDocument[]>();
      return docs.map(({ _id, test_date, ...rest }) => ({
        id: _id,
        job_id: rest.job_id,
        test_date: test_date.toISOString(),
        total_combinations: rest.total_combinations,
        total_fixtures: rest.total_fixtures,
        best_outcome_accuracy: rest.best_outcome_accuracy,
        ms_per_combination: rest.ms_per_combination,
      }));
    },
  };
}
