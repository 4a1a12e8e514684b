// Counters under concurrent writers on the real store: with `$inc` on one document FerretDB v1 lost
// bumps made at the same moment (200 concurrent `$inc`s left a field at 12), and a lost bump can
// leave an answer computed before a write cached under the version after it. A stored counter
// counts every change, from several connections at once, and only grows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataVersion, createStoredCounter, type Database } from '../src/index.ts';
import { connectTestDb, dropAndClose, testDbName } from './support/store.ts';

describe('stored counters under concurrent writers', () => {
  const dbs: Database[] = [];

  beforeAll(async () => {
    const name = testDbName('stored_counter');
    // Three connections: three processes (a service, its worker, a replica) bumping one version.
    for (let i = 0; i < 3; i += 1) dbs.push(await connectTestDb(name));
  });

  afterAll(async () => {
    await dropAndClose(dbs[0]);
    for (const db of dbs.slice(1)) await db.close();
  });

  it('counts each of 30 data-version bumps made at once from three connections', async () => {
    const versions = dbs.map((db) => createDataVersion(db.connection, 'diagnostics'));
    expect(await versions[0]!.current()).toBe(0);
    await Promise.all(Array.from({ length: 30 }, (_, i) => versions[i % versions.length]!.bump()));
    for (const version of versions) expect(await version.current()).toBe(30);
  });

  it('adds amounts exactly, each change answering a distinct value, and keeps names apart', async () => {
    const counters = dbs.map((db) => createStoredCounter(db.connection, 'counters', 'runs'));
    const other = createStoredCounter(dbs[0]!.connection, 'counters', 'other');
    await other.add(5);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => counters[i % counters.length]!.add(2)));
    expect(await counters[1]!.value()).toBe(60);
    expect(new Set(answers).size).toBe(30);
    expect(Math.max(...answers)).toBe(60);
    expect(await other.value()).toBe(5);
  });
});
