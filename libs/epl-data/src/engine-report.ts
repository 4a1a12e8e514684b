// The engine report (`npm run engine:report`, README "Report"): every model family, as its
// probabilities score (RPS, Brier, log-loss) and as each rounding mode shows it (outcome and exact
// score), against the betting market and a constant 1-1, walk-forward on the played seasons with
// the whole history before each kickoff. Pure: the caller loads the matches (scripts/report.ts reads
// ../shared/data/epl); test/production-default.test.ts runs it to check production's starting
// configuration against it.
import { DEFAULT_WEIGHTS, ROUNDING_MODES, type DixonColesParameters, type Outcome, type RoundingModeKind } from '@scoreline/contracts';
import {
  chooseProductionConfiguration,
  type ConfigurationFigures,
  MEASURED_MODEL_KEYS,
  measuredModels,
  measuredRounding,
  type MeasuredModelKey,
  TUNED_BLEND_WEIGHT,
  dixonColesWalkForward,
  favouriteOutcome,
  marketProbabilities,
  computeMetrics,
  mostProbableOutcome,
  scoreProbabilities,
  applyRounding,
  predictFromMetrics,
  outcomeOfScore,
  scoreBreakdown,
  type ScoredPrediction,
  type ScoreSummary,
  type MatchFixture,
  type MatchOdds,
} from '@scoreline/engine';

export const REPORT_WINDOWS = {
  '2023-26': ['2023-24', '2024-25', '2025-26'],
  '2022-26': ['2022-23', '2023-24', '2024-25', '2025-26'],
} as const;
export type ReportWindow = keyof typeof REPORT_WINDOWS;

/** The last three complete seasons: where production's starting configuration is chosen. */
export const DECISION_WINDOW: ReportWindow = '2023-26';

/** A report cell: the engine's summary of a series of shown predictions. */
export type ReportSummary = ScoreSummary;
export interface ReportBlock {
  overall: ReportSummary;
  by_season: Record<string, ReportSummary>;
}
/** One configuration as the site would show it: a model through a rounding mode. */
export interface ReportConfiguration extends ReportBlock {
  model: MeasuredModelKey;
  rounding: RoundingModeKind;
}
export interface CalibrationRow {
  bin: string;
  n: number;
  mean_predicted: number;
  observed: number;
}
export interface ReportWindowResult {
  seasons: readonly string[];
  models: Record<string, ReportBlock>;
  configurations: ReportConfiguration[];
  calibration: Record<string, CalibrationRow[]>;
}

export interface EngineReport {
  windows: Record<ReportWindow, ReportWindowResult>;
  /** The rule of chooseProductionConfiguration applied to the decision window's configurations. */
  production: { window: ReportWindow; rule: string; chosen: { model: MeasuredModelKey; rounding: RoundingModeKind }; figures: ConfigurationFigures };
  parameters: Record<string, unknown>;
  walk_forward_ms: number;
  definitions: Record<string, string>;
  /** The six-metric model on 2022-26, under the keys the first report had. */
  legacy: { model: ReportBlock; market: ReportBlock; model_displayed: ReportBlock };
}

interface Row extends ScoredPrediction {
  fixture_id: string;
}
type Triple = { prob_home_win: number; prob_draw: number; prob_away_win: number };
const configurationKey = (model: MeasuredModelKey, rounding: RoundingModeKind) => `${model}:${rounding}`;

