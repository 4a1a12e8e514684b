// The stored admin-password budget counts with inserts only (one slot document per attempt), the
// write FerretDB v1 makes atomic: any number of parallel attempts on one key get exactly the limit,
// a right password's attempt given back frees its slot for the next one, and a new window starts
// from zero and deletes the old window's slots.
import { connectDb, type Database } from '@scoreline/db';
import { ADMIN_PASSWORD_BUDGET_COLLECTION, createAdminPasswordBudget } from '@scoreline/service-kit';
import { requireStore, setUpOnce, silentLogger, testNames, waitUntil } from '@scoreline/test-support';
import { afterAll, describe, expect, it } from 'vitest';
import { storedBudgetSlots } from '../src/admin-password-budget.ts';

let database: Database;
let dbName = '';

setUpOnce(async () => {
  await requireStore('service-host', silentLogger);
  dbName = testNames('budget-slots').dbName;
  database = await connectDb({ dbName, logger: silentLogger, attempts: 1 });
});
afterAll(async () => {
  await database?.connection.dropDatabase().catch(() => undefined);
  await database?.close();
});

const WINDOW_MS = 60_000;

/** Slot documents matching `filter` (read whole: FerretDB v1 counts with $group, which we avoid). */
async function slotsOf(filter: Record<string, unknown>): Promise<number> {
  return (await database.connection.getClient().db(dbName).collection(ADMIN_PASSWORD_BUDGET_COLLECTION).find(filter).toArray()).length;
}

function budget(limit: number, now: () => number) {
  return createAdminPasswordBudget({ limit, windowMs: WINDOW_MS, now, logger: silentLogger, store: async () => storedBudgetSlots(database, dbName) });
}

describe('stored admin password budget: concurrent attempts', () => {
  it('gives exactly the limit to 40 parallel attempts on one key, across two budget objects', async () => {
    const at = () => 10 * WINDOW_MS + 5_000;
    const [a, b] = [budget(7, at), budget(7, at)];
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).take('10.0.0.1')));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(7);
    // Retry-After: until the window ends (55 s left of it).
    expect(answers.filter((answer) => !answer.ok).map((answer) => (answer.ok ? 0 : answer.retryAfterSeconds))).toEqual(Array(33).fill(55));
    // Another key has a budget of its own.
    expect((await a.take('10.0.0.2')).ok).toBe(true);
    expect(await slotsOf({ key: '10.0.0.1' })).toBe(7);
  });

  it('frees a given-back slot for exactly one of the attempts that follow', async () => {
    const at = () => 20 * WINDOW_MS;
    const guard = budget(3, at);
    const first = await guard.take('10.0.1.1');
    await guard.take('10.0.1.1');
    await guard.take('10.0.1.1');
    expect((await guard.take('10.0.1.1')).ok).toBe(false);
    if (!first.ok) throw new Error('the first attempt was refused');
    await first.giveBack();
    const after = await Promise.all(Array.from({ length: 10 }, () => guard.take('10.0.1.1')));
    expect(after.filter((answer) => answer.ok)).toHaveLength(1);
  });

  it('starts a new window from zero and forgets the old window', async () => {
    let now = 30 * WINDOW_MS;
    const guard = budget(2, () => now);
    await guard.take('10.0.2.1');
    await guard.take('10.0.2.1');
    expect((await guard.take('10.0.2.1')).ok).toBe(false);
    now += WINDOW_MS;
    expect((await guard.take('10.0.2.1')).ok).toBe(true);
    // The deletion of the old window is not awaited by the attempt.
    await waitUntil(async () => (await slotsOf({ key: '10.0.2.1', window: 30 })) === 0, 10_000, "the old window's slots deleted");
    expect(await slotsOf({ key: '10.0.2.1', window: 31 })).toBe(1);
  });
});
