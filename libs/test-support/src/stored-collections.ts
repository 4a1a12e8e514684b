import type { Database } from '@scoreline/db';

/**
 * Every collection of the test's database but `except`, by name, each with its documents in `_id`
 * order: what a test compares before and after a refused request to show nothing was written.
 */
export async function storedCollections(db: Database, except: readonly string[] = []): Promise<Record<string, unknown[]>> {
  const native = db.connection.db;
  if (!native) throw new Error('database connection is not open');
  const names = (await native.listCollections().toArray()).map(({ name }) => name).filter((name) => !except.includes(name));
  const result: Record<string, unknown[]> = {};
  for (const name of names.sort((a, b) => a.localeCompare(b))) {
    result[name] = await db.connection.collection(name).find({}).sort({ _id: 1 }).toArray();
  }
  return result;
}
