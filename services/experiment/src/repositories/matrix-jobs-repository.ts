// Cross-sandbox matrix jobs and what they produce: the job (what it runs, how far it got and every
// combination counted so far, in the job's own document), the stored result and the history.
// Counting is one conditional update of the job document ("set combinations i, j, … and add their
// number, unless any of them is there"): atomic on one document, so a combination redelivered by
// Kafka, even at the same moment, is counted exactly once, and a batch of completions costs one
// store round trip; a batch holding one already counted falls back to one update per combination. One job
// at a time is enforced by a lock document with a natural id (FerretDB v1 has no partial indexes and
// no transactions, so a unique insert is the only atomic "take it if free").
import type { MatrixHistoryEntry, MatrixJobStatus, MatrixResult, MatrixResultCombination, ModelConfiguration, RoundingModeKind, RoundingParameters, Weights } from '@scoreline/contracts';
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
  /** `model` names another family (absent: six-metric); `mode` another rounding (absent: smart). */
  weight_sets: { id: string; name: string; weights: Weights; model?: ModelConfiguration }[];
  rounding_configs: { id: string; name: string; parameters: RoundingParameters; mode?: RoundingModeKind }[];
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
  /** Counted combinations by `c<index>` (a key that is not an array position in a dotted path). */
  counted?: Record<string, MatrixResultCombination>;
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
    counted: { type: Schema.Types.Mixed, default: {} },
  },
  { collection: 'matrix_jobs', versionKey: false, minimize: false },
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
  total_combinations: number;
  status: MatrixJobStatus;
}

/** What a batch count did: how many of its combinations were new, and the job after it. */
export interface BatchProgress {
  counted: number;
  duplicates: number;
  /** The job with every combination counted so far (the update answers the whole document). */
  job: MatrixJobRecord;
  combinations: MatrixResultCombination[];
}

export interface MatrixJobsRepository {
  /** Takes the one-job-at-a-time lock for `jobId`; false when another live job holds it. */
  acquireLock(jobId: string): Promise<boolean>;
  releaseLock(jobId: string): Promise<void>;
  create(job: MatrixJobRecord): Promise<void>;
  findById(id: string): Promise<MatrixJobRecord | null>;
  /** Sets fields of a job whose status is one of `from`; false when it was not in one. */
  transition(id: string, from: readonly MatrixJobStatus[], set: Partial<Omit<MatrixJobRecord, 'id'>>): Promise<boolean>;
  /** Counts a combination once; null when the job does not exist. */
  countCombination(jobId: string, combination: MatrixResultCombination, label: string, at: Date): Promise<CountedProgress | null>;
  /**
   * Counts each combination once (by index; the first of a repeated index wins) in one update when
   * none of them was counted before, else one update each; `label` is the last one's. Null when the
   * job does not exist.
   */
  countCombinations(jobId: string, combinations: readonly { combination: MatrixResultCombination; label: string }[], at: Date): Promise<BatchProgress | null>;
  countedIndexes(jobId: string): Promise<number[]>;
  combinations(jobId: string): Promise<MatrixResultCombination[]>;
  /** Stores the result and its history entry (idempotent: replaces what a redelivery stored). */
  saveResult(result: MatrixResult, history: MatrixHistoryEntry): Promise<void>;
  findResult(id: string): Promise<MatrixResult | null>;
  /** Newest first. */
  history(limit: number): Promise<MatrixHistoryEntry[]>;
}

function sortedCombinations(doc: Pick<MatrixJobDocument, 'counted'> | null): MatrixResultCombination[] {
  return Object.values(doc?.counted ?? {}).sort((a, b) => a.index - b.index);
}

function toJob(doc: MatrixJobDocument): MatrixJobRecord {
  const { _id, counted: _counted, ...rest } = doc;
  return { id: _id, ...rest };
}

const countedKey = (index: number): string => `counted.c${index}`;

const LIVE: readonly MatrixJobStatus[] = ['pending', 'running'];

