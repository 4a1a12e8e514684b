// `npm run engine:report [-- --json]`: the default-weights model against the betting market on the
// played EPL seasons, walk-forward. See the package README ("Report") for what each column means.
import { DEFAULT_ROUNDING_PARAMETERS, DEFAULT_WEIGHTS } from '@scoreline/contracts';
import {
  computeMetrics,
  favouriteOutcome,
  marketProbabilities,
  outcomeOfScore,
  predictFromMetrics,
  scoreBreakdown,
  type ScoredPrediction,
  type ScoreSummary,
} from '../src/index.ts';
import { eplDataDir, loadEplMatches } from '../src/data/epl-loader.ts';

const REPORT_SEASONS = ['2022-23', '2023-24', '2024-25', '2025-26'];
const json = process.argv.includes('--json');

// Metrics need every earlier result, so the whole history is loaded and only the report seasons judged.
const matches = loadEplMatches();
const odds = new Map(matches.map((m) => [m.id, m]));
const judged = computeMetrics(matches).filter(
  (r) => REPORT_SEASONS.includes(r.fixture.season) && r.fixture.home_goals != null && r.fixture.away_goals != null,
);

const mostProbable: ScoredPrediction[] = [];
const displayed: ScoredPrediction[] = [];
const market: ScoredPrediction[] = [];
for (const record of judged) {
  const p = predictFromMetrics(record, DEFAULT_WEIGHTS, DEFAULT_ROUNDING_PARAMETERS);
  const base = {
    season: p.season,
    gameweek: p.gameweek,
    home_goals: record.fixture.home_goals ?? 0,
    away_goals: record.fixture.away_goals ?? 0,
    prob_home_win: p.prob_home_win,
    prob_draw: p.prob_draw,
    prob_away_win: p.prob_away_win,
  };
  // The model as a forecaster, judged like the market: its most probable outcome and exact score.
  mostProbable.push({
    ...base,
    predicted_outcome: favouriteOutcome(p),
    display_home_goals: p.most_likely_score.home,
    display_away_goals: p.most_likely_score.away,
  });
  // What the product shows: the smart-rounded score and the outcome it implies (default rounding).
  displayed.push({ ...base, predicted_outcome: p.predicted_outcome, display_home_goals: p.display_home_goals, display_away_goals: p.display_away_goals });
  const m = odds.get(p.fixture_id);
  const q = m ? marketProbabilities(m) : null;
  if (q) {
    market.push({ ...base, ...q, predicted_outcome: favouriteOutcome(q), display_home_goals: null, display_away_goals: null });
  }
}

type Block = { overall: Summary; by_season: Record<string, Summary> };
type Summary = { n: number; outcome_accuracy: number | null; exact_accuracy: number | null; rps: number | null; brier: number | null; log_loss: number | null };

function block(list: readonly ScoredPrediction[]): Block {
  const b = scoreBreakdown(list);
  const pick = (s: ScoreSummary): Summary => ({
    n: s.n,
    outcome_accuracy: s.outcome_accuracy,
    exact_accuracy: s.exact_accuracy,
    rps: s.rps,
    brier: s.brier,
    log_loss: s.log_loss,
  });
  return { overall: pick(b.overall), by_season: Object.fromEntries(Object.entries(b.by_season).map(([k, v]) => [k, pick(v)])) };
}

const report = {
  seasons: REPORT_SEASONS,
  weights: DEFAULT_WEIGHTS,
  model: block(mostProbable),
  market: block(market),
  model_displayed: block(displayed),
  rounding: DEFAULT_ROUNDING_PARAMETERS,
  data_dir: eplDataDir(),
  definitions: {
    model: 'default weights, walk-forward; outcome = most probable outcome, exact = most probable exact score of the Poisson grid',
    market: 'closing odds, 1/odds normalised to sum to 1; outcome = favourite; no exact score',
    model_displayed: 'default weights and default smart rounding; outcome and exact score as shown to users',
    accuracies: 'fractions 0-1',
  },
};

const pctText = (v: number | null) => (v == null ? '—' : `${(100 * v).toFixed(1)}%`);
const numText = (v: number | null) => (v == null ? '—' : v.toFixed(4));
const outcomeShare = (list: readonly ScoredPrediction[], outcome: string) =>
  list.length === 0 ? 0 : list.filter((p) => outcomeOfScore(p.home_goals, p.away_goals) === outcome).length / list.length;

function table(title: string, b: Block): string {
  const rows = [...Object.entries(b.by_season), ['overall', b.overall] as const].map(([label, s]) =>
    [label.padEnd(9), String(s.n).padStart(5), pctText(s.outcome_accuracy).padStart(9), pctText(s.exact_accuracy).padStart(8), numText(s.rps).padStart(8), numText(s.brier).padStart(8), numText(s.log_loss).padStart(9)].join('  '),
  );
  const head = ['season'.padEnd(9), 'n'.padStart(5), 'outcome'.padStart(9), 'exact'.padStart(8), 'RPS'.padStart(8), 'Brier'.padStart(8), 'log-loss'.padStart(9)].join('  ');
  return [title, head, '-'.repeat(head.length), ...rows].join('\n');
}

if (json) {
  // Machine-readable form: the whole report as one JSON object on one line, nothing else.
  console.log(JSON.stringify(report));
} else {
  console.log(`Scoreline engine report: ${REPORT_SEASONS.join(', ')} walk-forward (data: ${eplDataDir()})`);
  console.log(`weights ${JSON.stringify(DEFAULT_WEIGHTS)}`);
  console.log(`results: home ${pctText(outcomeShare(displayed, 'home_win'))}, draw ${pctText(outcomeShare(displayed, 'draw'))}, away ${pctText(outcomeShare(displayed, 'away_win'))}\n`);
  console.log(table('MODEL (most probable outcome and exact score)', report.model));
  console.log();
  console.log(table('MARKET (closing odds, margin removed; favourite)', report.market));
  console.log();
  console.log(table(`MODEL AS DISPLAYED (default smart rounding ${JSON.stringify(DEFAULT_ROUNDING_PARAMETERS)})`, report.model_displayed));
  const draws = displayed.filter((p) => p.predicted_outcome === 'draw').length;
  console.log(`\nThe displayed outcome is a draw in ${draws} of ${displayed.length} matches (draw_threshold ${DEFAULT_ROUNDING_PARAMETERS.draw_threshold}).`);
}
