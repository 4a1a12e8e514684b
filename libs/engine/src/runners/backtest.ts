// Progressive (walk-forward) backtest: every fixture in the range is predicted from the results
// before its kickoff only, then judged against its result (docs/product.md §3, "Backtest result").
import { DEFAULT_ROUNDING_PARAMETERS, DEFAULT_WEIGHTS, type ModelConfiguration, type Outcome, type Weights } from '@scoreline/contracts';
import type { RoundingMode } from '../predict.ts';
import { outcomeOfScore } from '../rounding.ts';
import { gameweekRange, GAMEWEEK_RANGES, type GameweekRangeKey } from '../season.ts';
import type { FixtureIdentity } from '../types.ts';
import { EmptyScopeError, selectRange, selectScope, type EvaluationContext, type EvaluationScope, type ProgressiveRange } from './context.ts';
import { bySeason, checkModel, countAccuracy, judgedProbabilities, judgeFixtures, probabilityScores, type AccuracyCounts, type JudgedFixture, type ProbabilityScores } from './evaluate.ts';

export interface BacktestOptions {
  weights?: Weights;
  /** Either family's configuration; takes precedence over `weights` (a six-metric one is the same as weights). */
  model?: ModelConfiguration;
  rounding?: RoundingMode;
  /** Either a span across seasons (the admin panel's form) or seasons plus a gameweek range (experiments). */
  range?: ProgressiveRange;
  scope?: EvaluationScope;
  /** Adds the per-fixture list (experiment detail); off by default because it is large. */
  include_predictions?: boolean;
}

export interface BacktestPrediction extends FixtureIdentity {
  /** 'home-away', e.g. '2-1'. */
  actual_score: string;
  predicted_score: string;
  predicted_outcome: Outcome;
  actual_outcome: Outcome;
  outcome_correct: boolean;
  score_correct: boolean;
  predicted_home_goals: number;
  predicted_away_goals: number;
  prob_home_win: number;
  prob_draw: number;
  prob_away_win: number;
}

export type BacktestSummary = AccuracyCounts & ProbabilityScores;

/** Accuracies in percent 0-100; rps, brier and log_loss are means per fixture. */
export interface BacktestResult extends BacktestSummary {
  /** Number of distinct (season, gameweek label) pairs that had at least one fixture judged. */
  weeks_tested: number;
  first_kickoff: string;
  last_kickoff: string;
  by_season: Record<string, BacktestSummary>;
  by_gameweek_range: Record<GameweekRangeKey, BacktestSummary | null>;
  predictions?: BacktestPrediction[];
}

function summary(ctx: EvaluationContext, judged: readonly JudgedFixture[]): BacktestSummary {
  return { ...countAccuracy(judged), ...probabilityScores(ctx, judged) };
}

/** Runs the walk-forward backtest on a prepared context (createEvaluationContext). */
export function runProgressiveBacktest(ctx: EvaluationContext, options: BacktestOptions = {}): BacktestResult {
  const model = options.model ?? options.weights ?? DEFAULT_WEIGHTS;
  const rounding = options.rounding ?? DEFAULT_ROUNDING_PARAMETERS;
  checkModel(model, rounding);
  const indexes = options.range ? selectRange(ctx, options.range) : selectScope(ctx, options.scope);
  if (indexes.length === 0) throw new EmptyScopeError(JSON.stringify(options.range ?? options.scope ?? {}));

  const judged = judgeFixtures(ctx, model, rounding, indexes);
  const weeks = new Set<string>();
  const ranges = new Map<GameweekRangeKey, JudgedFixture[]>(GAMEWEEK_RANGES.map((r) => [r.key, []]));
  for (const j of judged) {
    const f = ctx.played[j.index]?.fixture;
    if (!f) continue;
    weeks.add(`${f.season}#${f.gameweek}`);
    const key = gameweekRange(f.gameweek);
    if (key) ranges.get(key)?.push(j);
  }
  const by_season: Record<string, BacktestSummary> = {};
  for (const [season, items] of bySeason(ctx, judged)) by_season[season] = summary(ctx, items);
  const by_gameweek_range = Object.fromEntries(
    GAMEWEEK_RANGES.map((r) => {
      const items = ranges.get(r.key) ?? [];
      return [r.key, items.length === 0 ? null : summary(ctx, items)];
    }),
  ) as Record<GameweekRangeKey, BacktestSummary | null>;

  const first = ctx.played[indexes[0] as number]?.fixture.kickoff ?? '';
  const last = ctx.played[indexes[indexes.length - 1] as number]?.fixture.kickoff ?? '';
  const result: BacktestResult = {
    ...summary(ctx, judged),
    weeks_tested: weeks.size,
    first_kickoff: first,
    last_kickoff: last,
    by_season,
    by_gameweek_range,
  };
  if (options.include_predictions) result.predictions = judged.map((j) => describe(ctx, j));
  return result;
}

function describe(ctx: EvaluationContext, j: JudgedFixture): BacktestPrediction {
  const record = ctx.played[j.index];
  if (!record) throw new Error(`no played fixture at ${j.index}`);
  const f = record.fixture;
  const hg = f.home_goals ?? 0;
  const ag = f.away_goals ?? 0;
  const p = judgedProbabilities(j);
  return {
    fixture_id: f.id,
    season: f.season,
    gameweek: f.gameweek,
    kickoff: f.kickoff,
    home_team: f.home_team,
    away_team: f.away_team,
    actual_score: `${hg}-${ag}`,
    predicted_score: `${j.display_home_goals}-${j.display_away_goals}`,
    predicted_outcome: j.predicted_outcome,
    actual_outcome: outcomeOfScore(hg, ag),
    outcome_correct: j.outcome_correct,
    score_correct: j.score_correct,
    predicted_home_goals: j.home_xg,
    predicted_away_goals: j.away_xg,
    prob_home_win: p.prob_home_win,
    prob_draw: p.prob_draw,
    prob_away_win: p.prob_away_win,
  };
}
