// A fault test: the store stopped under traffic (reads, a cached public diagnostic and
// admin writes at once), on a store of the test's own (test-support startPrivateStore). While it is
// down every request answers 503 {detail} with Retry-After (never a 500, never a hang: the client
// timeout is 5 s) and readiness says the store is down; when it returns everything answers again by
// itself; and no refused write left anything behind: the production weight is the last one that
// was answered 200, never one that was refused.
import { errorBodySchema, weightsSchema } from '@scoreline/contracts';
import { operatorAppOf } from '@scoreline/service-kit';
import { type PrivateStore, setUpOnce, startPrivateStore } from '@scoreline/test-support';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { eplFixtureRecords, seedPredictions } from './support/epl.ts';
import { appWithStoreReadiness, type Harness, startHarness, waitUntil } from './support/harness.ts';

let store: PrivateStore;
let harness: Harness;
let app: Express;
const records = eplFixtureRecords().filter((r) => r.season === '2025-26' || r.season === '2026-27');
const target = records.find((r) => r.season === '2026-27' && r.gameweek === 6)!;
let nextValue = 0;

setUpOnce(async () => {
  store = await startPrivateStore();
  harness = await startHarness({ workers: false, env: { MONGODB_URI: store.uri } });
  await seedPredictions(harness.context, records);
  app = appWithStoreReadiness(harness);
});
afterAll(async () => {
  await harness?.close();
  await store?.close();
});

interface Answer {
  kind: 'read' | 'diagnostics' | 'write';
  status: number;
  body: unknown;
  retryAfter: string | undefined;
  /** The H1 value a write asked for. */
  value?: number;
}

/** One round of traffic: two reads, a public diagnostic and two weight writes, at once. */
async function burst(): Promise<Answer[]> {
  const answer = (kind: Answer['kind'], call: request.Test, value?: number) =>
    call.timeout(5_000).then(
      (r) => ({ kind, status: r.status, body: r.body as unknown, retryAfter: r.headers['retry-after'], value }),
      // A hang is an answer too (status 0), so the assertion names the request that hung.
      (error: unknown) => ({ kind, status: 0, body: String(error), retryAfter: undefined, value }),
    );
  const write = () => {
    nextValue += 1;
    const value = Number((0.3 + nextValue / 1000).toFixed(3));
    return answer(
      'write',
      request(app).post('/api/weights').set('Authorization', `Bearer ${harness.adminToken}`).send({ metric: 'H1', value }),
      value,
    );
  };
  // The two writes one after the other (beside the reads), so which one is the last is known.
  const writes = write().then(async (first) => [first, await write()]);
  const answers = await Promise.all([
    answer('read', request(app).get(`/api/prediction/${target.id}`)),
    answer('read', request(app).get(`/api/prediction/${target.id}`)),
    answer('diagnostics', request(app).get('/api/accuracy/diagnostics')),
    writes,
  ]);
  return answers.flat();
}

const lastAccepted = (answers: Answer[]) => answers.filter((a) => a.kind === 'write' && a.status === 200).at(-1)?.value;

describe('traffic while the store is stopped', () => {
  it('answers 503 {detail} with Retry-After, reports it, recovers by itself, and keeps no refused write', async () => {
    const before = await burst();
    expect(before.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const refusedValues: number[] = [];

    await store.down();
    for (let round = 0; round < 3; round += 1) {
      for (const refused of await burst()) {
        expect(refused.status, JSON.stringify(refused)).toBe(503);
        expect(errorBodySchema.parse(refused.body).detail).toMatch(/data store/);
        expect(Number(refused.retryAfter)).toBeGreaterThan(0);
        if (refused.value !== undefined) refusedValues.push(refused.value);
      }
    }
    const ready = await request(operatorAppOf(app)).get('/ready').timeout(5_000);
    expect(ready.status).toBe(503);
    expect(ready.body.dependencies).toMatchObject({ mongodb: 'down' });

    await store.up();
    let after: Answer[] = [];
    await waitUntil(async () => {
      after = await burst().catch(() => []);
      return after.length > 0 && after.every((a) => a.status === 200);
    }, 60_000, 'every request answering 200 again after the store restarted');
    expect((await request(operatorAppOf(app)).get('/ready')).status).toBe(200);

    // No partial write: the weight is the last accepted one, none of the refused ones.
    const weights = weightsSchema.parse((await request(app).get('/api/weights').set('Authorization', `Bearer ${harness.adminToken}`)).body);
    expect(weights.H1).toBe(lastAccepted(after));
    expect(refusedValues).toHaveLength(6);
    expect(refusedValues).not.toContain(weights.H1);
  });
});
