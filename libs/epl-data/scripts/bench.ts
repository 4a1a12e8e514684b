// `npm run bench`: how long the engine's heavy operations take on this machine, on the real EPL data.
// Node runs this on one thread (one core). Figures are printed, never asserted: tests do not time.
import { DEFAULT_ROUNDING_PARAMETERS, DEFAULT_WEIGHTS, type RoundingParameters, type Weights } from '@scoreline/contracts';
import { DEFAULT_DIXON_COLES_PARAMETERS } from '@scoreline/contracts';
import {
  computeMetrics,
  createEvaluationContext,
  dixonColesWalkForward,
  fitDixonColes,
  runBatchWeightTest,
  runMatrix,
  runProgressiveBacktest,
  type FitMatch,
  type NamedRoundingConfig,
  type NamedWeightSet,
} from '@scoreline/engine';
import { loadAllMatches, loadEplMatches } from '../src/epl-loader.ts';
import { cpus } from 'node:os';

interface Stats {
  name: string;
  runs: number;
  median: number;
  min: number;
  max: number;
  mean: number;
}

/** Warm up (JIT), then time `runs` calls; at least `minRuns` and about `budgetMs` in total. */
function bench(name: string, fn: () => unknown, budgetMs = 2000, minRuns = 10): Stats {
  for (let i = 0; i < Math.min(3, minRuns); i++) fn();
  const times: number[] = [];
  const started = performance.now();
  while (times.length < minRuns || performance.now() - started < budgetMs) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
    if (times.length >= 1000) break;
  }
  times.sort((a, b) => a - b);
  const mid = Math.floor(times.length / 2);
  const median = times.length % 2 ? (times[mid] as number) : ((times[mid - 1] as number) + (times[mid] as number)) / 2;
  return { name, runs: times.length, median, min: times[0] as number, max: times.at(-1) as number, mean: times.reduce((s, t) => s + t, 0) / times.length };
}

const matches = loadEplMatches();
const played = matches.filter((m) => m.home_goals != null).length;

// 13 weight sets (1 production + 12 sandbox) and 8 rounding configs: the size of the seeded libraries
// (services/experiment README, "Seeding"), the matrix a cross-sandbox test runs.
const variants: Partial<Weights>[] = [
  {},
  { H1: 0.5 },
  { H1: 0.3 },
  { H2: 0.3 },
  { H2: 0.1 },
  { H3: 0 },
  { H3: 0.2 },
  { H4: 0 },
  { H4: 0.3 },
  { A1: 0.5 },
  { A1: 0.3 },
  { A2: 0.3 },
  { A2: 0.1 },
];
const weightSets: NamedWeightSet[] = variants.map((v, i) => ({ id: `w${i}`, name: i === 0 ? 'Production' : `Variant ${i}`, weights: { ...DEFAULT_WEIGHTS, ...v } }));
const roundingVariants: Partial<RoundingParameters>[] = [
  {},
  { draw_threshold: 0 },
  { draw_threshold: 0.1 },
  { draw_threshold: 0.15 },
  { clear_advantage_threshold: 0.6 },
  { clear_advantage_adjustment: 0.5 },
  { small_advantage_adjustment: 0.1 },
  { home_bias_enabled: true },
];
const configs: NamedRoundingConfig[] = roundingVariants.map((v, i) => ({ id: `r${i}`, name: `Config ${i}`, parameters: { ...DEFAULT_ROUNDING_PARAMETERS, ...v } }));

const ctx = createEvaluationContext(matches);
const fourSeasons = ['2022-23', '2023-24', '2024-25', '2025-26'];

const results = [
  bench(`metric pass, ${matches.length} fixtures (${played} played)`, () => computeMetrics(matches)),
  bench('evaluation context (metric pass + columns)', () => createEvaluationContext(matches)),
  bench(`progressive backtest, all ${played} played (shared context)`, () => runProgressiveBacktest(ctx)),
  bench('progressive backtest end to end (context + backtest)', () => runProgressiveBacktest(createEvaluationContext(matches))),
  bench('batch weight test, 13 sets x 4 seasons (shared context)', () =>
    runBatchWeightTest(ctx, { production: weightSets[0] as NamedWeightSet, weight_sets: weightSets, seasons: fourSeasons }),
  ),
  bench(`matrix 13 x 8, all ${played} played (shared context)`, () => runMatrix(ctx, { weight_sets: weightSets, rounding_configs: configs })),
  bench('matrix 13 x 8 end to end (context + matrix)', () => runMatrix(createEvaluationContext(matches), { weight_sets: weightSets, rounding_configs: configs })),
];

