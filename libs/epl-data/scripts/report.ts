// `npm run engine:report [-- --json]`: every model family through every rounding mode, the betting
// market and a constant 1-1 against each other, walk-forward on the played EPL seasons with the
// 2010-22 history behind them (src/engine-report.ts computes it). See the package README ("Report")
// for what each figure means and how it was produced.
import { DEFAULT_ROUNDING_PARAMETERS, DEFAULT_WEIGHTS } from '@scoreline/contracts';
import { buildEngineReport, REPORT_WINDOWS, type ReportSummary } from '../src/engine-report.ts';
import { eplDataDir, loadAllMatches } from '../src/epl-loader.ts';

const json = process.argv.includes('--json');
const blendWeight = process.env.REPORT_BLEND_WEIGHT === undefined ? undefined : Number(process.env.REPORT_BLEND_WEIGHT);
const built = buildEngineReport(loadAllMatches(), blendWeight === undefined ? {} : { blendWeight });

const report = {
  windows: built.windows,
  production: built.production,
  parameters: built.parameters,
  walk_forward_ms: { dixon_coles_blend: built.walk_forward_ms },
  // The first report's keys (six-metric on 2022-26), kept for existing readers.
  seasons: REPORT_WINDOWS['2022-26'],
  weights: DEFAULT_WEIGHTS,
  model: built.legacy.model,
  market: built.legacy.market,
  model_displayed: built.legacy.model_displayed,
  rounding: DEFAULT_ROUNDING_PARAMETERS,
  data_dir: eplDataDir(),
  definitions: built.definitions,
};

const pctText = (v: number | null) => (v == null ? '—' : `${(100 * v).toFixed(1)}%`);
const numText = (v: number | null) => (v == null ? '—' : v.toFixed(4));
const line = (name: string, s: ReportSummary) =>
  [name.padEnd(36), String(s.n).padStart(5), pctText(s.outcome_accuracy).padStart(8), pctText(s.exact_accuracy).padStart(7), numText(s.rps).padStart(7), numText(s.brier).padStart(7), numText(s.log_loss).padStart(8)].join('  ');

if (json) {
  // Machine-readable form: the whole report as one JSON object on one line, nothing else.
  console.log(JSON.stringify(report));
} else {
  console.log(`Scoreline engine report: walk-forward with history from 2010-11 (data: ${eplDataDir()})`);
  console.log(`parameters: ${JSON.stringify(built.parameters)}`);
  for (const [key, w] of Object.entries(built.windows)) {
    console.log(`\n${key} (${w.seasons.join(', ')})`);
    const head = ['model'.padEnd(36), 'n'.padStart(5), 'outcome'.padStart(8), 'exact'.padStart(7), 'RPS'.padStart(7), 'Brier'.padStart(7), 'log-loss'.padStart(8)].join('  ');
    console.log(head);
    console.log('-'.repeat(head.length));
    for (const [name, b] of Object.entries(w.models)) console.log(line(name, b.overall));
    console.log('shown (model through a rounding mode: the outcome and exact score a visitor sees)');
    for (const c of w.configurations) console.log(line(`${c.model} · ${c.rounding}`, c.overall));
    for (const [name, table] of Object.entries(w.calibration)) {
      console.log(`  calibration ${name}: ${table.map((b) => `${b.bin} ${pctText(b.mean_predicted)}→${pctText(b.observed)} (${b.n})`).join(', ')}`);
    }
  }
  const { chosen, figures, window, rule } = built.production;
  console.log(
    `\nproduction's starting configuration (${window}; ${rule}): ${chosen.model} · ${chosen.rounding}, RPS ${figures.rps.toFixed(5)}, outcome ${pctText(figures.correct_outcomes / figures.n)}, exact ${pctText(figures.correct_scores / figures.n)}`,
  );
  console.log(`walk-forward time (ms): ${Math.round(built.walk_forward_ms)}`);
}
