// The latest recalculation run (`_id` "latest"), so that after POST /api/admin/recalculate answered
// 202 any replica can tell the admin how the worker's run went: `requested` from the moment the
// request is on the broker (docs/engineering.md, "Events": a broker that just came back left the
// previous run on show until a consumer rejoined), then `running`, `completed` or `failed` as the
// worker writes them.
//
// And each request's own answer (`recalculation_answers`, `_id` the request's correlation id): a run
// answers every request that waited for it (workers/recalculation-worker.ts coalesces them), but the
// latest run carries only one of their ids and the next run replaces it, so a request merged with
// another never saw its answer. An answer is inserted once, the first run to answer the request
// wins (insert-only, atomic on FerretDB v1 too); only a failed answer gives way to a later run's, so
// a request redelivered after its run (its offset not committed yet) cannot overwrite "1,900
// changed" with "0 changed".
import type { RecalculationReason, RecalculationResult } from '@scoreline/contracts';
import { type Connection, Schema } from 'mongoose';
import { createStoredCounter, DURABLE_WRITE, isDuplicateKeyError, modelOn } from '@scoreline/db';

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

/** How a run answered one request: the run's outcome, under the request's own correlation id. */
export interface RecalculationAnswer {
  status: 'completed' | 'failed';
  reason: RecalculationReason;
  /** The correlation id the run itself was recorded under (the last request it took). */
  run_correlation_id: string;
  started_at: Date;
  completed_at: Date;
  result: RecalculationResult | null;
  error: string | null;
}

interface AnswerDocument extends RecalculationAnswer {
  _id: string;
}

const answerSchema = new Schema<AnswerDocument>(
  {
    _id: { type: String, required: true },
    status: { type: String, required: true },
    reason: { type: String, required: true },
    run_correlation_id: { type: String, required: true },
    started_at: { type: Date, required: true },
    completed_at: { type: Date, required: true },
    result: { type: Schema.Types.Mixed, default: null },
    error: { type: String, default: null },
  },
  { collection: 'recalculation_answers', versionKey: false },
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

type ClaimState = 'taken' | 'withdrawn';

interface ClaimDocument {
  _id: string;
  state: ClaimState;
  at: Date;
}

const claimSchema = new Schema<ClaimDocument>(
  {
    _id: { type: String, required: true },
    state: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'recalculation_request_claims', versionKey: false },
);

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
  /** Records how a run answered each of these requests (a completed answer is never replaced). */
  answer(correlationIds: readonly string[], answer: RecalculationAnswer): Promise<void>;
  /** The answer a run gave the request, or null while none has. */
  answerOf(correlationId: string): Promise<RecalculationAnswer | null>;
  /** Which of these requests a run has already answered successfully. */
  answered(correlationIds: readonly string[]): Promise<Set<string>>;
  /**
   * A worker takes these request events before running them; returns the ones it may run (taken
   * now or before, by a run that did not finish), leaving out the ones their requests withdrew.
   */
  take(eventKeys: readonly string[], at: Date): Promise<Set<string>>;
  /**
   * The request that sent this event withdraws it (its send was not confirmed in time). False when
   * a worker took it first: the request was accepted after all.
   */
  withdraw(eventKey: string, at: Date): Promise<boolean>;
}

export function createRecalculationRunsRepository(connection: Connection): RecalculationRunsRepository {
  const Runs = modelOn(connection, 'RecalculationRun', runSchema);
  const Answers = modelOn(connection, 'RecalculationAnswer', answerSchema);
  const Claims = modelOn(connection, 'RecalculationRequestClaim', claimSchema);
  const completedRuns = createStoredCounter(connection, COMPLETIONS_COLLECTION, 'completed_runs');
  /** The state the event is in once this claim was tried: this one's, or the one that was first. */
  const claim = async (_id: string, state: ClaimState, at: Date, options = {}): Promise<ClaimState> => {
    try {
      await Claims.collection.insertOne({ _id: _id as never, state, at }, options);
      return state;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const first = await Claims.findById(_id).lean<ClaimDocument | null>();
      if (!first) throw new Error(`recalculation request ${_id}: its claim collided but cannot be read`, { cause: error });
      return first.state;
    }
  };
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
          // Before the 202: the accepted request shows in the status whatever crashes next.
          { upsert: true, ...DURABLE_WRITE },
        );
      } catch (error) {
        // The document exists but is not to be replaced: the upsert's insert then collides on `_id`.
        if (!isDuplicateKeyError(error)) throw error;
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
    async answer(correlationIds, answer) {
      for (const id of new Set(correlationIds)) {
        try {
          await Answers.create({ _id: id, ...answer });
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          // Answered before: a failure gives way to this run's answer, a success stays.
          await Answers.replaceOne({ _id: id, status: 'failed' }, { _id: id, ...answer });
        }
      }
    },
    async answerOf(correlationId) {
      const doc = await Answers.findById(correlationId).lean<AnswerDocument | null>();
      if (!doc) return null;
      const { _id: _ignored, ...answer } = doc;
      return answer;
    },
    async answered(correlationIds) {
      if (correlationIds.length === 0) return new Set();
      // One equality read per id: `_id: {$in}` reads the whole collection on FerretDB v1.
      const docs = await Promise.all([...new Set(correlationIds)].map((id) => Answers.findById(id).lean<AnswerDocument | null>()));
      return new Set(docs.flatMap((doc) => (doc?.status === 'completed' ? [doc._id] : [])));
    },
    async take(eventKeys, at) {
      const keys = [...new Set(eventKeys)];
      const states = await Promise.all(keys.map((key) => claim(key, 'taken', at)));
      return new Set(keys.filter((_key, i) => states[i] === 'taken'));
    },
    async withdraw(eventKey, at) {
      // Durable before the 503: a worker reading the claim after the refusal must find it.
      return (await claim(eventKey, 'withdrawn', at, DURABLE_WRITE)) === 'withdrawn';
    },
  };
}