// Dixon–Coles: one cold fit on the 6,000 results before 2026-27's fifth week (16 seasons of history),
// one warm-started refit a gameweek later, and the whole walk-forward of the 2023-26 window (1,140
// matches, each from the results before its kickoff, refitted once per gameweek), blend included.
const history = loadAllMatches();
const results16 = history.filter((m): m is typeof m & FitMatch => m.home_goals != null && m.away_goals != null);
const sixThousand = results16.slice(0, 6000);
const fitAt = results16[6000]?.kickoff ?? '';
const coldFit = fitDixonColes(sixThousand, fitAt, DEFAULT_DIXON_COLES_PARAMETERS);
const nextAt = results16[6010]?.kickoff ?? '';
const windowStart = history.find((m) => m.season === '2023-24')?.kickoff ?? '';
const windowMatches = history.filter((m) => m.season <= '2025-26');
let fits = 0;
results.push(
  bench(`Dixon–Coles fit, cold, ${sixThousand.length} matches (${coldFit.iterations} L-BFGS iterations)`, () => fitDixonColes(sixThousand, fitAt, DEFAULT_DIXON_COLES_PARAMETERS)),
  bench('Dixon–Coles refit, warm-started from the previous gameweek', () =>
    fitDixonColes(results16.slice(0, 6010), nextAt, { ...DEFAULT_DIXON_COLES_PARAMETERS, warm_start: coldFit }),
  ),
  bench(
    'Dixon–Coles walk-forward, 2023-26 window (1,140 matches)',
    () => {
      fits = 0;
      dixonColesWalkForward(windowMatches, DEFAULT_DIXON_COLES_PARAMETERS, { from: windowStart, onFit: () => fits++ });
    },
    0,
    1,
  ),
  bench('Dixon–Coles + Elo blend walk-forward, 2023-26 window', () => dixonColesWalkForward(windowMatches, { ...DEFAULT_DIXON_COLES_PARAMETERS, blend_weight: 0.3 }, { from: windowStart }), 0, 1),
);

const cpuModel = cpus()[0]?.model ?? 'unknown CPU';
console.log(`@scoreline/engine bench: node ${process.version}, ${cpuModel}, single thread`);
console.log(['operation'.padEnd(62), 'runs'.padStart(5), 'median'.padStart(10), 'min'.padStart(10), 'max'.padStart(10)].join(' '));
for (const r of results) {
  const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(10);
  console.log([r.name.padEnd(62), String(r.runs).padStart(5), ms(r.median), ms(r.min), ms(r.max)].join(' '));
}
// CPU time of the cold fit too: on a shared machine the wall-clock median above includes waiting.
const fitCpuBefore = process.cpuUsage();
for (let i = 0; i < 10; i++) fitDixonColes(sixThousand, fitAt, DEFAULT_DIXON_COLES_PARAMETERS);
const fitCpu = process.cpuUsage(fitCpuBefore);
console.log(`Dixon–Coles cold fit on ${sixThousand.length} matches: ${((fitCpu.user + fitCpu.system) / 10_000).toFixed(1)} ms CPU per fit (mean of 10)`);
// Wall time on a shared machine includes other processes' turns; CPU time is this process's own work.
const cpuBefore = process.cpuUsage();
const wallBefore = performance.now();
dixonColesWalkForward(windowMatches, DEFAULT_DIXON_COLES_PARAMETERS, { from: windowStart });
const cpu = process.cpuUsage(cpuBefore);
console.log(
  `Dixon–Coles walk-forward refits: ${fits} (one per gameweek run, plus reschedules); one more walk took ${(performance.now() - wallBefore).toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU`,
);
console.log('targets (one core): matrix <= 200 ms, backtest <= 100 ms, Dixon–Coles fit on 6,000 matches <= 50 ms, window walk-forward <= 30 s');
