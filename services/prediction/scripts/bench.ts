// npm run bench (turbo, root): how long recalculating every prediction takes on the real store and
// broker, target ≤ 2 s. The real 2022-23 … 2026-27 fixtures (~1,900) are loaded into a throwaway
// database; then four recalculations are timed, each including the metric pass, the comparison
// with what is stored, the writes through libs/db's batched helper and the predictions.updated
// publishing:
//   first      an empty store: every prediction is new
//   unchanged  nothing changed: nothing is written or published
//   weights    H1 changed: every prediction changes (the worst case)
//   result     one new result: the two clubs' later predictions change
// PREDICTION_BENCH_HISTORY=1 also stores the 2010-11 … 2021-22 history (4,560 fixtures, as the catalog
// publishes them after a first start): they train the model and are never predicted, so this shows
// what the history costs the same recalculations.
import { createLogger } from '@scoreline/service-kit';
import { loadEplMatches, loadHistoryMatches, toFixtureRecord } from '@scoreline/epl-data';
import { createPrediction } from '../src/context.ts';
import { fromRecord } from '../src/domain/fixture.ts';
import { recalculatePredictions } from '../src/use-cases/recalculate-predictions.ts';
import { openBenchInstance } from './bench-instance.ts';

const TARGET_MS = 2000;
const logger = createLogger({ name: 'prediction-bench', level: 'warn' });
const { config, db, bus, close } = await openBenchInstance('recalculation', logger);
let failed = false;
try {
  await bus.start();
  const context = createPrediction({ config, logger, db, bus });
  const deps = { ...context.repositories, publisher: context.publisher, clock: context.clock, logger, recalculations: context.recalculations };

  const matches = [...(process.env.PREDICTION_BENCH_HISTORY === '1' ? loadHistoryMatches() : []), ...loadEplMatches()];
  const fixtures = matches.map((m) => fromRecord(toFixtureRecord(m)));
  let started = performance.now();
  await context.repositories.fixtures.saveChanged(fixtures, new Date());
  console.log(`read model: ${fixtures.length} fixtures stored in ${Math.round(performance.now() - started)} ms (not part of the recalculation)`);

  const rows: { run: string; ms: number; updated: number; events: number }[] = [];
  const time = async (run: string) => {
    started = performance.now();
    const result = await recalculatePredictions({ reason: 'admin_request', correlationId: `bench-${run}` }, deps);
    rows.push({ run, ms: Math.round(performance.now() - started), updated: result.updated, events: result.events_published });
  };
  await time('first');
  await time('unchanged');
  await context.repositories.settings.setWeight('H1', 0.55, new Date());
  await time('weights');
  const next = fixtures.find((f) => f.home_goals === null);
  if (next) await context.repositories.fixtures.saveChanged([{ ...next, status: 'finished', home_goals: 2, away_goals: 1 }], new Date());
  await time('result');

  console.log(`recalculation of all ${fixtures.length} predictions (target ≤ ${TARGET_MS} ms):`);
  for (const row of rows) {
    console.log(`  ${row.run.padEnd(10)} ${String(row.ms).padStart(6)} ms   ${String(row.updated).padStart(5)} predictions written   ${row.events} predictions.updated events`);
  }
  const worst = Math.max(...rows.map((r) => r.ms));
  console.log(worst <= TARGET_MS ? `worst ${worst} ms: within the target` : `worst ${worst} ms: OVER the ${TARGET_MS} ms target`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await close();
}
process.exit(failed ? 1 : 0);
