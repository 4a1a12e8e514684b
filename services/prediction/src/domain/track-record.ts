// The track record's arithmetic, free of storage: grading one prediction against a result, the
// naive baseline it is compared with, and the figures (overall, per season, per gameweek, rolling)
// that the public API serves. Everything here is computed once, when something is graded
// (use-cases/rebuild-track-record.ts), and stored; requests only read the result.
import {
  TRACK_RECORD_ROLLING_GAMEWEEKS,
  type Outcome,
  type TrackRecordComparison,
  type TrackRecordFigures,
  type TrackRecordGameweekPoint,
  type TrackRecordSource,
} from '@scoreline/contracts';
import { outcomeOfScore, rankedProbabilityScore } from '@scoreline/engine';
import { percent } from './percent.ts';

/** The numbers of a prediction that the track record keeps (what the site showed). */
export interface SealedNumbers {
  predicted_outcome: Outcome;
  display_home_goals: number;
  display_away_goals: number;
  prob_home_win: number;
  prob_draw: number;
  prob_away_win: number;
}

export interface Grade {
  home_goals: number;
  away_goals: number;
  outcome_correct: boolean;
  score_correct: boolean;
  /** Ranked probability score of the prediction's probabilities, six decimals. */
  rps: number;
}

/**
 * The naive baseline: always a home win, shown as 1-0 (the commonest home-win score), with all the
 * probability on the home win. Any model worth paying for has to beat it.
 */
export const BASELINE: SealedNumbers = {
  predicted_outcome: 'home_win',
  display_home_goals: 1,
  display_away_goals: 0,
  prob_home_win: 1,
  prob_draw: 0,
  prob_away_win: 0,
};

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

export function grade(prediction: SealedNumbers, result: { home_goals: number; away_goals: number }): Grade {
  const actual = outcomeOfScore(result.home_goals, result.away_goals);
  return {
    home_goals: result.home_goals,
    away_goals: result.away_goals,
    outcome_correct: prediction.predicted_outcome === actual,
    score_correct: prediction.display_home_goals === result.home_goals && prediction.display_away_goals === result.away_goals,
    rps: round6(rankedProbabilityScore(prediction, actual)),
  };
}

export function sameGrade(a: Grade | null | undefined, b: Grade): boolean {
  return (
    a != null &&
    a.home_goals === b.home_goals &&
    a.away_goals === b.away_goals &&
    a.outcome_correct === b.outcome_correct &&
    a.score_correct === b.score_correct &&
    a.rps === b.rps
  );
}

/** A graded match as the figures count it: the model's grade and the baseline's on the same result. */
export interface GradedMatch {
  season: string;
  gameweek: number;
  source: TrackRecordSource;
  model: Grade;
  baseline: Grade;
}

class Tally {
  matches = 0;
  outcomes = 0;
  scores = 0;
  rps = 0;

  add(g: Grade): void {
    this.matches++;
    if (g.outcome_correct) this.outcomes++;
    if (g.score_correct) this.scores++;
    this.rps += g.rps;
  }

  figures(): TrackRecordFigures {
    if (this.matches === 0) return { matches: 0, outcome_accuracy: null, exact_score_accuracy: null, rps: null };
    return {
      matches: this.matches,
      outcome_accuracy: percent(this.outcomes, this.matches),
      exact_score_accuracy: percent(this.scores, this.matches),
      rps: Math.round((this.rps / this.matches) * 1e4) / 1e4,
    };
  }
}

export function compare(matches: readonly GradedMatch[]): TrackRecordComparison {
  const model = new Tally();
  const baseline = new Tally();
  for (const m of matches) {
    model.add(m.model);
    baseline.add(m.baseline);
  }
  return { model: model.figures(), baseline: baseline.figures() };
}

/**
 * One point per gameweek with graded matches, in play order (season, then gameweek), with the
 * outcome accuracy of the model and the baseline over that gameweek and the ones before it within
 * the rolling window.
 */
export function rollingPoints(matches: readonly GradedMatch[], window = TRACK_RECORD_ROLLING_GAMEWEEKS): TrackRecordGameweekPoint[] {
  const byGameweek = new Map<string, GradedMatch[]>();
  for (const m of matches) {
    const key = `${m.season}:${String(m.gameweek).padStart(2, '0')}`;
    const list = byGameweek.get(key);
    if (list) list.push(m);
    else byGameweek.set(key, [m]);
  }
  const ordered = [...byGameweek.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, list]) => list);
  return ordered.map((list, i) => {
    const inWindow = ordered.slice(Math.max(0, i - window + 1), i + 1).flat();
    const first = list[0] as GradedMatch;
    return {
      season: first.season,
      gameweek: first.gameweek,
      source: list.some((m) => m.source === 'live') ? 'live' : 'backtest',
      matches: list.length,
      outcome_accuracy: percent(list.filter((m) => m.model.outcome_correct).length, list.length),
      rolling_outcome_accuracy: percent(inWindow.filter((m) => m.model.outcome_correct).length, inWindow.length),
      rolling_baseline_accuracy: percent(inWindow.filter((m) => m.baseline.outcome_correct).length, inWindow.length),
    };
  });
}
