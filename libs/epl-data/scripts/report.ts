// `npm run engine:report [-- --json]`: both model families, the betting market and a constant 1-1
// against each other, walk-forward on the played EPL seasons with the 2010-22 history behind them.
// See the package README ("Report") for what each figure means and how it was produced.
import { DEFAULT_DIXON_COLES_PARAMETERS, DEFAULT_ROUNDING_PARAMETERS, DEFAULT_WEIGHTS, type DixonColesParameters, type Outcome } from '@scoreline/contracts';
import {
  computeMetrics,
  dixonColesWalkForward,
  favouriteOutcome,
  marketProbabilities,
  mostProbableOutcome,
  mostProbableRound,
  outcomeOfScore,
  predictFromMetrics,
  scoreBreakdown,
  scoreProbabilities,
  smartRound,
  type ScoredPrediction,
  type ScoreSummary,
} from '@scoreline/engine';
import { eplDataDir, loadAllMatches } from '../src/epl-loader.ts';

const json = process.argv.includes('--json');
const WINDOWS = {
  '2023-26': ['2023-24', '2024-25', '2025-26'],
  '2022-26': ['2022-23', '2023-24', '2024-25', '2025-26'],
} as const;
const ALL_SEASONS: readonly string[] = WINDOWS['2022-26'];
const BLEND: DixonColesParameters = { ...DEFAULT_DIXON_COLES_PARAMETERS, blend_weight: Number(process.env.REPORT_BLEND_WEIGHT ?? 0.3) };
const DC: DixonColesParameters = { ...DEFAULT_DIXON_COLES_PARAMETERS, blend_weight: 0 };

// Every model sees the whole history (2010-11 on) before each kickoff; only the report seasons are judged.
const matches = loadAllMatches();
const byId = new Map(matches.map((m) => [m.id, m]));
const isJudged = (m: { season: string; home_goals: number | null; away_goals: number | null }) =>
  ALL_SEASONS.includes(m.season) && m.home_goals != null && m.away_goals != null;
const firstKickoff = matches.find((m) => m.season === ALL_SEASONS[0])?.kickoff ?? '';

type Triple = { prob_home_win: number; prob_draw: number; prob_away_win: number };
interface Row extends ScoredPrediction {
  fixture_id: string;
}

const series: Record<string, Row[]> = {
  six_metric: [],
  six_metric_displayed: [],
  six_metric_most_probable_rounding: [],
  dixon_coles: [],
  dixon_coles_displayed: [],
  dixon_coles_most_probable_rounding: [],
  dixon_coles_blend: [],
  market: [],
  constant_1_1: [],
};

const base = (id: string, season: string, gameweek: number, hg: number, ag: number, p: Triple) => ({
  fixture_id: id,
  season,
  gameweek,
  home_goals: hg,
  away_goals: ag,
  ...p,
});
const shown = (s: { predicted_outcome: Outcome; display_home_goals: number; display_away_goals: number }) => ({
  predicted_outcome: s.predicted_outcome,
  display_home_goals: s.display_home_goals,
  display_away_goals: s.display_away_goals,
});

// Six-metric model (spec weights).
for (const record of computeMetrics(matches)) {
  const f = record.fixture;
  if (!isJudged(f)) continue;
  const p = predictFromMetrics(record, DEFAULT_WEIGHTS, DEFAULT_ROUNDING_PARAMETERS);
  const b = base(f.id, f.season, f.gameweek, f.home_goals ?? 0, f.away_goals ?? 0, p);
  series.six_metric?.push({ ...b, predicted_outcome: favouriteOutcome(p), display_home_goals: p.most_likely_score.home, display_away_goals: p.most_likely_score.away });
  series.six_metric_displayed?.push({ ...b, ...shown(p) });
  series.six_metric_most_probable_rounding?.push({ ...b, ...shown(mostProbableRound(p.predicted_home_goals, p.predicted_away_goals)) });
}

