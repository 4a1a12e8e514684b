// An in-process copy of a whole collection, kept only while the store says nothing else wrote it.
//
// Why: the recalculation reads every fixture (~6,500 with the history seasons) and every
// prediction gameweek on each run, and FerretDB v1 takes about half a millisecond per document
// to answer that (`npm run bench:pipeline -w @scoreline/gateway`, stage "predict", step "read"),
// several seconds under load, while the documents rarely changed since the last run, and when
// they did, this process usually wrote them itself.
//
// How it stays right across replicas: every write of the collection, after its documents, stamps
// a new random token in `read_model_versions` (`_id` = the collection, an `_id` equality: cheap).
// A read first reads the token; the copy is used only when it was taken under the same token.
// A write whose stamp replaced exactly the token of the copy applies its own change to the copy
// (no other writer came between); any other stamp drops the copy. A read that overlaps a write
// may see the write's documents under the old token, never a token newer than its documents, so
// at worst it reads again next time. A wiped database has no token: nothing is used from memory.
import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';

export const READ_MODEL_VERSIONS_COLLECTION = 'read_model_versions';

export interface ReadModelSnapshot<T> {
  /** The store's token: changes with every write of the collection; null before the first (or after a wipe). */
  token(): Promise<string | null>;
  /** Every item: the copy when the store's token still matches it, else `load()`'s answer (kept for next time). */
  all(): Promise<T[]>;
  /** The copy by key when it is still current, else null (the caller reads the store). */
  current(): Promise<ReadonlyMap<string, T> | null>;
  /**
   * After the documents were written: stamps a new token and applies `change` to the copy when no
   * other writer stamped since it was taken. `put` items must be as a read would return them.
   * Without a change (the caller cannot tell what the store now holds) the copy is dropped.
   */
  written(change?: { put?: readonly T[]; remove?: readonly string[] }): Promise<void>;
  /**
   * Runs a write of the collection and stamps it: with `change()`'s answer when it succeeded, and
   * without a change (the copy dropped) when it failed, since some of its batches may have landed.
   */
  write<R>(run: () => Promise<R>, change?: (result: R) => { put?: readonly T[]; remove?: readonly string[] } | undefined): Promise<R>;
}

interface VersionDocument {
  _id: string;
  token: string;
}

export function createReadModelSnapshot<T extends object>(
  connection: Connection,
  name: string,
  options: { load: () => Promise<T[]>; key: (item: T) => string },
): ReadModelSnapshot<T> {
  const versions = connection.collection<VersionDocument>(READ_MODEL_VERSIONS_COLLECTION);
  let copy: { token: string; items: Map<string, T> } | null = null;
  const readToken = async () => (await versions.findOne({ _id: name }))?.token ?? null;
  // Frozen: callers share the copy's objects, so a caller that changed one would change every
  // later read; this way it fails at once instead.
  const keep = (item: T): T => Object.freeze(item);

  const snapshot: ReadModelSnapshot<T> = {
    token: readToken,
    async all() {
      const startCopy = copy;
      const startToken = copy?.token;
      const token = await readToken();
      if (token !== null && copy?.token === token) return [...copy.items.values()];
      const items = (await options.load()).map(keep);
      // Kept only when nothing touched the copy during the load: a write of this process (or a
      // read that finished first) meanwhile made it newer than what this read took, and putting
      // the older token back would make every later write drop the copy.
      if (copy === startCopy && copy?.token === startToken) {
        copy = token === null ? null : { token, items: new Map(items.map((item) => [options.key(item), item])) };
      }
      return items;
    },
    async current() {
      const token = await readToken();
      return token !== null && copy?.token === token ? copy.items : null;
    },
    async written(change) {
      const token = randomUUID();
      const before = await versions.findOneAndUpdate({ _id: name }, { $set: { token } }, { upsert: true, returnDocument: 'before' });
      if (copy === null || change === undefined || before?.token !== copy.token) {
        copy = null;
        return;
      }
      for (const key of change.remove ?? []) copy.items.delete(key);
      for (const item of change.put ?? []) copy.items.set(options.key(item), keep(item));
      copy.token = token;
    },
    async write(run, change) {
      let result: Awaited<ReturnType<typeof run>>;
      try {
        result = await run();
      } catch (error) {
        await snapshot.written().catch(() => undefined);
        throw error;
      }
      await snapshot.written(change ? change(result) : undefined);
      return result;
    },
  };
  return snapshot;
}
