// A counter in the store that says "the data changed": the writers of a service bump it after every
// write that can change what a derived answer shows, and readers in any process or replica compare
// it with the version their cached answer was computed from (docs/engineering.md, "Public
// diagnostics per data version": they had recomputed everything on each request). A counter in the
// store (createStoredCounter: inserts only, as FerretDB v1 loses one of two concurrent `$inc`s, and
// a lost bump left an answer computed before the second write cached under the version after it),
// so it works across processes; an in-process counter would miss the worker processes' writes.
import type { Connection } from 'mongoose';
import { createStoredCounter } from './stored-counter.ts';

export interface DataVersion {
  /** The current version (0 before the first write). */
  current(): Promise<number>;
  /** Marks the data changed. */
  bump(): Promise<void>;
}

export const DATA_VERSION_COLLECTION = 'data_version';

export function createDataVersion(connection: Connection, name = 'data'): DataVersion {
  const counter = createStoredCounter(connection, DATA_VERSION_COLLECTION, name);
  return {
    current: () => counter.value(),
    async bump() {
      await counter.add(1);
    },
  };
}

/**
 * The repository with each named write bumping the version once it has settled, whether it
 * succeeded or not: a batched write that failed half-way has still changed the data. After a
 * failure the bump is not awaited: the failure is most often the store being gone, and waiting for
 * a second store call there would hold the request past its prompt 503 (docs/engineering.md, "Store
 * outages").
 */
export function bumpingOnWrite<T extends object>(repository: T, writes: readonly (keyof T)[], version: DataVersion): T {
  const wrapped = { ...repository };
  for (const name of writes) {
    const write = repository[name];
    if (typeof write !== 'function') throw new Error(`${String(name)} is not a method of the repository`);
    wrapped[name] = (async (...args: unknown[]) => {
      let result: unknown;
      try {
        result = await (write as (...a: unknown[]) => Promise<unknown>).apply(repository, args);
      } catch (error) {
        void version.bump().catch(() => undefined);
        throw error;
      }
      await version.bump();
      return result;
    }) as T[keyof T];
  }
  return wrapped;
}