// Dixon–Coles, alone and blended; one walk each, starting at the first judged season.
const timings: Record<string, number> = {};
for (const [name, parameters] of [
  ['dixon_coles', DC],
  ['dixon_coles_blend', BLEND],
] as const) {
  const started = performance.now();
  const forecasts = dixonColesWalkForward(matches, parameters, { from: firstKickoff });
  timings[name] = performance.now() - started;
  for (const fc of forecasts) {
    const f = fc.fixture;
    if (!isJudged(f)) continue;
    const triple = { prob_home_win: fc.probabilities.home, prob_draw: fc.probabilities.draw, prob_away_win: fc.probabilities.away };
    const b = base(f.id, f.season, f.gameweek, f.home_goals ?? 0, f.away_goals ?? 0, triple);
    const grid = scoreProbabilities(fc.home_xg, fc.away_xg, { dixon_coles_rho: fc.rho });
    series[name]?.push({ ...b, predicted_outcome: mostProbableOutcome(fc.probabilities), display_home_goals: grid.most_likely_score.home, display_away_goals: grid.most_likely_score.away });
    if (name === 'dixon_coles') {
      series.dixon_coles_displayed?.push({ ...b, ...shown(smartRound(fc.home_xg, fc.away_xg, DEFAULT_ROUNDING_PARAMETERS)) });
      series.dixon_coles_most_probable_rounding?.push({ ...b, ...shown(mostProbableRound(fc.home_xg, fc.away_xg, { rho: fc.rho, probabilities: fc.probabilities })) });
    }
  }
}

// Market and the constant 1-1 (with the outcome shares of every result before the first judged season).
const before = matches.filter((m) => m.home_goals != null && Date.parse(m.kickoff) < Date.parse(firstKickoff));
const share = (o: Outcome) => before.filter((m) => outcomeOfScore(m.home_goals ?? 0, m.away_goals ?? 0) === o).length / before.length;
const baseRates = { prob_home_win: share('home_win'), prob_draw: share('draw'), prob_away_win: share('away_win') };
for (const m of matches) {
  if (!isJudged(m)) continue;
  const b = base(m.id, m.season, m.gameweek, m.home_goals ?? 0, m.away_goals ?? 0, baseRates);
  series.constant_1_1?.push({ ...b, predicted_outcome: 'draw', display_home_goals: 1, display_away_goals: 1 });
  const q = marketProbabilities(byId.get(m.id) ?? m);
  if (q) series.market?.push({ ...b, ...q, predicted_outcome: favouriteOutcome(q), display_home_goals: null, display_away_goals: null });
}

type Summary = { n: number; outcome_accuracy: number | null; exact_accuracy: number | null; rps: number | null; brier: number | null; log_loss: number | null };
type Block = { overall: Summary; by_season: Record<string, Summary> };
const pick = (s: ScoreSummary): Summary => ({ n: s.n, outcome_accuracy: s.outcome_accuracy, exact_accuracy: s.exact_accuracy, rps: s.rps, brier: s.brier, log_loss: s.log_loss });
function block(list: readonly Row[]): Block {
  const b = scoreBreakdown(list);
  return { overall: pick(b.overall), by_season: Object.fromEntries(Object.entries(b.by_season).map(([k, v]) => [k, pick(v)])) };
}

/** Reliability table: every (fixture, outcome) probability binned by tenths, with the observed frequency. */
function calibration(list: readonly Row[]) {
  const bins = Array.from({ length: 10 }, (_, i) => ({ bin: `${i * 10}-${i * 10 + 10}%`, n: 0, mean_predicted: 0, observed: 0 }));
  for (const p of list) {
    const actual = outcomeOfScore(p.home_goals, p.away_goals);
    for (const [o, q] of [
      ['home_win', p.prob_home_win],
      ['draw', p.prob_draw],
      ['away_win', p.prob_away_win],
    ] as const) {
      const bin = bins[Math.min(9, Math.floor(q * 10))];
      if (!bin) continue;
      bin.n++;
      bin.mean_predicted += q;
      if (actual === o) bin.observed++;
    }
  }
  return bins.filter((b) => b.n > 0).map((b) => ({ ...b, mean_predicted: b.mean_predicted / b.n, observed: b.observed / b.n }));
}

