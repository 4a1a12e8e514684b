// The shared evaluation context: one metric pass over the whole history, stored as flat columns so
// that every weight set × rounding configuration afterwards costs only arithmetic.
import { GAMEWEEKS_PER_SEASON, type Outcome, type Weights } from '@scoreline/contracts';
import { computeMetrics, type MetricRecord, type MetricWindows } from '../metrics.ts';
import type { ScoreModelOptions } from '../poisson.ts';
import { outcomeOfScore } from '../rounding.ts';
import { seasonLabel } from '../season.ts';
import type { MatchFixture } from '../types.ts';

export interface EvaluationOptions extends ScoreModelOptions {
  windows?: Partial<MetricWindows>;
}

/** Which played fixtures a run judges; metrics always come from the full history before each one. */
export interface EvaluationScope {
  /** Season labels or start years ('2024-25' or 2024); all seasons when omitted. */
  seasons?: readonly (string | number)[];
  /** Gameweek labels, inclusive; 1 and 38 when omitted. */
  gameweek_start?: number;
  gameweek_end?: number;
}

/** A span across seasons, as the progressive backtest is asked for it (docs/product.md §7). */
export interface ProgressiveRange {
  start_season: string | number;
  start_gameweek: number;
  end_season: string | number;
  end_gameweek: number;
}

export interface EvaluationContext {
  /** Every input fixture with its metrics, in kickoff order. */
  records: readonly MetricRecord[];
  /** The played ones, in kickoff order; column i below describes played[i]. */
  played: readonly MetricRecord[];
  options: EvaluationOptions;
  columns: {
    H1: Float64Array;
    H2: Float64Array;
    H3: Float64Array;
    H4: Float64Array;
    A1: Float64Array;
    A2: Float64Array;
    H3_away: Float64Array;
    H4_away: Float64Array;
    home_goals: Int32Array;
    away_goals: Int32Array;
    /** 0 home win, 1 draw, 2 away win. */
    outcome: Uint8Array;
  };
}

/** Raised when a scope selects no played fixture: an empty run has no accuracy to report. */
export class EmptyScopeError extends Error {
  constructor(what: string) {
    super(`no played fixtures in scope: ${what}`);
    this.name = 'EmptyScopeError';
  }
}

export const OUTCOME_CODES: readonly Outcome[] = ['home_win', 'draw', 'away_win'];

export function outcomeCode(outcome: Outcome): number {
  return outcome === 'home_win' ? 0 : outcome === 'draw' ? 1 : 2;
}

/** Runs the metric pass once over the whole history (played and unplayed fixtures). */
export function createEvaluationContext(fixtures: readonly MatchFixture[], options: EvaluationOptions = {}): EvaluationContext {
  const records = computeMetrics(fixtures, options.windows);
  const played = records.filter((r) => r.fixture.home_goals != null && r.fixture.away_goals != null);
  const n = played.length;
  const columns = {
    H1: new Float64Array(n),
    H2: new Float64Array(n),
    H3: new Float64Array(n),
    H4: new Float64Array(n),
    A1: new Float64Array(n),
    A2: new Float64Array(n),
    H3_away: new Float64Array(n),
    H4_away: new Float64Array(n),
    home_goals: new Int32Array(n),
    away_goals: new Int32Array(n),
    outcome: new Uint8Array(n),
  };
  played.forEach((r, i) => {
    const m = r.metrics;
    columns.H1[i] = m.H1;
    columns.H2[i] = m.H2;
    columns.H3[i] = m.H3;
    columns.H4[i] = m.H4;
    columns.A1[i] = m.A1;
    columns.A2[i] = m.A2;
    columns.H3_away[i] = m.H3_away;
    columns.H4_away[i] = m.H4_away;
    const hg = r.fixture.home_goals ?? 0;
    const ag = r.fixture.away_goals ?? 0;
    columns.home_goals[i] = hg;
    columns.away_goals[i] = ag;
    columns.outcome[i] = outcomeCode(outcomeOfScore(hg, ag));
  });
  return { records, played, options, columns };
}

/** Indexes (into context.played) of the fixtures a scope selects, in kickoff order. */
export function selectScope(ctx: EvaluationContext, scope: EvaluationScope = {}): number[] {
  const seasons = scope.seasons ? new Set(scope.seasons.map(seasonLabel)) : null;
  const first = scope.gameweek_start ?? 1;
  const last = scope.gameweek_end ?? GAMEWEEKS_PER_SEASON;
  const selected: number[] = [];
  ctx.played.forEach((r, i) => {
    if (seasons && !seasons.has(r.fixture.season)) return;
    if (r.fixture.gameweek < first || r.fixture.gameweek > last) return;
    selected.push(i);
  });
  return selected;
}

/** Indexes of the fixtures from (start season, start gameweek) to (end season, end gameweek) inclusive. */
export function selectRange(ctx: EvaluationContext, range: ProgressiveRange): number[] {
  const start = seasonLabel(range.start_season);
  const end = seasonLabel(range.end_season);
  const selected: number[] = [];
  ctx.played.forEach((r, i) => {
    const { season, gameweek } = r.fixture;
    const afterStart = season > start || (season === start && gameweek >= range.start_gameweek);
    const beforeEnd = season < end || (season === end && gameweek <= range.end_gameweek);
    if (afterStart && beforeEnd) selected.push(i);
  });
  return selected;
}

/** Expected goals of the selected fixtures under one weight set (README, "Expected goals"). */
export function expectedGoalsColumns(
  ctx: EvaluationContext,
  weights: Weights,
  indexes: readonly number[],
): { home: Float64Array; away: Float64Array } {
  const c = ctx.columns;
  const homeWeight = weights.H1 + weights.H2 + weights.H3 + weights.H4;
  const awayWeight = weights.A1 + weights.A2 + weights.H3 + weights.H4;
  const home = new Float64Array(indexes.length);
  const away = new Float64Array(indexes.length);
  for (let k = 0; k < indexes.length; k++) {
    const i = indexes[k] as number;
    // Same formula as expectedGoals(); repeated here over typed arrays because this loop is the hot path.
    home[k] =
      homeWeight > 0
        ? (weights.H1 * (c.H1[i] as number) + weights.H2 * (c.H2[i] as number) + weights.H3 * (c.H3[i] as number) + weights.H4 * (c.H4[i] as number)) /
          homeWeight
        : (c.H4[i] as number);
    away[k] =
      awayWeight > 0
        ? (weights.A1 * (c.A1[i] as number) +
            weights.A2 * (c.A2[i] as number) +
            weights.H3 * (c.H3_away[i] as number) +
            weights.H4 * (c.H4_away[i] as number)) /
          awayWeight
        : (c.H4_away[i] as number);
  }
  return { home, away };
}

/** A share in percent 0-100: runner results use percent, as the admin screens print them (docs/product.md §3). */
export function percent(correct: number, total: number): number {
  return total === 0 ? 0 : (100 * correct) / total;
}
