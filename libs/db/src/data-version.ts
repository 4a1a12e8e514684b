// A counter in the store that says "the data changed": the writers of a service bump it after every
// write that can change what a derived answer shows, and readers in any process or replica compare
// it with the version their cached answer was computed from (issue 17 #4: the public diagnostics
// recomputed everything on each request). A single document with $inc, so it works on FerretDB v1
// and across processes; an in-process counter would miss the worker processes' writes.
import type { Connection } from 'mongoose';

export interface DataVersion {
  /** The current version (0 before the first write). */
  current(): Promise<number>;
  /** Marks the data changed. */
  bump(): Promise<void>;
}

export const DATA_VERSION_COLLECTION = 'data_version';

export function createDataVersion(connection: Connection, name = 'data'): DataVersion {
  const collection = () => connection.collection<{ _id: string; version: number }>(DATA_VERSION_COLLECTION);
  return {
    async current() {
      const doc = await collection().findOne({ _id: name });
      return doc?.version ?? 0;
    },
    async bump() {
      await collection().updateOne({ _id: name }, { $inc: { version: 1 } }, { upsert: true });
    },
  };
}

/**
 * The repository with each named write bumping the version once it has settled, whether it
 * succeeded or not: a batched write that failed half-way has still changed the data. After a
 * failure the bump is not awaited: the failure is most often the store being gone, and waiting for
 * a second store call there would hold the request past its prompt 503 (issue 17 #6).
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
