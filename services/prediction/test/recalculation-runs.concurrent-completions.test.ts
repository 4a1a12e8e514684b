// The recalculation runs' count of answered requests under writes at the same moment on the real
// store (FerretDB v1, where an update in place is not atomic): runs of two replicas finishing at
// once while requests are shown as `requested` each count every request they answered. With
// `$inc` on the `latest` document beside those writes, counts were lost.
import { type RecalculationResult, recalculationResultSchema } from '@scoreline/contracts';
import { connectDb, type Database } from '@scoreline/db';
import { silentLogger, testNames } from '@scoreline/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecalculationRunsRepository } from '../src/repositories/recalculation-runs-repository.ts';
import { requireInfrastructure } from './support/harness.ts';

const result: RecalculationResult = recalculationResultSchema.parse({
  processed: 1, successful_predictions: 1, skipped: 0, no_historical_data: 0, updated: 0, unchanged: 1, events_published: 0,
  message: 'done', next_step: 'none', error_count: 0, errors_sample: [], duration_ms: 5,
});

describe('recalculation runs: completions at the same moment', () => {
  const dbs: Database[] = [];

  beforeAll(async () => {
    await requireInfrastructure();
    const dbName = testNames('prediction', 'runs').dbName;
    // Two replicas' connections.
    for (let i = 0; i < 2; i += 1) dbs.push(await connectDb({ dbName, logger: silentLogger, attempts: 1 }));
  });
  afterAll(async () => {
    await dbs[0]?.connection.dropDatabase();
    for (const db of dbs) await db.close();
  });

  it('counts every request answered by 16 runs finishing at once among 16 new requests, failures included', async () => {
    const [a, b] = dbs.map((db) => createRecalculationRunsRepository(db.connection));
    const at = new Date();
    await a!.start({ reason: 'admin_request', correlation_id: 'first', started_at: at });
    await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? a! : b!).complete(result, at, 2)),
      ...Array.from({ length: 4 }, (_, i) => (i % 2 === 0 ? a! : b!).fail('store gone', at)),
      ...Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? b! : a!).requested({ reason: 'admin_request', correlation_id: `request-${i}`, started_at: at })),
    ]);
    expect((await a!.latest())?.completed_runs).toBe(12 * 2 + 4);
    expect((await b!.latest())?.completed_runs).toBe(28);
  });
});
