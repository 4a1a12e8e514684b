// Two gateway replicas (two apps, each with its own stores, on one database as two processes would
// be): a client spread over both gets the limit once, not once per replica; and of two replicas
// asked to replay the same dead letter at once, exactly one holds the claim.
import { connectDb, type Database } from '@scoreline/db';
import { requireStore, setUpOnce, testNames } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { CLAIM_STALE_MS, createReplayClaims, REPLAY_CLAIMS_COLLECTION } from '../src/replicas/dead-letter-replay-claims.ts';
import { createSharedRateLimitStore, type SharedRateLimitStore } from '../src/replicas/shared-rate-limit-store.ts';
import { gatewayDeps, testLogger } from './support/gateway-deps.ts';

let db: Database;
const dbName = testNames('gateway').dbName;
const stores: SharedRateLimitStore[] = [];
/** A clock that stays inside one window, so no test straddles the minute's turn. */
const inOneWindow = { now: () => 1_800_000_000_000 };

setUpOnce(async () => {
  await requireStore('gateway', testLogger);
  db = await connectDb({ dbName, logger: testLogger, attempts: 1 });
});
afterAll(async () => {
  for (const store of stores) store.shutdown();
  await db?.connection.dropDatabase();
  await db?.close();
});

/** One replica's stores (`pair` keeps one test's counts from another's); the timer never runs here (sync() is called by hand). */
function replicaStores(replica: string, pair: string) {
  const make = (limiter: string) => {
    const store = createSharedRateLimitStore({ limiter: `${pair}-${limiter}`, database: async () => db, dbName, logger: testLogger, replica, syncIntervalMs: 3_600_000, ...inOneWindow });
    stores.push(store);
    return store;
  };
  return { api: make('api'), diagnostics: make('diagnostics') };
}

/** Both replicas' api counts written and each read by the other (a replica reads what was written before its sync). */
async function syncBoth(a: ReturnType<typeof replicaStores>, b: ReturnType<typeof replicaStores>): Promise<void> {
  await a.api.sync();
  await b.api.sync();
  await a.api.sync();
}

describe('shared edge rate limits', () => {
  it('counts a client spread over two replicas once: the limit holds for the pair', async () => {
    const a = replicaStores('replica-a', 'first');
    const b = replicaStores('replica-b', 'first');
    const limit = 10;
    const gatewayA = createApp(gatewayDeps({}, { rateLimitPerMinute: limit, rateLimitStores: a }));
    const gatewayB = createApp(gatewayDeps({}, { rateLimitPerMinute: limit, rateLimitStores: b }));
    const statuses: number[] = [];
    // Twelve requests alternating between the replicas, which sync between requests as their timers
    // would for requests a second apart: ten pass, then every one is refused, on either replica.
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await request(i % 2 === 0 ? gatewayA : gatewayB).get('/api/health')).status);
      await syncBoth(a, b);
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429, 429]);
    const limited = await request(gatewayA).get('/api/health');
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toMatch(/Too many requests/);
  });

  it('lets a client past the limit by at most what arrived since the last sync, never by a whole limit per replica', async () => {
    const a = replicaStores('replica-e', 'second');
    const b = replicaStores('replica-f', 'second');
    const gatewayA = createApp(gatewayDeps({}, { rateLimitPerMinute: 10, rateLimitStores: a }));
    const gatewayB = createApp(gatewayDeps({}, { rateLimitPerMinute: 10, rateLimitStores: b }));
    const passed = async (count: number) => {
      let ok = 0;
      for (let i = 0; i < count; i += 1) if ((await request(i % 2 === 0 ? gatewayA : gatewayB).get('/api/health')).status === 200) ok += 1;
      return ok;
    };
    // Eight requests, four on each replica, before any sync: all pass.
    expect(await passed(8)).toBe(8);
    await syncBoth(a, b);
    // Synced after eight: two more pass in all, then both refuse.
    expect(await passed(8)).toBe(4);
    await syncBoth(a, b);
    expect(await passed(4)).toBe(0);
  });

  it('counts each replica alone while the store is unreachable, and shares again once it is back', async () => {
    let reachable = false;
    const store = createSharedRateLimitStore({
      limiter: 'outage',
      database: async () => {
        if (!reachable) throw new Error('store down');
        return db;
      },
      dbName,
      logger: testLogger,
      replica: 'replica-c',
      syncIntervalMs: 3_600_000,
      ...inOneWindow,
    });
    const other = createSharedRateLimitStore({ limiter: 'outage', database: async () => db, dbName, logger: testLogger, replica: 'replica-d', syncIntervalMs: 3_600_000, ...inOneWindow });
    stores.push(store, other);
    const options = { windowMs: 60_000 } as Parameters<NonNullable<typeof store.init>>[0];
    store.init?.(options);
    other.init?.(options);
    for (let i = 0; i < 3; i += 1) await other.increment('client');
    await other.sync();
    await store.sync();
    expect((await store.increment('client')).totalHits).toBe(1);
    reachable = true;
    await store.sync();
    expect((await store.increment('client')).totalHits).toBe(2 + 3);
  });
});

describe('dead-letter replay claims', () => {
  it('gives one of two replicas claiming the same letter at once the claim; the other learns who holds it', async () => {
    const first = createReplayClaims({ database: async () => db, dbName, replica: 'replica-a', logger: testLogger });
    const second = createReplayClaims({ database: async () => db, dbName, replica: 'replica-b', logger: testLogger });
    const letter = { topic: 'fixtures.upserted', id: '0-7' };
    const outcomes = await Promise.all([first.claim({ ...letter, by: 'ops-a' }), second.claim({ ...letter, by: 'ops-b' })]);
    const winners = outcomes.filter((outcome) => outcome.claimed);
    const losers = outcomes.filter((outcome) => !outcome.claimed);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    const winnerBy = outcomes[0]!.claimed ? 'ops-a' : 'ops-b';
    expect(losers[0]).toMatchObject({ claimed: false, by: winnerBy });

    // Released after the replay: the letter can be claimed again (the replay record then refuses a second replay).
    const won = winners[0]!;
    if (won.claimed) await won.release();
    const again = await second.claim({ ...letter, by: 'ops-b' });
    expect(again.claimed).toBe(true);
    if (again.claimed) await again.release();
  });

  it('takes over a claim whose holder died mid-replay once it is stale, and only once', async () => {
    let clock = Date.now();
    const now = () => clock;
    const dead = createReplayClaims({ database: async () => db, dbName, replica: 'replica-dead', logger: testLogger, now });
    const letter = { topic: 'payment.completed', id: '1-3', by: 'ops' };
    expect((await dead.claim(letter)).claimed).toBe(true);
    const left = db.connection.getClient().db(dbName).collection(REPLAY_CLAIMS_COLLECTION);
    expect(await left.countDocuments({ _id: 'payment.completed/1-3' as never })).toBe(1);

    const a = createReplayClaims({ database: async () => db, dbName, replica: 'replica-a', logger: testLogger, now });
    const b = createReplayClaims({ database: async () => db, dbName, replica: 'replica-b', logger: testLogger, now });
    expect((await a.claim(letter)).claimed).toBe(false);
    clock += CLAIM_STALE_MS + 1;
    const takeovers = await Promise.all([a.claim(letter), b.claim(letter)]);
    expect(takeovers.filter((outcome) => outcome.claimed)).toHaveLength(1);
  });
});