export function buildEngineReport(matches: readonly (MatchFixture & Partial<MatchOdds>)[], options: { blendWeight?: number } = {}): EngineReport {
  const models = measuredModels(options.blendWeight ?? TUNED_BLEND_WEIGHT);
  const allSeasons: readonly string[] = REPORT_WINDOWS['2022-26'];
  const isJudged = (m: MatchFixture) => allSeasons.includes(m.season) && m.home_goals != null && m.away_goals != null;
  const firstKickoff = matches.find((m) => m.season === allSeasons[0])?.kickoff ?? '';

  // "Model" series: each family's most probable outcome and the grid's most probable score; then
  // one series per configuration, as its rounding shows it.
  const series: Record<string, Row[]> = { six_metric: [], dixon_coles: [], dixon_coles_blend: [], market: [], constant_1_1: [] };
  const shown: Record<string, Row[]> = {};
  for (const model of MEASURED_MODEL_KEYS) for (const rounding of ROUNDING_MODES) shown[configurationKey(model, rounding)] = [];
  const push = (list: Row[] | undefined, row: Row) => list?.push(row);

  const base = (f: MatchFixture, p: Triple) => ({
    fixture_id: f.id,
    season: f.season,
    gameweek: f.gameweek,
    home_goals: f.home_goals ?? 0,
    away_goals: f.away_goals ?? 0,
    ...p,
  });

  // Six-metric model (the default weights).
  const sixMetric = models.six_metric;
  const weights = sixMetric.family === 'six_metric' ? sixMetric.weights : DEFAULT_WEIGHTS;
  for (const record of computeMetrics(matches)) {
    const f = record.fixture;
    if (!isJudged(f)) continue;
    const p = predictFromMetrics(record, weights, measuredRounding('smart'));
    const b = base(f, p);
    const probabilities = { home: p.prob_home_win, draw: p.prob_draw, away: p.prob_away_win };
    push(series.six_metric, { ...b, predicted_outcome: favouriteOutcome(p), display_home_goals: p.most_likely_score.home, display_away_goals: p.most_likely_score.away });
    for (const rounding of ROUNDING_MODES) {
      push(shown[configurationKey('six_metric', rounding)], { ...b, ...applyRounding(p.predicted_home_goals, p.predicted_away_goals, measuredRounding(rounding), { probabilities }) });
    }
  }

  // Dixon–Coles and its blend share one walk: the blend weight moves only the probabilities, never
  // the fits (walk-forward.ts), and each forecast carries the Dixon–Coles probabilities beside the blend.
  const blend = models.dixon_coles_blend;
  const blendParameters: DixonColesParameters | null = blend.family === 'dixon_coles' ? blend.parameters : null;
  if (!blendParameters) throw new Error('the blend is a Dixon–Coles configuration');
  const started = performance.now();
  const forecasts = dixonColesWalkForward(matches, blendParameters, { from: firstKickoff });
  const walkMs = performance.now() - started;
  for (const fc of forecasts) {
    const f = fc.fixture;
    if (!isJudged(f)) continue;
    const grid = scoreProbabilities(fc.home_xg, fc.away_xg, { dixon_coles_rho: fc.rho });
    for (const [model, triple] of [
      ['dixon_coles', fc.dixon_coles],
      ['dixon_coles_blend', fc.probabilities],
    ] as const) {
      const b = base(f, { prob_home_win: triple.home, prob_draw: triple.draw, prob_away_win: triple.away });
      push(series[model], { ...b, predicted_outcome: mostProbableOutcome(triple), display_home_goals: grid.most_likely_score.home, display_away_goals: grid.most_likely_score.away });
      for (const rounding of ROUNDING_MODES) {
        push(shown[configurationKey(model, rounding)], { ...b, ...applyRounding(fc.home_xg, fc.away_xg, measuredRounding(rounding), { rho: fc.rho, probabilities: triple }) });
      }
    }
  }

  // Market and the constant 1-1 (with the outcome shares of every result before the first judged season).
  const before = matches.filter((m) => m.home_goals != null && Date.parse(m.kickoff) < Date.parse(firstKickoff));
  const share = (o: Outcome) => before.filter((m) => outcomeOfScore(m.home_goals ?? 0, m.away_goals ?? 0) === o).length / before.length;
  const baseRates = { prob_home_win: share('home_win'), prob_draw: share('draw'), prob_away_win: share('away_win') };
  for (const m of matches) {
    if (!isJudged(m)) continue;
    const b = base(m, baseRates);
    push(series.constant_1_1, { ...b, predicted_outcome: 'draw', display_home_goals: 1, display_away_goals: 1 });
    const q = marketProbabilities({ odds_home: m.odds_home ?? null, odds_draw: m.odds_draw ?? null, odds_away: m.odds_away ?? null });
    if (q) push(series.market, { ...b, ...q, predicted_outcome: favouriteOutcome(q), display_home_goals: null, display_away_goals: null });
  }

  const windows = Object.fromEntries(
    Object.entries(REPORT_WINDOWS).map(([key, seasons]) => {
      const inWindow = (list: readonly Row[]) => list.filter((p) => (seasons as readonly string[]).includes(p.season));
      const result: ReportWindowResult = {
        seasons,
        models: Object.fromEntries(Object.entries(series).map(([name, list]) => [name, block(inWindow(list))])),
        configurations: MEASURED_MODEL_KEYS.flatMap((model) =>
          ROUNDING_MODES.map((rounding) => ({ model, rounding, ...block(inWindow(shown[configurationKey(model, rounding)] ?? [])) })),
        ),
        calibration: Object.fromEntries(['six_metric', 'dixon_coles', 'dixon_coles_blend', 'market'].map((name) => [name, calibration(inWindow(series[name] ?? []))])),
      };
      return [key, result];
    }),
  ) as Record<ReportWindow, ReportWindowResult>;

  const figures = configurationFigures(windows[DECISION_WINDOW]);
  const chosen = chooseProductionConfiguration(figures);
  const byKey = (list: Record<string, Row[]>, key: string) => block(list[key] ?? []);
  return {
    windows,
    production: {
      window: DECISION_WINDOW,
      rule: 'the lowest RPS; of that model’s rounding modes, the most shown outcomes right, then the most shown scores right',
      chosen: { model: chosen.model, rounding: chosen.rounding },
      figures: chosen,
    },
    parameters: { ...models, rounding: measuredRounding('smart'), constant_1_1_probabilities: baseRates },
    walk_forward_ms: walkMs,
    legacy: {
      model: byKey(series, 'six_metric'),
      market: byKey(series, 'market'),
      model_displayed: byKey(shown, configurationKey('six_metric', 'smart')),
    },
    definitions: {
      history: 'every model predicts each match from the results (2010-11 on) that kicked off strictly before it',
      models: "each family's most probable outcome and the most probable score of its grid (what its probabilities say, before any rounding)",
      configurations: "a model as the site would show it: 'smart' = the specification's smart rounding, 'most_probable' = the most probable outcome and the most probable score within it",
      six_metric: 'the specification’s weights',
      dixon_coles: 'time-decayed Dixon–Coles refitted once per gameweek',
      dixon_coles_blend: 'Dixon–Coles probabilities blended with the Elo ordered logit (blend_weight = Elo share); its scores come from the Dixon–Coles grid',
      market: 'closing odds, 1/odds normalised to sum to 1; outcome = favourite; no exact score',
      constant_1_1: 'always 1-1 (a draw); probabilities = outcome shares of every result before 2022-23',
      calibration: 'each fixture contributes its three outcome probabilities; bins by tenths; observed = share of those outcomes that happened',
      accuracies: 'fractions 0-1',
    },
  };
}

/** The decision window's configurations in the form chooseProductionConfiguration takes. */
export function configurationFigures(window: ReportWindowResult): ConfigurationFigures[] {
  return window.configurations.map((c) => ({
    model: c.model,
    rounding: c.rounding,
    n: c.overall.n,
    rps: c.overall.rps ?? Number.POSITIVE_INFINITY,
    correct_outcomes: c.overall.correct_outcomes,
    correct_scores: c.overall.correct_scores,
  }));
}

const pick = (s: ScoreSummary): ReportSummary => ({
  n: s.n,
  correct_outcomes: s.correct_outcomes,
  correct_scores: s.correct_scores,
  outcome_accuracy: s.outcome_accuracy,
  exact_accuracy: s.exact_accuracy,
  rps: s.rps,
  brier: s.brier,
  log_loss: s.log_loss,
});

function block(list: readonly Row[]): ReportBlock {
  const b = scoreBreakdown(list);
  return { overall: pick(b.overall), by_season: Object.fromEntries(Object.entries(b.by_season).map(([k, v]) => [k, pick(v)])) };
}

/** Reliability table: every (fixture, outcome) probability binned by tenths, with the observed frequency. */
function calibration(list: readonly Row[]): CalibrationRow[] {
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
