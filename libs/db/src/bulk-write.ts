// Every bulk write goes through here, in sequential batches of at most 25 statements. FerretDB v1
// (its PostgreSQL handler) holds one pooled connection per matching update/replace until the
// whole write command ends, and that pool is shared by the entire server, so a large bulk
// write, or a few at once, can exhaust it and deadlock every client (docs/product.md, Architecture:
// "Persistence"). Small sequential commands keep the number held at any moment bounded.
//
// FerretDB v1 also drops the client's connection when a document contains NaN, failing every
// operation in flight on it, so the operations are checked for NaN before the first batch is sent.
import type { AnyBulkWriteOperation, Model, mongo } from 'mongoose';

export const MAX_BULK_WRITE_BATCH = 25;
/** Batches of one call in flight at once, at most. */
export const MAX_BULK_WRITE_CONCURRENCY = 4;

export interface BulkWriteOptions {
  /** Statements per command, 1-25. Default 25. */
  batchSize?: number;
  /** Within one batch. Default false (faster). */
  ordered?: boolean;
  /**
   * Batches in flight at once, 1-4. Default 1: one after another, so `ordered` holds across the
   * whole list and a failure leaves exactly the earlier batches applied. Above 1 the batches may be
   * applied in any order: only for operations on distinct documents that do not depend on each other.
   */
  concurrency?: number;
}

export interface BulkWriteSummary {
  insertedCount: number;
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  deletedCount: number;
  batches: number;
}

const emptySummary = (): BulkWriteSummary => ({
  insertedCount: 0,
  matchedCount: 0,
  modifiedCount: 0,
  upsertedCount: 0,
  deletedCount: 0,
  batches: 0,
});

/**
 * A batch failed; the batches counted in `completed` were applied, those not yet sent never are
 * (one at a time: every batch before it was applied, none after it was sent).
 */
export class BulkWriteBatchError extends Error {
  override readonly name = 'BulkWriteBatchError';
  readonly batchIndex: number;
  readonly completed: BulkWriteSummary;

  constructor(batchIndex: number, batchCount: number, completed: BulkWriteSummary, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`bulk write batch ${batchIndex + 1} of ${batchCount} failed: ${reason}`, { cause });
    this.batchIndex = batchIndex;
    this.completed = completed;
  }
}

/** An operation holds NaN (FerretDB v1 drops the connection on one); nothing was sent. */
export class NaNInWriteError extends TypeError {
  override readonly name = 'NaNInWriteError';
  /** Index of the offending operation in the list given to bulkWriteInBatches. */
  readonly operationIndex: number;
  /** Where the NaN is inside it, e.g. `updateOne.update.$set.prob_draw`. */
  readonly path: string;

  constructor(operationIndex: number, path: string) {
    super(
      `bulk write operation ${operationIndex} holds NaN at ${path}; nothing was written (FerretDB drops the connection on NaN: store null or leave the field out)`,
    );
    this.operationIndex = operationIndex;
    this.path = path;
  }
}

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** The path of the first NaN in plain objects and arrays (dates, ids, buffers are not entered), or null. */
export function findNaN(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isNaN(value) ? path || '(value)' : null;
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findNaN(value[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (!isPlainObject(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = findNaN(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

export async function bulkWriteInBatches<TRaw extends mongo.Document>(
  model: Model<TRaw>,
  operations: ReadonlyArray<AnyBulkWriteOperation<TRaw>>,
  options: BulkWriteOptions = {},
): Promise<BulkWriteSummary> {
  const batchSize = options.batchSize ?? MAX_BULK_WRITE_BATCH;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > MAX_BULK_WRITE_BATCH) {
    throw new RangeError(`batchSize must be an integer from 1 to ${MAX_BULK_WRITE_BATCH}, got ${batchSize}`);
  }
  operations.forEach((operation, index) => {
    const path = findNaN(operation);
    if (path !== null) throw new NaNInWriteError(index, path);
  });
  const concurrency = options.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > MAX_BULK_WRITE_CONCURRENCY) {
    throw new RangeError(`concurrency must be an integer from 1 to ${MAX_BULK_WRITE_CONCURRENCY}, got ${concurrency}`);
  }
  const summary = emptySummary();
  const batchCount = Math.ceil(operations.length / batchSize);
  let next = 0;
  let failure: { index: number; cause: unknown } | null = null;
  // Each lane takes the next unsent batch until none is left or one failed; a failure stops every
  // lane from sending more, the batches in flight finish, and the first failure is thrown.
  const lane = async (): Promise<void> => {
    while (failure === null && next < batchCount) {
      const index = next;
      next += 1;
      const batch = operations.slice(index * batchSize, (index + 1) * batchSize);
      try {
        // throwOnValidationError: with ordered:false mongoose would otherwise skip a document
        // that fails schema validation and report it only in the result.
        // mongoose types the operations through a conditional type TS cannot resolve for a
        // generic TRaw; the batch is exactly the operations it was given for this model.
        const writes = [...batch] as Parameters<Model<TRaw>['bulkWrite']>[0];
        const result = await model.bulkWrite(writes, {
          ordered: options.ordered ?? false,
          throwOnValidationError: true,
        });
        summary.insertedCount += result.insertedCount;
        summary.matchedCount += result.matchedCount;
        summary.modifiedCount += result.modifiedCount;
        summary.upsertedCount += result.upsertedCount;
        summary.deletedCount += result.deletedCount;
        summary.batches += 1;
      } catch (error) {
        failure ??= { index, cause: error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, batchCount) }, lane));
  // Made once every lane has stopped, so `completed` also counts the batches that were in flight
  // beside the failing one and finished after it.
  // (TypeScript cannot see the lanes' assignment, hence the annotation.)
  const failed = failure as { index: number; cause: unknown } | null;
  if (failed) throw new BulkWriteBatchError(failed.index, batchCount, summary, failed.cause);
  return summary;
}
