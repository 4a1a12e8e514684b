// A read model's save of a batch of whole documents it projects from an event: the documents that
// equal their stored copy are skipped, new ones inserted, changed ones replaced. Most of a
// re-published batch is unchanged, and FerretDB v1 pays several times a read or an insert for an
// upsert, so a read model that upserted everything fell minutes behind on a first start.
import type { AnyBulkWriteOperation, Model } from 'mongoose';
import { BulkWriteBatchError, bulkWriteInBatches, type BulkWriteOptions } from './bulk-write.ts';
import { isDuplicateKeyError } from './errors.ts';

/** The documents of a batch that differ from the store: `fresh` ones it lacks, `updated` ones it holds otherwise. */
export interface ChangedDocuments<T> {
  readonly fresh: readonly T[];
  readonly updated: readonly T[];
}

/**
 * Splits `wanted` against the stored copies (by `key`): those with no stored copy are fresh, those
 * whose stored copy is not `same` are updated, the rest are left out.
 */
export function changedAmong<W, S>(
  wanted: readonly W[],
  stored: ReadonlyMap<string, S>,
  key: (item: W) => string,
  same: (stored: S, wanted: W) => boolean,
): ChangedDocuments<W> {
  const fresh: W[] = [];
  const updated: W[] = [];
  for (const item of wanted) {
    const copy = stored.get(key(item));
    if (copy === undefined) fresh.push(item);
    else if (!same(copy, item)) updated.push(item);
  }
  return { fresh, updated };
}

/**
 * The stored documents among `ids`, read one value of `field` at a time (the values the batch
 * spans, e.g. its seasons): FerretDB v1 answers `_id: {$in: [...]}` by reading the whole
 * collection, an equality on a field only the documents that match it.
 */
export async function findAmong<T extends { _id: string }>(
  model: Model<T>,
  ids: Iterable<string>,
  field: string,
  values: Iterable<unknown>,
  projection?: Record<string, 0 | 1>,
): Promise<Map<string, T>> {
  const wanted = new Set(ids);
  const groups = await Promise.all([...new Set(values)].map((value) => model.find({ [field]: value }, projection).lean<T[]>().exec()));
  return new Map(groups.flat().flatMap((doc) => (wanted.has(doc._id) ? [[doc._id, doc] as const] : [])));
}

/**
 * Inserts the fresh documents and replaces the updated ones, whole. Another writer (a replica, a
 * redelivery during a rebalance) may insert one of the fresh documents first: then the fresh ones
 * are written again as upserts, which is idempotent. Last writer wins, as for putWhole: only for
 * documents each writer projects whole from the same event, never for a count.
 */
export async function writeChanged<T extends { _id: string }>(
  model: Model<T>,
  changed: ChangedDocuments<T>,
  options: Pick<BulkWriteOptions, 'concurrency'> = {},
): Promise<void> {
  const replaceAll = (documents: readonly T[]) =>
    bulkWriteInBatches(
      model,
      documents.map((document) => ({ replaceOne: { filter: { _id: document._id }, replacement: document, upsert: true } })),
      options,
    );
  try {
    await bulkWriteInBatches(
      model,
      // InsertOneModel<T> is a conditional type TS cannot resolve for a generic T; each is a whole T.
      changed.fresh.map((document) => ({ insertOne: { document } }) as AnyBulkWriteOperation<T>),
      options,
    );
  } catch (error) {
    if (!(error instanceof BulkWriteBatchError) || !isDuplicateKeyError(error)) throw error;
    await replaceAll(changed.fresh);
  }
  await replaceAll(changed.updated);
}
