// npm run bench (part of it): the public diagnostics before and after their cache per data version
// (docs/engineering.md, "Public diagnostics per data version"). The real 2022-23 … 2026-27 fixtures
// with their predictions in a throwaway database; each diagnostic is timed
//   before    computed on every request (the use-case itself, as the route did): one call, and ten at once
//   first     through the per-data-version cache right after a write (computes once)
//   cached    through the cache again: ten at once (one version read each)
// through the service's router on loopback (supertest), so the figures include HTTP and JSON.
import { createLogger, createServiceApp } from '@scoreline/service-kit';
import { loadEplMatches, toFixtureRecord } from '@scoreline/epl-data';
import type { Express } from 'express';
import request from 'supertest';
import { createRouter } from '../src/app.ts';
import { createPrediction } from '../src/context.ts';
import { fromRecord } from '../src/domain/fixture.ts';
import { parseSeasonScope } from '../src/domain/season-scope.ts';
import { compareSandboxProduction } from '../src/use-cases/compare-sandbox-production.ts';
import { getPredictionSample } from '../src/use-cases/get-prediction-sample.ts';
import { getProductionAccuracyBreakdown } from '../src/use-cases/get-production-accuracy-breakdown.ts';
import { getQualityDiagnostics } from '../src/use-cases/get-quality-diagnostics.ts';
import { recalculatePredictions } from '../src/use-cases/recalculate-predictions.ts';
import { openBenchInstance } from './bench-instance.ts';

const logger = createLogger({ name: 'prediction-bench-diagnostics', level: 'warn' });
const { config, db, bus, close } = await openBenchInstance('diag', logger);
let failed = false;
const ms = (start: number) => Math.round(performance.now() - start);
try {
  await bus.start();
  const context = createPrediction({ config, logger, db, bus });
  const fixtures = loadEplMatches().map((m) => fromRecord(toFixtureRecord(m)));
  await context.repositories.fixtures.saveChanged(fixtures, new Date());
  await recalculatePredictions(
    { reason: 'admin_request', correlationId: 'bench-seed' },
    { ...context.repositories, publisher: context.publisher, clock: context.clock, logger, recalculations: context.recalculations },
  );
  const app = createServiceApp({ name: 'prediction', logger, mount: (root: Express) => root.use(createRouter(context)), defaultMetrics: false });
  const r = context.repositories;
  const cases: { path: string; uncached: () => Promise<unknown> }[] = [
    { path: '/api/accuracy/diagnostics', uncached: () => getQualityDiagnostics(parseSeasonScope(undefined), r) },
    { path: '/api/diagnostics/prediction-sample', uncached: () => getPredictionSample({}, { ...r, engine: context.recalculations.engine }) },
    { path: '/api/diagnostics/production-accuracy-breakdown', uncached: () => getProductionAccuracyBreakdown({ includeMarket: false }, r) },
    { path: '/api/diagnostics/compare-sandbox-production/default', uncached: () => compareSandboxProduction({ weightSetName: 'default' }, { ...r, engine: context.recalculations.engine }) },
  ];
  const get = async (path: string) => {
    const response = await request(app).get(path);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  };
  console.log(`public diagnostics on ${fixtures.length} fixtures with their predictions (ms):`);
  console.log(`  ${'path'.padEnd(55)} ${'before 1'.padStart(9)} ${'before 10'.padStart(10)} ${'first'.padStart(7)} ${'cached 10'.padStart(10)}`);
  for (const c of cases) {
    let start = performance.now();
    await c.uncached();
    const before1 = ms(start);
    start = performance.now();
    await Promise.all(Array.from({ length: 10 }, () => c.uncached()));
    const before10 = ms(start);
    // A write moves the version: the next request computes once.
    await context.dataVersion.bump();
    start = performance.now();
    await get(c.path);
    const first = ms(start);
    start = performance.now();
    await Promise.all(Array.from({ length: 10 }, () => get(c.path)));
    const cached10 = ms(start);
    console.log(`  ${c.path.padEnd(55)} ${String(before1).padStart(9)} ${String(before10).padStart(10)} ${String(first).padStart(7)} ${String(cached10).padStart(10)}`);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await close();
}
process.exit(failed ? 1 : 0);
