// How good predictions were: accuracy of the displayed outcome and score, and the proper scoring
// rules RPS, Brier and log-loss on the probabilities.
import type { Outcome } from '@scoreline/contracts';
import { outcomeOfScore } from './rounding.ts';
import { gameweekRange, GAMEWEEK_RANGES, type GameweekRangeKey } from './season.ts';

export interface OutcomeProbabilityTriple {
  prob_home_win: number;
  prob_draw: number;
  prob_away_win: number;
}

/** Log-loss of a zero probability would be infinite; one impossible-looking result must not swamp a season. */
export const LOG_LOSS_FLOOR = 1e-15;

/** Ranked probability score over the ordered outcomes home, draw, away:
 * ½·[(pH − oH)² + (pH + pD − oH − oD)²]. 0 is perfect; a uniform forecast scores about 0.24. */
export function rankedProbabilityScore(p: OutcomeProbabilityTriple, actual: Outcome): number {
  const oH = actual === 'home_win' ? 1 : 0;
  const oD = actual === 'draw' ? 1 : 0;
  const first = p.prob_home_win - oH;
  const second = p.prob_home_win + p.prob_draw - oH - oD;
  return 0.5 * (first * first + second * second);
}

/** Brier score summed over the three outcomes (0 perfect, 2 worst; uniform 0.667). */
export function brierScore(p: OutcomeProbabilityTriple, actual: Outcome): number {
  const dh = p.prob_home_win - (actual === 'home_win' ? 1 : 0);
  const dd = p.prob_draw - (actual === 'draw' ? 1 : 0);
  const da = p.prob_away_win - (actual === 'away_win' ? 1 : 0);
  return dh * dh + dd * dd + da * da;
}

/** Natural-log loss of the probability given to what happened (uniform 1.099). */
export function logLoss(p: OutcomeProbabilityTriple, actual: Outcome): number {
  const q = actual === 'home_win' ? p.prob_home_win : actual === 'draw' ? p.prob_draw : p.prob_away_win;
  return -Math.log(Math.max(q, LOG_LOSS_FLOOR));
}

/** A prediction next to the result it is judged against. */
export interface ScoredPrediction extends OutcomeProbabilityTriple {
  season: string;
  gameweek: number;
  predicted_outcome: Outcome;
  /** Null when the predictor shows no score (the market). */
  display_home_goals: number | null;
  display_away_goals: number | null;
  home_goals: number;
  away_goals: number;
}

export interface ScoreSummary {
  n: number;
  correct_outcomes: number;
  correct_scores: number;
  /** Fractions 0-1; null when n = 0 (and exact_accuracy also when no score was shown). */
  outcome_accuracy: number | null;
  exact_accuracy: number | null;
  rps: number | null;
  brier: number | null;
  log_loss: number | null;
}

class Tally {
  n = 0;
  outcomes = 0;
  scores = 0;
  scored = 0;
  rps = 0;
  brier = 0;
  logLoss = 0;

  add(p: ScoredPrediction): void {
    const actual = outcomeOfScore(p.home_goals, p.away_goals);
    this.n++;
    if (p.predicted_outcome === actual) this.outcomes++;
    if (p.display_home_goals != null && p.display_away_goals != null) {
      this.scored++;
      if (p.display_home_goals === p.home_goals && p.display_away_goals === p.away_goals) this.scores++;
    }
    this.rps += rankedProbabilityScore(p, actual);
    this.brier += brierScore(p, actual);
    this.logLoss += logLoss(p, actual);
  }

  summary(): ScoreSummary {
    const mean = (total: number) => (this.n === 0 ? null : total / this.n);
    return {
      n: this.n,
      correct_outcomes: this.outcomes,
      correct_scores: this.scores,
      outcome_accuracy: mean(this.outcomes),
      exact_accuracy: this.scored === 0 ? null : this.scores / this.scored,
      rps: mean(this.rps),
      brier: mean(this.brier),
      log_loss: mean(this.logLoss),
    };
  }
}

/** Accuracy and mean proper scores of a list of judged predictions. */
export function scorePredictions(predictions: readonly ScoredPrediction[]): ScoreSummary {
  const tally = new Tally();
  for (const p of predictions) tally.add(p);
  return tally.summary();
}

export interface ScoreBreakdown {
  overall: ScoreSummary;
  /** Keyed by season label, in season order. */
  by_season: Record<string, ScoreSummary>;
  /** The three bands of docs/product.md §3 (GW1-10, 11-28, 29-38) by gameweek label. */
  by_gameweek_range: Record<GameweekRangeKey, ScoreSummary>;
}

/** The same summary overall, per season and per gameweek band (production accuracy breakdown). */
export function scoreBreakdown(predictions: readonly ScoredPrediction[]): ScoreBreakdown {
  const overall = new Tally();
  const seasons = new Map<string, Tally>();
  const ranges = new Map<GameweekRangeKey, Tally>(GAMEWEEK_RANGES.map((r) => [r.key, new Tally()]));
  for (const p of predictions) {
    overall.add(p);
    let season = seasons.get(p.season);
    if (!season) {
      season = new Tally();
      seasons.set(p.season, season);
    }
    season.add(p);
    const range = gameweekRange(p.gameweek);
    if (range) ranges.get(range)?.add(p);
  }
  const by_season: Record<string, ScoreSummary> = {};
  for (const label of [...seasons.keys()].sort()) by_season[label] = (seasons.get(label) as Tally).summary();
  const by_gameweek_range = Object.fromEntries(GAMEWEEK_RANGES.map((r) => [r.key, (ranges.get(r.key) as Tally).summary()])) as Record<
    GameweekRangeKey,
    ScoreSummary
  >;
  return { overall: overall.summary(), by_season, by_gameweek_range };
}