const windows = Object.fromEntries(
  Object.entries(WINDOWS).map(([key, seasons]) => {
    const inWindow = (list: readonly Row[]) => list.filter((p) => (seasons as readonly string[]).includes(p.season));
    return [
      key,
      {
        seasons,
        models: Object.fromEntries(Object.entries(series).map(([name, list]) => [name, block(inWindow(list))])),
        calibration: Object.fromEntries(
          ['six_metric', 'dixon_coles', 'dixon_coles_blend', 'market'].map((name) => [name, calibration(inWindow(series[name] ?? []))]),
        ),
      },
    ];
  }),
);

const report = {
  windows,
  parameters: { six_metric: DEFAULT_WEIGHTS, dixon_coles: DC, dixon_coles_blend: BLEND, rounding: DEFAULT_ROUNDING_PARAMETERS, constant_1_1_probabilities: baseRates },
  walk_forward_ms: timings,
  // The seed's keys (six-metric on 2022-26), kept for existing readers.
  seasons: ALL_SEASONS,
  weights: DEFAULT_WEIGHTS,
  model: block(series.six_metric ?? []),
  market: block(series.market ?? []),
  model_displayed: block(series.six_metric_displayed ?? []),
  rounding: DEFAULT_ROUNDING_PARAMETERS,
  data_dir: eplDataDir(),
  definitions: {
    history: 'every model predicts each match from the results (2010-11 on) that kicked off strictly before it',
    six_metric: 'spec weights; outcome = most probable outcome, exact = most probable score of the Poisson grid',
    six_metric_displayed: 'spec weights, spec smart rounding: what the product shows today',
    six_metric_most_probable_rounding: "spec weights, 'most_probable' rounding: most probable outcome, most probable score within it",
    dixon_coles: 'time-decayed Dixon–Coles refitted once per gameweek; outcome = most probable outcome, exact = most probable score of its grid',
    dixon_coles_displayed: 'Dixon–Coles expected goals through the spec smart rounding',
    dixon_coles_most_probable_rounding: "Dixon–Coles with 'most_probable' rounding",
    dixon_coles_blend: 'Dixon–Coles probabilities blended with the Elo ordered logit (blend_weight = Elo share); exact = Dixon–Coles most probable score',
    market: 'closing odds, 1/odds normalised to sum to 1; outcome = favourite; no exact score',
    constant_1_1: 'always 1-1 (a draw); probabilities = outcome shares of every result before 2022-23',
    calibration: 'each fixture contributes its three outcome probabilities; bins by tenths; observed = share of those outcomes that happened',
    accuracies: 'fractions 0-1',
  },
};

const pctText = (v: number | null) => (v == null ? '—' : `${(100 * v).toFixed(1)}%`);
const numText = (v: number | null) => (v == null ? '—' : v.toFixed(4));

if (json) {
  // Machine-readable form: the whole report as one JSON object on one line, nothing else.
  console.log(JSON.stringify(report));
} else {
  console.log(`Scoreline engine report: walk-forward with history from 2010-11 (data: ${eplDataDir()})`);
  console.log(`Dixon–Coles ${JSON.stringify(DC)}; blend weight ${BLEND.blend_weight}`);
  for (const [key, w] of Object.entries(windows)) {
    console.log(`\n${key} (${w.seasons.join(', ')})`);
    const head = ['model'.padEnd(36), 'n'.padStart(5), 'outcome'.padStart(8), 'exact'.padStart(7), 'RPS'.padStart(7), 'Brier'.padStart(7), 'log-loss'.padStart(8)].join('  ');
    console.log(head);
    console.log('-'.repeat(head.length));
    for (const [name, b] of Object.entries(w.models)) {
      const s = b.overall;
      console.log([name.padEnd(36), String(s.n).padStart(5), pctText(s.outcome_accuracy).padStart(8), pctText(s.exact_accuracy).padStart(7), numText(s.rps).padStart(7), numText(s.brier).padStart(7), numText(s.log_loss).padStart(8)].join('  '));
    }
    for (const [name, table] of Object.entries(w.calibration)) {
      console.log(`  calibration ${name}: ${table.map((b) => `${b.bin} ${pctText(b.mean_predicted)}→${pctText(b.observed)} (${b.n})`).join(', ')}`);
    }
  }
  console.log(`\nwalk-forward time (ms): ${JSON.stringify(Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, Math.round(v)])))}`);
}
