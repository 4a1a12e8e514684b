// Cross-sandbox matrix jobs and what they produce: the job (what it runs and its status), one
// document per counted combination, the job's progress note, the stored result and the history.
// Counting is an insert of the combination's own document, keyed by job id + index: a unique `_id`
// is the only write FerretDB v1 makes atomic. Its update commands read the document, apply the
// operators in FerretDB and write the whole document back with no lock, so two updates of one
// document at the same moment lose one of them (measured: 200 concurrent `$inc` of one field left
// it at 12; test/matrix-jobs.concurrent-counting.test.ts). A count kept inside the job document lost
// combinations whenever two aggregator members overlapped in a rebalance, or the start request's
// pending → running update met the first counts, and the job then never finished. So the job
// document is written only at status changes, the progress (last combination, last activity) is
// its own document written by the aggregator alone, and the count is the number of combination
// documents. One job at a time is enforced the same way, by a lock document with a natural id.
import type { MatrixHistoryEntry, MatrixJobStatus, MatrixResult, MatrixResultCombination } from '@scoreline/contracts';
import { isDuplicateKeyError, modelOn, putWhole } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';
import type { MatrixJobRecord } from '../domain/matrix-job.ts';

/** What the job document holds: the progress fields are derived from the documents below. */
type StoredJob = Omit<MatrixJobRecord, 'id' | 'completed_combinations' | 'last_completed_combination'>;

interface MatrixJobDocument extends StoredJob {
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
    error: { type: String, default: null },
    result_id: { type: String, default: null },
    created_at: { type: Date, required: true, index: true },
    started_at: { type: Date, default: null },
    completed_at: { type: Date, default: null },
    last_activity_at: { type: Date, required: true },
  },
  { collection: 'matrix_jobs', versionKey: false, minimize: false },
);

/** One counted combination: `_id` is job id + index, so a second insert of it is refused. */
interface CombinationDocument {
  _id: string;
  job_id: string;
  combination: MatrixResultCombination;
}
const combinationSchema = new Schema<CombinationDocument>(
  { _id: { type: String, required: true }, job_id: { type: String, required: true, index: true }, combination: { type: Schema.Types.Mixed, required: true } },
  { collection: 'matrix_combinations', versionKey: false },
);

/**
 * The aggregator's note of how far a job got, apart from the job document so a note never races the
 * job's own transitions. Members whose partitions overlap may write it at once: it is a whole-document
 * replace (last writer wins, each writer's note is true), never an increment that could lose a count.
 */
interface ProgressDocument {
  _id: string;
  last_completed_combination: string;
  last_activity_at: Date;
}
const progressSchema = new Schema<ProgressDocument>(
  { _id: { type: String, required: true }, last_completed_combination: { type: String, required: true }, last_activity_at: { type: Date, required: true } },
  { collection: 'matrix_progress', versionKey: false },
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
  /** The job with every combination counted so far. */
  job: MatrixJobRecord;
  combinations: MatrixResultCombination[];
}