export function createMatrixJobsRepository(connection: Connection): MatrixJobsRepository {
  const Jobs = modelOn(connection, 'MatrixJob', matrixJobSchema);
  const Results = modelOn(connection, 'MatrixResult', resultSchema);
  const History = modelOn(connection, 'MatrixHistory', historySchema);
  const Locks = modelOn(connection, 'MatrixJobLock', lockSchema);

  const findById = async (id: string) => {
    const doc = await Jobs.findById(id, { counted: 0 }).lean<MatrixJobDocument | null>();
    return doc ? toJob(doc) : null;
  };
  const counted = async (jobId: string): Promise<MatrixResultCombination[]> => {
    return sortedCombinations(await Jobs.findById(jobId, { counted: 1 }).lean<Pick<MatrixJobDocument, 'counted'> | null>());
  };
  const countOne: MatrixJobsRepository['countCombination'] = async (jobId, combination, label, at) => {
    const progress = { completed_combinations: 1, total_combinations: 1, status: 1 };
    const updated = await Jobs.findOneAndUpdate(
      { _id: jobId, [countedKey(combination.index)]: { $exists: false } },
      { $set: { [countedKey(combination.index)]: combination, last_completed_combination: label, last_activity_at: at }, $inc: { completed_combinations: 1 } },
      // No projection: FerretDB v1's findAndModify does not implement one.
      { returnDocument: 'after' },
    ).lean<Pick<MatrixJobRecord, 'completed_combinations' | 'total_combinations' | 'status'> | null>();
    if (updated) return { counted: true, ...pick(updated) };
    const existing = await Jobs.findById(jobId, progress).lean<Pick<MatrixJobRecord, 'completed_combinations' | 'total_combinations' | 'status'> | null>();
    return existing ? { counted: false, ...pick(existing) } : null;
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
    countCombination: countOne,
    async countCombinations(jobId, items, at) {
      const byIndex = new Map<number, (typeof items)[number]>();
      for (const item of items) if (!byIndex.has(item.combination.index)) byIndex.set(item.combination.index, item);
      const unique = [...byIndex.values()];
      const last = items[items.length - 1];
      if (!last) return null;
      const set: Record<string, unknown> = { last_completed_combination: last.label, last_activity_at: at };
      const unseen: Record<string, unknown> = { _id: jobId };
      for (const { combination } of unique) {
        set[countedKey(combination.index)] = combination;
        unseen[countedKey(combination.index)] = { $exists: false };
      }
      const updated = await Jobs.findOneAndUpdate(unseen, { $set: set, $inc: { completed_combinations: unique.length } }, { returnDocument: 'after' }).lean<MatrixJobDocument | null>();
      if (updated) return { counted: unique.length, duplicates: items.length - unique.length, job: toJob(updated), combinations: sortedCombinations(updated) };
      // One of them was counted before (a redelivery), or the job is unknown: one at a time.
      let counted = 0;
      for (const { combination, label } of unique) {
        const progress = await countOne(jobId, combination, label, at);
        if (!progress) return null;
        if (progress.counted) counted += 1;
      }
      const doc = await Jobs.findById(jobId).lean<MatrixJobDocument | null>();
      return doc ? { counted, duplicates: items.length - counted, job: toJob(doc), combinations: sortedCombinations(doc) } : null;
    },
    async countedIndexes(jobId) {
      return (await counted(jobId)).map((c) => c.index);
    },
    combinations: counted,
    async saveResult(result, history) {
      const { id, ...rest } = result;
      const { id: historyId, test_date, ...entry } = history;
      // Two independent idempotent upserts: at once, not one after the other.
      await Promise.all([
        Results.replaceOne({ _id: id }, { _id: id, result: rest }, { upsert: true }),
        History.replaceOne({ _id: historyId }, { _id: historyId, ...entry, test_date: new Date(test_date) }, { upsert: true }),
      ]);
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

function pick(doc: Pick<MatrixJobRecord, 'completed_combinations' | 'total_combinations' | 'status'>) {
  return { completed_combinations: doc.completed_combinations, total_combinations: doc.total_combinations, status: doc.status };
}
