// What the faults must neither lose nor count twice, read from the store itself (the `mongo` host),
// each service's database by its default name (the compose file sets none): the fixtures, the
// predictions, the payments and their access grants, and the matrix jobs' counted combinations.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { connectDb, type Database } from '@scoreline/db';
import { createLogger, SERVICE_DATABASES } from '@scoreline/service-kit';
import { REPO } from './plan.ts';

export interface Counts {
  /** Fixtures in the catalog. */
  readonly fixtures: number;
  /** Prediction entries over every stored gameweek, and how many distinct fixtures they are of. */
  readonly predictions: number;
  readonly predictedFixtures: number;
  /** Purchases paid (by a signed webhook), and the access grants the prediction service holds. */
  readonly paidPurchases: number;
  readonly accessGrants: number;
  /** Matrix jobs completed, and their counted combinations (each once: natural `_id`s). */
  readonly matrixJobsCompleted: number;
  readonly matrixCombinations: number;
}

export interface StoreReader {
  counts(): Promise<Counts>;
  /** Fixtures per season in the catalog. */
  fixturesOf(season: string): Promise<number>;
  /** Fixtures in the catalog, and in the payment service's read model (what checkout can sell from). */
  catalogAndPaymentFixtures(): Promise<{ catalog: number; payment: number }>;
  /** The newest purchase (the one a checkout just created), as stored. */
  newestPurchase(): Promise<Record<string, unknown> | null>;
  /** Whether the prediction service holds an access grant for this token hash. */
  hasGrant(tokenHash: string): Promise<boolean>;
  /** A matrix job: its status, its combinations, and how many are counted for it. */
  matrixJob(jobId: string): Promise<{ status: string; total: number; counted: number } | null>;
  close(): Promise<void>;
}

export async function openStoreReader(uri: string): Promise<StoreReader> {
  const db: Database = await connectDb({ dbName: SERVICE_DATABASES.catalog.name, uri, logger: createLogger({ name: 'rehearsal', level: 'silent' }), attempts: 3 });
  const client = db.connection.getClient();
  const of = (owner: keyof typeof SERVICE_DATABASES) => client.db(SERVICE_DATABASES[owner].name);
  return {
    async counts() {
      const gameweeks = await of('prediction').collection('prediction_gameweeks').find({}, { projection: { predictions: 1 } }).toArray();
      const entries = gameweeks.flatMap((doc) => (doc.predictions as { fixture_id?: unknown }[] | undefined) ?? []);
      return {
        fixtures: await of('catalog').collection('fixtures').countDocuments({}),
        predictions: entries.length,
        predictedFixtures: new Set(entries.map((entry) => String(entry.fixture_id))).size,
        paidPurchases: await of('payment').collection('purchases').countDocuments({ state: 'paid' }),
        accessGrants: await of('prediction').collection('access_grants').countDocuments({}),
        matrixJobsCompleted: await of('experiment').collection('matrix_jobs').countDocuments({ status: 'completed' }),
        matrixCombinations: await of('experiment').collection('matrix_combinations').countDocuments({}),
      };
    },
    fixturesOf: (season) => of('catalog').collection('fixtures').countDocuments({ season }),
    async catalogAndPaymentFixtures() {
      return {
        catalog: await of('catalog').collection('fixtures').countDocuments({}),
        payment: await of('payment').collection('fixtures').countDocuments({}),
      };
    },
    newestPurchase: () => of('payment').collection('purchases').findOne({}, { sort: { created_at: -1 } }),
    async hasGrant(tokenHash) {
      return (await of('prediction').collection('access_grants').countDocuments({ token_hash: tokenHash })) > 0;
    },
    async matrixJob(jobId) {
      const job = await of('experiment').collection('matrix_jobs').findOne({ _id: jobId as never });
      if (!job) return null;
      return {
        status: String(job.status),
        total: Number(job.total_combinations),
        counted: await of('experiment').collection('matrix_combinations').countDocuments({ job_id: jobId }),
      };
    },
    close: () => db.close(),
  };
}

/** The matches of each season in the catalog's snapshot (what a refresh from it must store), by season label. */
export function snapshotMatches(): Record<string, number> {
  const dir = path.join(REPO, 'services', 'catalog', 'data', 'openfootball');
  const out: Record<string, number> = {};
  for (const season of readdirSync(dir).filter((name) => /^\d{4}-\d{2}$/.test(name))) {
    const file = JSON.parse(readFileSync(path.join(dir, season, 'en.1.json'), 'utf8')) as { matches?: unknown[] };
    out[season] = file.matches?.length ?? 0;
  }
  return out;
}
