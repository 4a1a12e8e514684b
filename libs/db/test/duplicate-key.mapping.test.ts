// isDuplicateKeyError recognises E11000 in every shape the driver raises it (single write, bulk
// write errors, wrapped as a cause) and nothing else, so services answer exactly those with 409.
import { describe, expect, it } from 'vitest';
import { BulkWriteBatchError, isDuplicateKeyError } from '../src/index.ts';

describe('duplicate-key mapping', () => {
  it('recognises the server error codes and the E11000 message', () => {
    expect(isDuplicateKeyError(Object.assign(new Error('dup'), { code: 11000 }))).toBe(true);
    expect(isDuplicateKeyError(Object.assign(new Error('dup'), { code: 11001 }))).toBe(true);
    expect(isDuplicateKeyError(new Error('E11000 duplicate key error collection: x.y index: _id_'))).toBe(
      true,
    );
  });

  it('looks into bulk write errors and causes', () => {
    const bulk = Object.assign(new Error('bulk failed'), { writeErrors: [{ code: 121 }, { code: 11000 }] });
    expect(isDuplicateKeyError(bulk)).toBe(true);
    const wrapped = new BulkWriteBatchError(
      1,
      3,
      { insertedCount: 25, matchedCount: 0, modifiedCount: 0, upsertedCount: 0, deletedCount: 0, batches: 1 },
      bulk,
    );
    expect(wrapped.message).toBe('bulk write batch 2 of 3 failed: bulk failed');
    expect(isDuplicateKeyError(wrapped)).toBe(true);
  });

  it('is false for other failures and for non-errors', () => {
    expect(isDuplicateKeyError(Object.assign(new Error('validation'), { code: 121 }))).toBe(false);
    expect(isDuplicateKeyError(new Error('connection closed'))).toBe(false);
    expect(isDuplicateKeyError(undefined)).toBe(false);
    expect(isDuplicateKeyError('E11000')).toBe(false);
    const cyclic: { cause?: unknown } = {};
    cyclic.cause = cyclic;
    expect(isDuplicateKeyError(cyclic)).toBe(false);
  });
});
