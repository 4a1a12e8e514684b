// The failed-password budget under parallel guesses, on the real store: counted with `$inc` upserts
// (rate-limiter-flexible), FerretDB v1 lost updates and 12 parallel guesses after 5 failures gave
// 8 × 401 and 4 × 429 instead of 5 and 7. Each attempt is now an insert of one of the window's
// numbered slots, so exactly the limit is answered 401 (checked against the hash) and every other
// guess 429, whichever gateway replica it reaches.
import { connectDb, type Database } from '@scoreline/db';
import { storedAdminPasswordBudget } from '@scoreline/service-host';
import { DEFAULT_ADMIN_PASSWORD_LIMIT, DEV_ADMIN_PASSWORD } from '@scoreline/service-kit';
import { requireStore, setUpOnce, testNames } from '@scoreline/test-support';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { gatewayDeps, testLogger } from './support/gateway-deps.ts';

const GUESSES = 20;
/** Failures before the parallel guesses: the lost updates were of a counter that already existed. */
const EARLIER_FAILURES = 3;
const databases: Database[] = [];
let dbName = '';
let replicas: Express[] = [];

setUpOnce(async () => {
  await requireStore('gateway', testLogger);
  dbName = testNames('auth-parallel').dbName;
  // Three replicas, each with a connection and a budget object of its own on the same database.
  for (let i = 0; i < 3; i += 1) databases.push(await connectDb({ dbName, logger: testLogger, attempts: 1 }));
  replicas = databases.map((database) => createApp(gatewayDeps({ passwordBudget: storedAdminPasswordBudget({ database: async () => database, dbName, logger: testLogger }) })));
});
afterAll(async () => {
  await databases[0]?.connection.dropDatabase().catch(() => undefined);
  for (const database of databases) await database.close();
});

const login = (app: Express, password: string) => request(app).post('/api/auth/admin-token').send({ password });

describe('admin password budget: parallel guesses', () => {
  it(`after ${EARLIER_FAILURES} failures, checks exactly the rest of the budget of ${GUESSES} parallel wrong guesses, 429 {detail} to the others, then locks the right password`, async () => {
    for (let i = 0; i < EARLIER_FAILURES; i += 1) expect((await login(replicas[0]!, `earlier-${i}`)).status).toBe(401);
    const left = DEFAULT_ADMIN_PASSWORD_LIMIT - EARLIER_FAILURES;
    const answers = await Promise.all(Array.from({ length: GUESSES }, (_, i) => login(replicas[i % replicas.length]!, `guess-${i}`)));
    const statuses = answers.map((res) => res.status);
    expect({ 401: statuses.filter((status) => status === 401).length, 429: statuses.filter((status) => status === 429).length }).toEqual({ 401: left, 429: GUESSES - left });
    for (const spent of answers.filter((res) => res.status === 429)) {
      expect(Object.keys(spent.body)).toEqual(['detail']);
      expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await login(replicas[0]!, DEV_ADMIN_PASSWORD)).status).toBe(429);
    expect((await login(replicas[2]!, DEV_ADMIN_PASSWORD)).status).toBe(429);
  });
});
