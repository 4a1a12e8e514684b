import type { Model } from 'mongoose';
import { isDuplicateKeyError } from './errors.ts';

/**
 * Writes a whole document by its `_id`, creating it when missing, safe when several writers do it
 * at once. Concurrent upserts of one new `_id` all find no document, one insert wins and the others
 * are refused with E11000 (on MongoDB as on FerretDB); the document then exists, so a refused writer
 * replaces it instead. Last writer wins: for documents where each writer's copy is true (a progress
 * note, a result computed the same by each), never for a count or a merge.
 */
export async function putWhole<T extends { _id: string }>(model: Model<T>, doc: T): Promise<void> {
  try {
    await model.replaceOne({ _id: doc._id }, doc, { upsert: true });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    await model.replaceOne({ _id: doc._id }, doc);
  }
}
