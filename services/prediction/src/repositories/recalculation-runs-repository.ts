// The latest recalculation run (`_id` "latest"), so that after POST /api/admin/recalculate answered
// 202 any replica can tell the admin how the worker's run went: `requested` from the moment the
// request is on the broker (issue 17 #8: a broker that just came back left the previous run on show
// until a consumer rejoined), then `running`, `completed` or `failed` as the worker writes them.
import type { RecalculationReason, RecalculationResult } from '@scoreline/contracts';
import { type Connection, Schema } from 'mongoose';
import { createStoredCounter, modelOn } from '@scoreline/db';

export interface RecalculationRun {
  status: 'requested' | 'running' | 'completed' | 'failed';
  reason: RecalculationReason;
  correlation_id: string;
  started_at: Date;
  completed_at: Date | null;
  result: RecalculationResult | null;
  error: string | null;
}

interface RunDocument extends RecalculationRun {
  _id: string;
}

const runSchema = new Schema<RunDocument>(
  {
    _id: { type: String, required: true },
    status: { type: String, required: true },
    reason: { type: String, required: true },
    correlation_id: { type: String, required: true },
    started_at: { type: Date, required: true },
    completed_at: { type: Date, default: null },
    result: { type: Schema.Types.Mixed, default: null },
    error: { type: String, default: null },
  },
  { collection: 'recalculation_runs', versionKey: false },
);

const ID = 'latest';
/**
 * Counts the requests answered by finished runs (one run answers every request that was waiting for
 * it: workers/recalculation-worker.ts), so a caller can wait for "the next one" or for N more. A
 * stored counter (libs/db: inserts only), not a `$inc` beside the run's `$set`: FerretDB v1 loses
 * one of two updates of a document made at the same moment, and a request's `requested` write
 * lands on `latest` while a run finishes.
 */
const COMPLETIONS_COLLECTION = 'recalculation_completions';
const DUPLICATE_KEY = 11000;

export interface RecalculationRunsRepository {
  /**
   * Shows a request no worker has taken yet. It never replaces a run in progress, nor the request's
   * own run when a worker was quicker than this write (running or already finished).
   */
  requested(run: Pick<RecalculationRun, 'reason' | 'correlation_id' | 'started_at'>): Promise<void>;
  start(run: Pick<RecalculationRun, 'reason' | 'correlation_id' | 'started_at'>): Promise<void>;
  /** `requests`: how many requests the run answered (default 1). */
  complete(result: RecalculationResult, at: Date, requests?: number): Promise<void>;
  fail(error: string, at: Date): Promise<void>;
  latest(): Promise<(RecalculationRun & { completed_runs: number }) | null>;
}

export function createRecalculationRunsRepository(connection: Connection): RecalculationRunsRepository {
  const Runs = modelOn(connection, 'RecalculationRun', runSchema);
  const completedRuns = createStoredCounter(connection, COMPLETIONS_COLLECTION, 'completed_runs');
  const finish = async (fields: Partial<RecalculationRun>, requests = 1) => {
    await Runs.collection.updateOne({ _id: ID as never }, { $set: fields });
    await completedRuns.add(requests);
  };
  return {
    async requested(run) {
      try {
        await Runs.collection.updateOne(
          { _id: ID as never, status: { $ne: 'running' }, correlation_id: { $ne: run.correlation_id } },
          { $set: { ...run, status: 'requested', completed_at: null, result: null, error: null } },
          { upsert: true },
        );
      } catch (error) {
        // The document exists but is not to be replaced: the upsert's insert then collides on `_id`.
        if ((error as { code?: unknown }).code !== DUPLICATE_KEY) throw error;
      }
    },
    async start(run) {
      await Runs.collection.updateOne(
        { _id: ID as never },
        { $set: { ...run, status: 'running', completed_at: null, result: null, error: null } },
        { upsert: true },
      );
    },
    async complete(result, at, requests) {
      await finish({ status: 'completed', result, completed_at: at }, requests);
    },
    async fail(error, at) {
      await finish({ status: 'failed', error, completed_at: at });
    },
    async latest() {
      const [doc, completed] = await Promise.all([Runs.findById(ID).lean<RunDocument | null>(), completedRuns.value()]);
      if (!doc) return null;
      const { _id: _ignored, ...run } = doc;
      return { ...run, completed_runs: completed };
    },
  };
}