export interface MatrixJobsRepository {
  /** Takes the one-job-at-a-time lock for `jobId`; false when another live job holds it. */
  acquireLock(jobId: string): Promise<boolean>;
  releaseLock(jobId: string): Promise<void>;
  create(job: MatrixJobRecord): Promise<void>;
  /**
   * Removes a job that was refused (its start answered 503): the job, whatever was counted for it,
   * then its lock. Completions still arriving for it are an unknown job's, ignored.
   */
  discard(jobId: string): Promise<void>;
  findById(id: string): Promise<MatrixJobRecord | null>;
  /** Sets fields of a job whose status is one of `from`; false when it was not in one. */
  transition(id: string, from: readonly MatrixJobStatus[], set: Partial<StoredJob>): Promise<boolean>;
  /** Counts a combination once; null when the job does not exist (or was discarded meanwhile: nothing stays counted). */
  countCombination(jobId: string, combination: MatrixResultCombination, label: string, at: Date): Promise<CountedProgress | null>;
  /**
   * Counts each combination once (by index; the first of a repeated index wins) in one insert
   * command; `label` is the last one's. Null when the job does not exist, or was discarded while this
   * counted (then nothing stays counted for it).
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

const combinationId = (jobId: string, index: number): string => `${jobId}#${index}`;

const LIVE: readonly MatrixJobStatus[] = ['pending', 'running'];


export function createMatrixJobsRepository(connection: Connection): MatrixJobsRepository {
  const Jobs = modelOn(connection, 'MatrixJob', matrixJobSchema);
  const Combinations = modelOn(connection, 'MatrixCombination', combinationSchema);
  const Progress = modelOn(connection, 'MatrixProgress', progressSchema);
  const Results = modelOn(connection, 'MatrixResult', resultSchema);
  const History = modelOn(connection, 'MatrixHistory', historySchema);
  const Locks = modelOn(connection, 'MatrixJobLock', lockSchema);

  const counted = async (jobId: string): Promise<MatrixResultCombination[]> => {
    const docs = await Combinations.find({ job_id: jobId }, { combination: 1 }).lean<Pick<CombinationDocument, 'combination'>[]>();
    return docs.map((d) => d.combination).sort((a, b) => a.index - b.index);
  };
  /** The job with its progress: the counted documents and the aggregator's note. */
  const withProgress = async (doc: MatrixJobDocument, combinations?: readonly MatrixResultCombination[]): Promise<MatrixJobRecord> => {
    const [count, note] = await Promise.all([
      combinations ? combinations.length : Combinations.countDocuments({ job_id: doc._id }),
      Progress.findById(doc._id).lean<ProgressDocument | null>(),
    ]);
    const { _id, ...rest } = doc;
    const lastActivity = note && note.last_activity_at > rest.last_activity_at ? note.last_activity_at : rest.last_activity_at;
    return { id: _id, ...rest, completed_combinations: count, last_completed_combination: note?.last_completed_combination ?? null, last_activity_at: lastActivity };
  };
  const findDoc = (id: string) => Jobs.findById(id).lean<MatrixJobDocument | null>();
  const findById = async (id: string) => {
    const doc = await findDoc(id);
    return doc ? withProgress(doc) : null;
  };
  /** Inserts the combinations not counted yet; how many were new. */
  const insertCombinations = async (jobId: string, combinations: readonly MatrixResultCombination[]): Promise<number> => {
    if (combinations.length === 0) return 0;
    try {
      const inserted = await Combinations.collection.insertMany(
        combinations.map((combination) => ({ _id: combinationId(jobId, combination.index), job_id: jobId, combination }) as never),
        { ordered: false },
      );
      return inserted.insertedCount;
    } catch (error) {
      // A redelivery: the ones already there are refused, the others are in (the insert is unordered).
      const { writeErrors, insertedCount } = error as { writeErrors?: unknown; insertedCount?: number };
      const refused = Array.isArray(writeErrors) ? writeErrors : [error];
      if (typeof insertedCount !== 'number' || !refused.every((refusal) => isDuplicateKeyError(refusal))) throw error;
      return insertedCount;
    }
  };
  /**
   * Removes the job's combinations when the job is gone; true when it did. A refused start's discard
   * can run between a count's read of the job and its insert: it removes the job, then what was
   * counted for it, so an insert landing after that would stay as combinations of no job. Read after
   * the insert, a missing job means the discard has begun; what this count inserted goes too.
   */
  const droppedWithDiscardedJob = async (jobId: string): Promise<boolean> => {
    if (await Jobs.exists({ _id: jobId })) return false;
    await Combinations.deleteMany({ job_id: jobId });
    return true;
  };
  const noteProgress = async (jobId: string, label: string, at: Date): Promise<void> => {
    await putWhole(Progress, { _id: jobId, last_completed_combination: label, last_activity_at: at });
  };
  const countOne: MatrixJobsRepository['countCombination'] = async (jobId, combination, label, at) => {
    const doc = await findDoc(jobId);
    if (!doc) return null;
    const isNew = (await insertCombinations(jobId, [combination])) === 1;
    if (await droppedWithDiscardedJob(jobId)) return null;
    if (isNew) await noteProgress(jobId, label, at);
    const completed = await Combinations.countDocuments({ job_id: jobId });
    return { counted: isNew, completed_combinations: completed, total_combinations: doc.total_combinations, status: doc.status };
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
      const { id, completed_combinations: _completed, last_completed_combination: _last, ...rest } = job;
      await Jobs.collection.insertOne({ _id: id, ...rest } as never);
    },
    async discard(jobId) {
      await Jobs.deleteOne({ _id: jobId });
      await Promise.all([Combinations.deleteMany({ job_id: jobId }), Progress.deleteOne({ _id: jobId })]);
      await Locks.deleteOne({ _id: LOCK_ID, job_id: jobId });
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
      const doc = await findDoc(jobId);
      if (!last || !doc) return null;
      const inserted = await insertCombinations(
        jobId,
        unique.map((item) => item.combination),
      );
      if (await droppedWithDiscardedJob(jobId)) return null;
      if (inserted > 0) await noteProgress(jobId, last.label, at);
      const combinations = await counted(jobId);
      return { counted: inserted, duplicates: items.length - inserted, job: await withProgress(doc, combinations), combinations };
    },
    async countedIndexes(jobId) {
      return (await counted(jobId)).map((c) => c.index);
    },
    combinations: counted,
    async saveResult(result, history) {
      const { id, ...rest } = result;
      const { id: historyId, test_date, ...entry } = history;
      // Two independent idempotent writes: at once, not one after the other. Two members that both
      // counted a job's last combination both store its (equal) result.
      await Promise.all([putWhole(Results, { _id: id, result: rest }), putWhole(History, { _id: historyId, ...entry, test_date: new Date(test_date) })]);
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
